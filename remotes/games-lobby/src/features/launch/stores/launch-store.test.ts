import { setupSandboxServer } from '@wl/sandbox/testing';
import type { LaunchGameParams } from '@wl/shell-contract';
import { createFakeShell, type FakeShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { FRAME_LOAD_MS, FRAME_RESET_MS } from '../../../constants';
import { LaunchStore, type LaunchEnvironment } from './launch-store';

const { sandbox, server } = setupSandboxServer();

/** A stand-in for the blank game window. */
class FakeWindow {
  closed = false;
  opener: unknown = 'site';
  location = { href: 'about:blank' };
  close() {
    this.closed = true;
  }
}

interface Harness {
  fake: FakeShell;
  store: LaunchStore;
  windows: FakeWindow[];
  overlays: number[];
  /** What openWindow answers: a window, or null (blocked). */
  popups: { blocked: boolean };
  location: { href: string; pathname: string };
  /** The page's `pagehide` listeners (the page going away calls them all). */
  pageHide: Set<() => void>;
  /** Requests sent to outlive the page (keepalive fetch). */
  exits: { url: string; init: RequestInit }[];
  memory: Map<string, string>;
}

function harness(account: string | null = 'player01', memory = new Map<string, string>()): Harness {
  const windows: FakeWindow[] = [];
  const overlays: number[] = [];
  const popups = { blocked: false };
  const location = { href: 'http://localhost/electron', pathname: '/electron' };
  const pageHide = new Set<() => void>();
  const exits: Harness['exits'] = [];
  const env: LaunchEnvironment = {
    openWindow: () => {
      if (popups.blocked) return null;
      const win = new FakeWindow();
      windows.push(win);
      return win as unknown as Window;
    },
    location: () => location,
    storage: () =>
      ({
        getItem: (key: string) => memory.get(key) ?? null,
        setItem: (key: string, value: string) => void memory.set(key, value),
        removeItem: (key: string) => void memory.delete(key),
      }) as Storage,
    delay: () => Promise.resolve(),
    showOverlay: () => void overlays.push(1),
    onPageHide: (listener) => {
      pageHide.add(listener);
      return () => pageHide.delete(listener);
    },
    sendOnExit: (url, init) => void exits.push({ url, init }),
  };
  let store: LaunchStore | null = null;
  const fake = createFakeShell({ launchGameService: (_shell, params) => store!.launch(params) });
  store = new LaunchStore(fake.shell, env);
  if (account) {
    const isAgent = account.startsWith('guest') ? 4 : 0;
    fake.session.logIn(account.startsWith('guest') ? 'demo-token' : sandbox.issueToken(account), {
      id: 1,
      account,
      type: isAgent,
    });
  }
  return { fake, store, windows, overlays, popups, location, pageHide, exits, memory };
}

const PG: LaunchGameParams = {
  gameId: 'pg-fortune-tiger',
  vassalage: 'PG',
  gameType: 'RNG',
  appNewWindow: 0,
  freeplay: 0,
};
const BBIN: LaunchGameParams = {
  gameId: 'bbin-baccarat',
  vassalage: 'BBIN',
  gameType: 'LIVE',
  appNewWindow: 0,
};
const MG: LaunchGameParams = { gameId: 'mg-avalon', vassalage: 'MG', gameType: 'RNG', appNewWindow: 0 };
const SG: LaunchGameParams = { gameId: 'sg-gold-panther', vassalage: 'SG', gameType: 'RNG' };
const IM: LaunchGameParams = { gameId: '2', vassalage: 'IM', gameType: 'SPORTS' };

/** A PG slot with a free trial, from the sandbox's list. */
async function trialGame(): Promise<LaunchGameParams> {
  const response = await fetch(
    'http://localhost/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=100',
  );
  const { value } = (await response.json()) as {
    value: { games: { gameId: string; nodeId: string; freeplay: number; vassalage: string }[] };
  };
  const game = value.games.find((g) => g.freeplay === 1)!;
  return {
    gameId: game.gameId,
    nodeId: game.nodeId,
    vassalage: 'PG',
    gameType: 'RNG',
    freeplay: 1,
    demo: true,
  };
}

describe('LaunchStore: the rules before any call', () => {
  it('asks a visitor to log in and a demo account for a real one (the shell checks)', async () => {
    const visitor = harness(null);
    await visitor.fake.shell.launchGame(PG);
    expect(visitor.fake.messages).toEqual(['warn:in_sorry_in']);
    const guest = harness('guest0001');
    await guest.fake.shell.launchGame(PG);
    expect(guest.fake.messages).toEqual(['warn:in_need_true_account']);
    expect(visitor.fake.navigations).toEqual([]);
  });

  it('says in_stay_tuned without gameId and roomId', async () => {
    const { fake, windows } = harness();
    await fake.shell.launchGame({ vassalage: 'BBIN', nodeId: '1', gameType: 'LIVE' });
    expect(fake.messages).toEqual(['warn:in_stay_tuned']);
    expect(windows).toEqual([]);
  });

  it('shows popup_blocked when the new window is blocked', async () => {
    const h = harness();
    h.popups.blocked = true;
    await h.fake.shell.launchGame(BBIN);
    expect(h.fake.messages).toEqual(['warn:popup_blocked']);
  });
});

describe('LaunchStore: launching', () => {
  it('opens a real game in the page through /seamless, replacing the entry when already there', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    expect(h.fake.messages).toEqual([]);
    expect(h.fake.navigations).toEqual(['/seamless?gameType=RNG']);
    expect(h.store.launched).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost\/__sandbox\/game\?session=gs\d+$/),
      gameType: 'RNG',
      vassalage: 'PG',
      demo: false,
      loggedOut: false,
    });
    h.location.pathname = '/seamless';
    await h.fake.shell.launchGame({ ...PG, gameId: 'pg-fortune-ox' });
    expect(h.fake.navigations[1]).toBe('replace:/seamless?gameType=RNG');
    // A reload finds the game in session storage.
    const reloaded = new LaunchStore(h.fake.shell, {
      ...({} as LaunchEnvironment),
      storage: () => ({ getItem: () => JSON.stringify(h.store.launched) }) as unknown as Storage,
    });
    expect(reloaded.launched).toEqual(h.store.launched);
  });

  it('opens BBIN in the blank window opened in the click, then sends it to the game', async () => {
    const h = harness();
    const launching = h.fake.shell.launchGame(BBIN);
    // Opened synchronously, before any await.
    expect(h.windows).toHaveLength(1);
    await launching;
    expect(h.windows[0]!.location.href).toMatch(/^http:\/\/localhost\/__sandbox\/game\?session=/);
    expect(h.windows[0]!.opener).toBeNull();
    expect(h.windows[0]!.closed).toBe(false);
    expect(h.fake.navigations).toEqual([]);
  });

  it('launches a trial for a visitor through /trial; a failed trial is only logged', async () => {
    const h = harness(null);
    const game = await trialGame();
    await h.fake.shell.launchGame(game);
    expect(h.fake.messages).toEqual([]);
    expect(h.fake.navigations).toEqual(['/trial?gameType=RNG']);
    expect(h.store.launched?.demo).toBe(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/wps/game/trial', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'no' }),
      ),
    );
    await h.fake.shell.launchGame(game);
    expect(h.fake.messages).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[games-lobby] trial launch failed', 'x: no');
    warn.mockRestore();
  });

  it('resets the frame: empty, rebuilt after 200 ms, the game 100 ms later', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    jest.useFakeTimers();
    try {
      const key = h.store.frameKey;
      h.store.resetFrame();
      expect(h.store.frameUrl).toBeNull();
      jest.advanceTimersByTime(FRAME_RESET_MS);
      expect(h.store.frameKey).toBe(key + 1);
      expect(h.store.frameUrl).toBeNull();
      jest.advanceTimersByTime(FRAME_LOAD_MS);
      expect(h.store.frameUrl).toBe(h.store.launched!.url);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs out of the game when /seamless is left', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    h.store.leaveView(h.store.launched, '/seamless');
    expect(h.store.launched).toBeNull();
    let logouts: unknown[] = [];
    for (let i = 0; i < 20 && logouts.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      logouts = (await (await fetch('http://localhost/__sandbox/game-logouts')).json()).value;
    }
    expect(logouts).toEqual([{ account: 'player01', vassalage: 'PG', at: expect.any(Number) }]);
  });
});

describe('LaunchStore: failures', () => {
  it('shows the maintenance dialog with the times (resType 0) and closes the blank window', async () => {
    const h = harness();
    await h.fake.shell.launchGame({ ...SG, appNewWindow: 1 });
    expect(h.windows[0]!.closed).toBe(true);
    expect(h.store.overlay).toBe('maintenance');
    expect(h.overlays).toHaveLength(1);
    expect(h.store.maintenance).toEqual({
      message: 'Spadegaming is under maintenance',
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      resType: 0,
    });
    h.store.closeOverlay();
    expect(h.store.maintenance).toBeNull();
    expect(h.store.overlay).toBeNull();
  });

  it('recommends games for resType 1 when there are some, else shows the maintenance dialog', async () => {
    let query: URLSearchParams | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/game/recommended')) query = new URL(request.url).searchParams;
    });
    const h = harness();
    await h.fake.shell.launchGame(MG);
    server.events.removeAllListeners();
    expect(Object.fromEntries(query!)).toEqual({
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      vassalage: 'MG',
    });
    expect(h.store.overlay).toBe('recommended');
    expect(h.store.recommended.length).toBeGreaterThan(12);
    // A recommended game launches like any other, directly: not back out through the shell.
    const launches = h.fake.launches.length;
    const recommended = h.store.recommended[0]!;
    await h.store.launchRecommended(recommended);
    expect(h.store.overlay).toBeNull();
    expect(h.fake.launches).toHaveLength(launches);
    expect(h.store.launched).toMatchObject({ vassalage: recommended.vassalage });

    const sports = harness();
    await sports.fake.shell.launchGame(IM);
    expect(sports.store.overlay).toBe('maintenance');
  });

  it('ignores a failed recommended call: the maintenance dialog shows', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/wps/game/recommended', () => new HttpResponse(null, { status: 500 })));
    const h = harness();
    await h.fake.shell.launchGame(MG);
    expect(h.store.overlay).toBe('maintenance');
    expect(h.fake.messages).toEqual([]);
    warn.mockRestore();
  });

  it('offers Cancel or Deposit when the balance is not enough', async () => {
    const h = harness('poor01');
    h.fake.confirmAnswer = true;
    await h.fake.shell.launchGame(PG);
    expect(h.fake.messages).toEqual(['confirm:launch_game_balance_not_enough']);
    expect(h.fake.navigations).toEqual(['/member/depositv2']);
    h.fake.confirmAnswer = false;
    await h.fake.shell.launchGame(PG);
    expect(h.fake.navigations).toEqual(['/member/depositv2']);
  });

  it('warns with the server message on other failures, closing the blank window', async () => {
    server.use(
      http.get('*/wps/game/launchGame', () =>
        HttpResponse.json({ success: false, errorCode: 'game.closed', message: 'Game closed', value: null }),
      ),
    );
    const h = harness();
    await h.fake.shell.launchGame(BBIN);
    expect(h.fake.messages).toEqual(['warn:Game closed']);
    expect(h.windows[0]!.closed).toBe(true);
  });

  it('says game_maintenance when the lobby domain is missing', async () => {
    const h = harness();
    h.fake.settings.launchGameCDNs = [];
    await h.fake.shell.launchGame(BBIN);
    expect(h.fake.messages).toEqual(['warn:game_maintenance']);
    expect(h.windows[0]!.closed).toBe(true);
  });

  it('launches once while a launch is in flight', async () => {
    const h = harness();
    const first = h.fake.shell.launchGame(PG);
    await h.fake.shell.launchGame(PG);
    await first;
    expect(h.fake.navigations).toEqual(['/seamless?gameType=RNG']);
  });
});

/** The game logouts the sandbox recorded through the client (the keepalive ones are in the harness's `exits`). */
async function sandboxLogouts(): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return (await (await fetch('http://localhost/__sandbox/game-logouts')).json()).value;
}

describe('LaunchStore: the game logout when the page goes away (pagehide)', () => {
  const hidePage = (h: Harness) => [...h.pageHide].forEach((listener) => listener());

  it('sends it once with a keepalive fetch carrying the client headers, and not again when the view is left', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    const leave = h.store.showView(h.store.launched, '/seamless');
    expect(h.pageHide.size).toBe(1);
    hidePage(h);
    hidePage(h);
    expect(h.exits).toEqual([
      {
        url: '/wps/game/logout',
        init: {
          method: 'POST',
          keepalive: true,
          headers: { ...h.fake.shell.api.headers(), 'Content-Type': 'application/json' },
          body: JSON.stringify({ vassalage: 'PG' }),
        },
      },
    ]);
    expect(h.fake.shell.api.headers()).toMatchObject({
      Authorization: h.fake.session.token,
      Merchant: 'demo',
    });
    // The page came back (back/forward cache) and the player navigates away in the app: no second logout.
    leave();
    expect(h.pageHide.size).toBe(0);
    expect(await sandboxLogouts()).toEqual([]);
    expect(h.exits).toHaveLength(1);
  });

  it('sends nothing on pagehide after an in-app navigation already logged out', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    const leave = h.store.showView(h.store.launched, '/seamless');
    leave();
    hidePage(h);
    expect(h.exits).toEqual([]);
    expect(await sandboxLogouts()).toEqual([
      { account: 'player01', vassalage: 'PG', at: expect.any(Number) },
    ]);
  });

  it('sends nothing for a member who logged out of the site, nor for a demo on /trial', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    h.store.showView(h.store.launched, '/seamless');
    h.fake.session.logOut();
    hidePage(h);
    expect(h.exits).toEqual([]);

    const demo = harness();
    await demo.fake.shell.launchGame(await trialGame());
    demo.store.showView(demo.store.launched, '/trial');
    expect(demo.pageHide.size).toBe(0);
  });

  it('a reload shows the game again, already logged out: leaving it then sends no second logout', async () => {
    const h = harness();
    await h.fake.shell.launchGame(PG);
    h.store.showView(h.store.launched, '/seamless');
    hidePage(h);
    // The next page of the same tab reads the game from session storage.
    const next = harness('player01', h.memory);
    expect(next.store.launched).toMatchObject({ vassalage: 'PG', loggedOut: true });
    const leave = next.store.showView(next.store.launched, '/seamless');
    hidePage(next);
    leave();
    expect(next.exits).toEqual([]);
    expect(await sandboxLogouts()).toEqual([]);
    expect(h.exits).toHaveLength(1);
  });
});
