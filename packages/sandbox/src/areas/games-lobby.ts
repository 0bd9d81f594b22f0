import type { SandboxAreaFactory } from '../context';

/** The games-lobby area of the sandbox: seeded data and handlers (owned by the games-lobby team). */
export const gamesLobbyArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
