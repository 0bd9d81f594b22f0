import { createI18n } from '@wl/i18n';
import { defineRemote, type RemoteDefinition } from '@wl/shell-contract';
import { RemoteRegistry, type FederationRuntime } from './remote-registry';

const map = {
  'games-lobby': { version: '1.0.0', entry: '/remotes/games-lobby/1.0.0/mf-manifest.json' },
  lottery: { version: '1.0.0', entry: '/remotes/lottery/1.0.0/mf-manifest.json' },
  'points-mall': { version: '1.0.0', entry: '/remotes/points-mall/1.0.0/mf-manifest.json' },
};

function fakeRuntime(fail: Set<string> = new Set()) {
  const registered: { name: string; entry: string; force: boolean }[] = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    register: (remotes, force) => registered.push(...remotes.map((r) => ({ ...r, force }))),
    load: async (name) => {
      loads.push(name);
      if (fail.has(name)) throw new Error(`manifest of ${name}: HTTP 404`);
      const id = name.replace(/_/g, '-') as RemoteDefinition['id'];
      return defineRemote({
        id,
        translations: async (lng) => (lng === 'CN' ? { title: `${id} title` } : null),
      });
    },
  };
  return { runtime, registered, loads };
}

describe('RemoteRegistry', () => {
  // Failures are logged for operators; here they are expected.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('registers only remotes that are published and switched on, and loads none up front', () => {
    const { runtime, registered, loads } = fakeRuntime();
    const registry = new RemoteRegistry(map, (flag) => flag !== 'PTSYS3', runtime, createI18n('CN'));
    expect(registered.map((r) => r.name)).toEqual(['games_lobby', 'lottery']);
    expect(registry.enabledIds).toEqual(['games-lobby', 'lottery']);
    expect(registry.statusOf('points-mall')).toBe('disabled');
    expect(registry.statusOf('promotions')).toBe('disabled'); // not published
    expect(loads).toEqual([]);
  });

  it('loads a remote once for concurrent users and adds its translations', async () => {
    const { runtime, loads } = fakeRuntime();
    const i18n = createI18n('CN');
    const registry = new RemoteRegistry(map, () => true, runtime, i18n);
    const [a, b] = await Promise.all([registry.load('lottery'), registry.load('lottery')]);
    expect(a).toBe(b);
    expect(loads).toEqual(['lottery']);
    expect(registry.statusOf('lottery')).toBe('ready');
    expect(i18n.t('lottery:title')).toBe('lottery title');
  });

  it('answers a loaded definition synchronously (a launch inside a click needs no await)', async () => {
    const { runtime } = fakeRuntime();
    const registry = new RemoteRegistry(map, () => true, runtime, createI18n('CN'));
    expect(registry.loaded('games-lobby')).toBeNull();
    const definition = await registry.load('games-lobby');
    expect(registry.loaded('games-lobby')).toBe(definition);
  });

  it('marks a failed remote and retries with a forced re-registration', async () => {
    const fail = new Set(['lottery']);
    const { runtime, registered } = fakeRuntime(fail);
    const registry = new RemoteRegistry(map, () => true, runtime, createI18n('CN'));
    await expect(registry.load('lottery')).resolves.toBeNull();
    expect(registry.statusOf('lottery')).toBe('failed');
    expect(registry.errors.get('lottery')).toMatch(/404/);
    fail.clear();
    await expect(registry.retry('lottery')).resolves.toMatchObject({ id: 'lottery' });
    expect(registered.at(-1)).toEqual({ name: 'lottery', entry: map.lottery.entry, force: true });
    expect(registry.statusOf('lottery')).toBe('ready');
  });

  it('refuses a module that is not the remote it claims to be', async () => {
    const runtime: FederationRuntime = {
      register: () => {},
      load: async () => defineRemote({ id: 'promotions' }),
    };
    const registry = new RemoteRegistry(map, () => true, runtime, createI18n('CN'));
    await registry.load('lottery');
    expect(registry.statusOf('lottery')).toBe('failed');
  });

  it('never loads a disabled remote', async () => {
    const { runtime, loads } = fakeRuntime();
    const registry = new RemoteRegistry(map, () => false, runtime, createI18n('CN'));
    await expect(registry.load('lottery')).resolves.toBeNull();
    expect(loads).toEqual([]);
  });
});
