import { setupSandboxServer } from '@wl/sandbox/testing';
import { defineRemote, type RemoteDefinition } from '@wl/shell-contract';
import { waitFor } from '@testing-library/react';
import type { FederationRuntime } from '../federation/remote-registry';
import { START_ATTEMPTS } from '../features/site-settings/constants';
import { startNotifications } from './notification-store';
import { RootStore } from './root-store';
import { startSite } from './site-start';
import { testRootOptions } from './test-root';

// The notifications start after a dynamic import: count the starts and the stops, keep what they do.
jest.mock('./notification-store', () => {
  const actual = jest.requireActual<typeof import('./notification-store')>('./notification-store');
  return { ...actual, startNotifications: jest.fn(actual.startNotifications) };
});
const started = jest.mocked(startNotifications);

const { sandbox, server } = setupSandboxServer();
const SETTINGS = '/wps/system/settings/consolidated';
const requests: string[] = [];
server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));

const roots: RootStore[] = [];
beforeEach(() => {
  requests.length = 0;
  started.mockClear();
});
afterEach(async () => {
  for (const root of roots.splice(0)) await root.dispose();
  localStorage.clear();
  sessionStorage.clear();
});

/** A root as bootstrap.tsx makes it (cimode, the sandbox's demo merchant), its area loads recorded, waits skipped. */
function setup() {
  const loads: string[] = [];
  const federation: FederationRuntime = {
    register: () => {},
    load: async (name) => {
      loads.push(name);
      return defineRemote({ id: name.replace(/_/g, '-') as RemoteDefinition['id'], widgets: {} });
    },
  };
  const root = new RootStore(
    testRootOptions({
      remoteMap: {
        'games-lobby': { version: '1.0.0', entry: '/remotes/games-lobby/1.0.0/mf-manifest.json' },
      },
      federation,
    }),
  );
  (root.siteSettings as unknown as { wait: (ms: number) => Promise<void> }).wait = async () => {};
  roots.push(root);
  return { root, loads };
}

describe('startSite', () => {
  it('starts the site once: stores wired, the opening area loading, notifications on; a second call is the same start', async () => {
    const { root, loads } = setup();
    const first = startSite(root, '/electron/hot');
    expect(startSite(root, '/electron/hot')).toBe(first);
    await first;
    expect(root.siteSettings.status).toBe('ready');
    expect(root.remotes).not.toBeNull();
    expect(root.realtime).not.toBeNull();
    expect(loads).toEqual(['games_lobby']);
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));

    const remotes = root.remotes;
    await startSite(root, '/electron/hot');
    expect(root.remotes).toBe(remotes);
    expect(loads).toEqual(['games_lobby']);
    expect(started).toHaveBeenCalledTimes(1);
    expect(requests.filter((path) => path === SETTINGS)).toHaveLength(1);
  });

  it('with nothing known leaves the site unstarted (failed); the retry starts it without a reload, once', async () => {
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 500, times: START_ATTEMPTS });
    const { root, loads } = setup();
    await startSite(root, '/electron');
    expect(root.siteSettings.status).toBe('failed');
    expect(root.remotes).toBeNull();
    expect(root.realtime).toBeNull();
    expect(loads).toEqual([]);

    // The retry screen's button.
    await expect(root.siteSettings.start()).resolves.toBe(true);
    expect(root.remotes).not.toBeNull();
    expect(root.realtime).not.toBeNull();
    // The page it opened on, as on a start that succeeded.
    expect(loads).toEqual(['games_lobby']);
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));

    const remotes = root.remotes;
    await startSite(root, '/electron');
    await root.siteSettings.refresh();
    expect(root.remotes).toBe(remotes);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
