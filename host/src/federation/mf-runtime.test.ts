import { CONTRACT_PACKAGE, CONTRACT_VERSION } from '@wl/shell-contract';
import {
  createFederationRuntime,
  fetchWithinTime,
  REMOTE_FILE_TIMEOUT_MS,
  sitePolicyPlugin,
  type FederationInstance,
} from './mf-runtime';

const MANIFEST_URL = '/remotes/lottery/1.0.0/mf-manifest.json';
const ABSOLUTE = new URL(MANIFEST_URL, window.location.href).href;

/** A federation instance whose `lottery/remote` is `module` (a fake of @module-federation's). */
function fakeInstance(module: unknown = { default: { id: 'lottery' } }) {
  return {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (_id: string) => module),
  } as unknown as jest.Mocked<FederationInstance>;
}

describe('the host runtime on the federation instance', () => {
  it('registers remotes by their manifest address and loads ./remote, returning its definition', async () => {
    const instance = fakeInstance();
    const runtime = createFederationRuntime(instance, jest.fn());
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    expect(instance.registerRemotes).toHaveBeenCalledWith([{ name: 'lottery', entry: ABSOLUTE }], {
      force: false,
    });
    await expect(runtime.load('lottery')).resolves.toEqual({ id: 'lottery' });
    expect(instance.loadRemote).toHaveBeenCalledWith('lottery/remote');
  });

  it('registers the same address once, and another address (an override) in place of the old', () => {
    const instance = fakeInstance();
    const runtime = createFederationRuntime(instance, jest.fn());
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    expect(instance.registerRemotes).toHaveBeenCalledTimes(1);
    runtime.register([{ name: 'lottery', entry: '/remotes/lottery/1.1.0/mf-manifest.json' }], false);
    expect(instance.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'lottery', entry: new URL('/remotes/lottery/1.1.0/mf-manifest.json', ABSOLUTE).href }],
      { force: true },
    );
  });

  it("a retry registers again with force and first lets the remote folder's failed preloads go", async () => {
    const instance = fakeInstance();
    const forget = jest.fn(async () => undefined);
    const runtime = createFederationRuntime(instance, forget);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], true);
    expect(instance.registerRemotes).toHaveBeenLastCalledWith([{ name: 'lottery', entry: ABSOLUTE }], {
      force: true,
    });
    await runtime.load('lottery');
    expect(forget).toHaveBeenCalledWith('/remotes/lottery/1.0.0/');
    // Only before the retry's own load.
    await runtime.load('lottery');
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('fails clearly for a remote not registered and for a module without a definition', async () => {
    const runtime = createFederationRuntime(fakeInstance({}), jest.fn());
    await expect(runtime.load('lottery')).rejects.toThrow('lottery is not registered');
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).rejects.toThrow('lottery exposes no remote definition');
  });
});

describe("the site's policy plugin", () => {
  afterEach(() => jest.useRealTimers());

  it('fails a manifest that has not arrived within the spec timeout, naming it', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const stalled = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const answer = fetchWithinTime(MANIFEST_URL, {}, stalled);
    const failed = expect(answer).rejects.toThrow(
      `${MANIFEST_URL} did not arrive within ${REMOTE_FILE_TIMEOUT_MS} ms`,
    );
    await jest.advanceTimersByTimeAsync(REMOTE_FILE_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await failed;
    expect(signal?.aborted).toBe(true);
  });

  it('fails a manifest the server refuses, with its status', async () => {
    const refused = jest.fn(async () => new Response('gone', { status: 404 }));
    await expect(fetchWithinTime(MANIFEST_URL, {}, refused)).rejects.toThrow(`${MANIFEST_URL}: HTTP 404`);
  });

  it("gives remoteEntry.js the spec's time limit, and its address through the site's script policy", () => {
    const made = sitePolicyPlugin().createScript?.({ url: '/remotes/lottery/1.0.0/remoteEntry.js' }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(made.timeout).toBe(REMOTE_FILE_TIMEOUT_MS);
    expect(made.script.getAttribute('src')).toBe('/remotes/lottery/1.0.0/remoteEntry.js');
    // An entry on an origin no remote was registered from is refused before any element loads it.
    expect(() =>
      sitePolicyPlugin().createScript?.({ url: 'https://elsewhere.example/remoteEntry.js' }),
    ).toThrow('not an address the site loads scripts from');
  });

  it('refuses a remote built against another major of the shell contract before any of its code runs', () => {
    const plugin = sitePolicyPlugin();
    const major = Number(CONTRACT_VERSION.split('.')[0]);
    const snapshot = (version: string) =>
      ({
        moduleInfo: { name: 'lottery', entry: ABSOLUTE },
        manifestJson: { shared: [{ name: CONTRACT_PACKAGE, version }] },
      }) as unknown as Parameters<NonNullable<typeof plugin.loadRemoteSnapshot>>[0];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const same = snapshot(`${major}.0.0`);
    expect(plugin.loadRemoteSnapshot?.(same)).toBe(same);
    expect(() => plugin.loadRemoteSnapshot?.(snapshot(`${major + 1}.0.0`))).toThrow(
      `built against shell contract ${major + 1}.0.0, the host implements ${CONTRACT_VERSION}`,
    );
  });
});
