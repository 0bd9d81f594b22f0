import { setupSandboxServer } from '@wl/sandbox/testing';
import type { LaunchGameParams, LaunchGameService } from '@wl/shell-contract';
import { createFakeShell } from '@wl/shell-contract/testing';
import type { Game } from './api/game-list';
import { launchGame } from './features/launch/launch-service';
import { GamePopupStore } from './features/game-popup/stores/game-popup-store';

// The whole launch path of a lobby Play click, as in a page: the screen's store → `shell.launchGame` (the host's one
// entry, which checks login and real account) → the lobby's `launchGame` service → the launch store → the route.
// The fake shell does what the host's does; every crossing of the host/remote contract is counted.

const { sandbox, server } = setupSandboxServer();

const PG: Game = {
  nodeId: '9001',
  gameId: 'pg-fortune-tiger',
  displayName: 'Fortune Tiger',
  gameName: 'fortune-tiger',
  vassalage: 'PG',
  gameType: 'RNG',
  supportPlay: 1,
  appNewWindow: 0,
} as Game;
const BBIN: Game = { ...PG, nodeId: '9002', gameId: 'bbin-baccarat', vassalage: 'BBIN', gameType: 'LIVE' };

/** A logged-in sandbox member's shell with counters on every contract member the launch path uses. */
function countingShell() {
  const counts = { requireLogin: 0, requireRealAccount: 0, launchGame: 0, service: 0 };
  const service: LaunchGameService = (shell, params) => {
    counts.service += 1;
    return launchGame(shell, params);
  };
  const fake = createFakeShell({ launchGameService: service });
  const { shell } = fake;
  const requireLogin = shell.requireLogin;
  const requireRealAccount = shell.requireRealAccount;
  const launch = shell.launchGame;
  shell.requireLogin = () => (counts.requireLogin++, requireLogin());
  shell.requireRealAccount = () => (counts.requireRealAccount++, requireRealAccount());
  shell.launchGame = (params: LaunchGameParams) => (counts.launchGame++, launch(params));
  fake.session.logIn(sandbox.issueToken('player01'), { id: 1, account: 'player01', type: 0 });
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
  return { fake, counts, requests };
}

afterEach(() => server.events.removeAllListeners());

describe('the launch path of a lobby Play click', () => {
  it('checks login and real account once, crosses the contract twice, reads no settings, navigates once', async () => {
    const { fake, counts, requests } = countingShell();
    const store = new GamePopupStore(fake.shell, {
      accountTypeName: 'PG',
      displayName: 'PG',
      gameType: 'RNG',
    });
    const click = store.play(PG);
    // The clicked card shows busy while the launch runs; a second click meanwhile does nothing (one guard).
    expect(store.launching).toBe(PG.nodeId);
    await store.play(PG);
    await click;

    expect(counts.requireLogin).toBe(1);
    expect(counts.requireRealAccount).toBe(1);
    expect(counts.launchGame).toBe(1);
    expect(counts.service).toBe(1);
    // The hand-offs between host and remote: lobby → host (launchGame), host → lobby (its service).
    expect(counts.launchGame + counts.service).toBeLessThanOrEqual(2);
    expect(requests).not.toContain('/wps/system/settings/consolidated');
    expect(requests.filter((path) => path === '/wps/game/launchGame')).toHaveLength(1);
    expect(fake.navigations).toEqual(['/seamless?gameType=RNG']);
    expect(fake.messages).toEqual([]);
    expect(store.launching).toBeNull();
  });

  it("a launch from another area holds the same guard: the lobby's screens wait for it", async () => {
    const { fake, counts } = countingShell();
    const store = new GamePopupStore(fake.shell, {
      accountTypeName: 'PG',
      displayName: 'PG',
      gameType: 'RNG',
    });
    const banner = fake.shell.launchGame({ gameId: PG.gameId, vassalage: 'PG', gameType: 'RNG' });
    expect(store.launching).not.toBeNull();
    await store.play(PG);
    await banner;
    expect(counts.service).toBe(1);
    expect(fake.navigations).toEqual(['/seamless?gameType=RNG']);
  });

  it('opens a new game window synchronously inside the click (no await before window.open)', async () => {
    const { fake } = countingShell();
    const win = { opener: 'site', location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const store = new GamePopupStore(fake.shell, {
      accountTypeName: 'BBIN',
      displayName: 'BBIN',
      gameType: 'LIVE',
    });
    const click = store.play(BBIN);
    expect(open).toHaveBeenCalledTimes(1);
    await click;
    expect(win.opener).toBeNull();
    expect(win.location.href).toMatch(/^http/);
    open.mockRestore();
  });

  it('a visitor is asked to log in once, and nothing is launched', async () => {
    const { fake, counts } = countingShell();
    fake.session.logOut();
    const store = new GamePopupStore(fake.shell, {
      accountTypeName: 'PG',
      displayName: 'PG',
      gameType: 'RNG',
    });
    await store.play(PG);
    expect(counts).toEqual({ requireLogin: 1, requireRealAccount: 0, launchGame: 1, service: 0 });
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
    expect(fake.navigations).toEqual([]);
  });
});
