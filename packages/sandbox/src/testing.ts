import { setupServer, type SetupServer } from 'msw/node';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';

/**
 * The sandbox's real handlers on an MSW server for one Jest test file: HTTP in unit tests goes through the same
 * handlers as the local backend. Registers the Jest hooks; every test starts from the seed, with no leftover
 * `server.use(...)` overrides. By default the sandbox reads `Date.now()` at call time, so Jest's fake timers move
 * its clock (lottery issues) too.
 */
export function setupSandboxServer(options: SandboxOptions = {}): { sandbox: Sandbox; server: SetupServer } {
  const sandbox = createSandbox({ now: () => Date.now(), ...options });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { sandbox, server };
}
