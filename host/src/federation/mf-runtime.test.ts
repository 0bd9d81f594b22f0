import { CONTRACT_PACKAGE, EXPOSED_MODULE } from '@wl/shell-contract';
import {
  createFederationRuntime,
  REMOTE_FILE_TIMEOUT_MS,
  type FederationPage,
  type FederationReport,
} from './mf-runtime';

const MANIFEST_URL = '/remotes/lottery/1.0.0/mf-manifest.json';
const manifest = (overrides: { contract?: string; entry?: string; globalName?: string } = {}) => ({
  metaData: {
    globalName: overrides.globalName ?? 'lottery',
    remoteEntry: { name: overrides.entry ?? 'remoteEntry.js' },
  },
  shared: [{ name: CONTRACT_PACKAGE, version: overrides.contract ?? '1.0.0' }],
});

/** A page whose remote entry declares a container exposing `definition` (fakes of the network and webpack). */
function fakePage(answers: { manifest?: unknown; scriptFails?: number } = {}) {
  const definition = { id: 'lottery' };
  const shareScope = { react: { '19.2.0': { from: 'host', get: () => undefined } } };
  const container = {
    init: jest.fn(),
    get: jest.fn(async (): Promise<() => { default?: unknown }> => () => ({ default: definition })),
  };
  let scriptFails = answers.scriptFails ?? 0;
  const page = {
    fetchManifest: jest.fn(async (_url: string, _signal: AbortSignal) => answers.manifest ?? manifest()),
    loadScript: jest.fn(async (url: string) => {
      if (scriptFails-- > 0) throw new Error(`${url} did not load`);
    }),
    global: jest.fn((name: string) => (name === 'lottery' ? container : undefined)),
    shareScope: jest.fn(async () => shareScope),
    forgetFailedPreloads: jest.fn(async () => undefined),
  } satisfies FederationPage;
  return { page, container, definition, shareScope };
}

describe('the host loader of remotes', () => {
  it("runs the manifest's entry next to it, gives the container the host's share scope once and gets ./remote", async () => {
    const { page, container, definition, shareScope } = fakePage();
    const report: FederationReport = { containers: [] };
    const runtime = createFederationRuntime(page, report);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).resolves.toBe(definition);
    await expect(runtime.load('lottery')).resolves.toBe(definition);
    expect(page.fetchManifest).toHaveBeenCalledTimes(1);
    expect(page.loadScript).toHaveBeenCalledWith('http://localhost/remotes/lottery/1.0.0/remoteEntry.js');
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith(EXPOSED_MODULE);
    expect(report).toEqual({ shareScope, containers: ['lottery'] });
  });

  it('refuses a remote of another contract major before its code loads, with a console message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = fakePage({ manifest: manifest({ contract: '99.0.0' }) });
    const runtime = createFederationRuntime(page);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).rejects.toThrow(/99\.0\.0/);
    expect(page.loadScript).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/99\.0\.0/));
    error.mockRestore();
  });

  it.each([
    ['an entry at another address', manifest({ entry: 'https://elsewhere.example/remoteEntry.js' })],
    ["another remote's manifest", manifest({ globalName: 'promotions' })],
    ['something else', { hello: 'world' }],
  ])('runs nothing for %s', async (_case, answer) => {
    const { page } = fakePage({ manifest: answer });
    const runtime = createFederationRuntime(page);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).rejects.toThrow(/lottery/);
    expect(page.loadScript).not.toHaveBeenCalled();
  });

  it('keeps no failure: a retry lets the failed preloads go and loads the entry again', async () => {
    const { page, definition } = fakePage({ scriptFails: 1 });
    const runtime = createFederationRuntime(page);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).rejects.toThrow(/did not load/);
    expect(page.forgetFailedPreloads).not.toHaveBeenCalled();
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], true);
    await expect(runtime.load('lottery')).resolves.toBe(definition);
    expect(page.forgetFailedPreloads).toHaveBeenCalledWith('/remotes/lottery/1.0.0/');
    expect(page.loadScript).toHaveBeenCalledTimes(2);
  });

  it('a retry after a failed chunk asks the container it has again, without running the entry twice', async () => {
    const { page, container, definition } = fakePage();
    const runtime = createFederationRuntime(page);
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    container.get.mockRejectedValueOnce(new Error('Loading chunk 585 failed.'));
    await expect(runtime.load('lottery')).rejects.toThrow('Loading chunk 585 failed.');
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], true);
    await expect(runtime.load('lottery')).resolves.toBe(definition);
    expect(page.loadScript).toHaveBeenCalledTimes(1);
    expect(container.get).toHaveBeenCalledTimes(2);
    // Another version of the remote (a per-browser override) is a new container.
    runtime.register([{ name: 'lottery', entry: '/remotes/lottery/1.1.0/mf-manifest.json' }], true);
    await runtime.load('lottery');
    expect(page.loadScript).toHaveBeenLastCalledWith('http://localhost/remotes/lottery/1.1.0/remoteEntry.js');
  });

  it('says so when the entry declares no container or the module no definition', async () => {
    const { page, container } = fakePage();
    const runtime = createFederationRuntime({ ...page, global: () => undefined });
    runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(runtime.load('lottery')).rejects.toThrow(
      'lottery: its remoteEntry.js declared no container',
    );
    container.get.mockResolvedValueOnce(() => ({}));
    const other = createFederationRuntime(page);
    other.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
    await expect(other.load('lottery')).rejects.toThrow('lottery exposes no remote definition');
    await expect(other.load('missing')).rejects.toThrow('missing is not registered');
  });
  describe('a file that does not arrive', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const never = () => new Promise<never>(() => undefined);

    it('a stalled manifest fails the load after the timeout, its request aborted; the retry fetches it again', async () => {
      const { page, definition } = fakePage();
      page.fetchManifest.mockImplementationOnce(never);
      const runtime = createFederationRuntime(page);
      runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
      const loading = expect(runtime.load('lottery')).rejects.toThrow(
        `http://localhost${MANIFEST_URL} did not arrive within ${REMOTE_FILE_TIMEOUT_MS} ms`,
      );
      await jest.advanceTimersByTimeAsync(REMOTE_FILE_TIMEOUT_MS - 1);
      expect(page.fetchManifest.mock.calls[0]![1].aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await loading;
      expect(page.fetchManifest.mock.calls[0]![1].aborted).toBe(true);
      expect(page.loadScript).not.toHaveBeenCalled();
      runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], true);
      await expect(runtime.load('lottery')).resolves.toBe(definition);
      expect(page.fetchManifest).toHaveBeenCalledTimes(2);
    });

    it('a stalled entry fails the load; the retry runs it', async () => {
      const { page, definition } = fakePage();
      page.loadScript.mockImplementationOnce(never);
      const runtime = createFederationRuntime(page);
      runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], false);
      const loading = expect(runtime.load('lottery')).rejects.toThrow(
        `http://localhost/remotes/lottery/1.0.0/remoteEntry.js did not arrive within ${REMOTE_FILE_TIMEOUT_MS} ms`,
      );
      await jest.advanceTimersByTimeAsync(REMOTE_FILE_TIMEOUT_MS);
      await loading;
      runtime.register([{ name: 'lottery', entry: MANIFEST_URL }], true);
      await expect(runtime.load('lottery')).resolves.toBe(definition);
      expect(page.loadScript).toHaveBeenCalledTimes(2);
      expect(page.loadScript).toHaveBeenLastCalledWith(
        'http://localhost/remotes/lottery/1.0.0/remoteEntry.js',
      );
    });
  });
});
