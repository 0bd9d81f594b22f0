import { createFakeShell } from '@wl/shell-contract/testing';
import { when } from 'mobx';
import { http, delay } from 'msw';
import { gameTypeOfBasePath } from '../../../constants';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { LobbyStore, pageOfTab, tabOfPage } from './lobby-store';

const { sandbox, server } = setupSandboxServer();

describe('gameTypeOfBasePath', () => {
  it('maps the base paths to game types', () => {
    const table = {
      '/electron': 'RNG',
      '/rng': 'RNG',
      '/arcade': 'RNG',
      '/live': 'LIVE',
      '/casino': 'LIVE',
      '/fish': 'FISH',
      '/sports': 'SPORTS',
      '/pvp': 'PVP',
      '/table': 'PVP',
      '/esports': 'ESPORTS',
    };
    for (const [path, type] of Object.entries(table)) expect(gameTypeOfBasePath(path)).toBe(type);
    expect(gameTypeOfBasePath('/Live/')).toBe('LIVE');
  });
});

describe('LobbyStore', () => {
  it('selects a vendor by display name and reveals it in the strip', async () => {
    const store = new LobbyStore(createFakeShell().shell, 'RNG');
    await store.open('spadegaming'); // the 10th vendor
    expect(store.selectedVendor).toBe('SG');
    expect(store.stripOffset).toBe(300); // vendors 3..10 visible
    expect(store.canScrollForward).toBe(true); // 13 vendors
    await store.open('PG');
    expect(store.stripOffset).toBe(0);
  });

  it('falls back to the first vendor for an unknown page', async () => {
    const store = new LobbyStore(createFakeShell().shell, 'RNG');
    await store.open('nope');
    expect(store.selectedVendor).toBe('PG');
    expect(store.tab).toBe('vendor');
  });

  it('keeps the newest query when answers arrive out of order', async () => {
    server.use(
      http.get('*/wps/game/list', async ({ request }) => {
        // The first (unfiltered) query answers last.
        if (!new URL(request.url).searchParams.get('gameName')) await delay(80);
        return undefined;
      }),
    );
    const store = new LobbyStore(createFakeShell().shell, 'RNG');
    await store.open(null);
    store.setSearchText('fortune');
    store.submitSearch();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.gamesState).toBe('ready');
    expect(store.games.every((g) => g.displayName.toLowerCase().includes('fortune'))).toBe(true);
  });

  it('sends the game-list query the spec names', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/wps/game/list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    const store = new LobbyStore(createFakeShell().shell, 'FISH');
    await store.open('CQ9');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.fromEntries(seen[0]!)).toEqual({
      gameType: 'FISH',
      vassalage: 'CQ9',
      merchant: 'demo',
      pageNo: '1',
      pageSize: '40',
      platform: 'flash,html5-desktop',
      clientType: '3',
      language: 'CN',
    });
  });

  it('reports a failed launch in a warning', async () => {
    const fake = createFakeShell();
    fake.session.logIn('t', { id: 1, account: 'player01', type: 0 });
    fake.shell.launchGame = () => Promise.reject(new Error('launch failed'));
    const store = new LobbyStore(fake.shell, 'RNG');
    await store.play({ nodeId: '1', displayName: 'X', gameType: 'RNG', supportPlay: 1, vassalage: 'PG' });
    expect(fake.messages).toEqual(['warn:launch failed']);
  });

  it('does not scroll a strip of 8 vendors or fewer', async () => {
    const store = new LobbyStore(createFakeShell().shell, 'FISH');
    await store.open(null);
    expect(store.vendors.length).toBeLessThanOrEqual(8);
    expect(store.stripScrolls).toBe(false);
    store.scrollStrip(1);
    expect(store.stripOffset).toBe(0);
  });

  it('maps the page query to a tab and back', () => {
    expect(tabOfPage('hot')).toBe('hot');
    expect(tabOfPage('recentGameList')).toBe('recent');
    expect(tabOfPage('favGameList')).toBe('favourite');
    expect(tabOfPage('PG')).toBe('vendor');
    expect(tabOfPage(null)).toBe('vendor');
    expect(pageOfTab('favourite')).toBe('favGameList');
    expect(pageOfTab('vendor')).toBeNull();
  });

  it('loads the favourites with the spec’s query for a member, and prompts a visitor', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/wps/game/favourites', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    const visitor = createFakeShell();
    const guest = new LobbyStore(visitor.shell, 'RNG');
    await guest.open('favGameList');
    expect(guest.loginNeeded).toBe(true);
    expect(visitor.messages).toEqual(['warn:in_sorry_in']);
    expect(seen).toEqual([]);

    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    const store = new LobbyStore(fake.shell, 'RNG');
    await store.open('favGameList');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.tab).toBe('favourite');
    expect(store.gamesState).toBe('ready');
    expect(Object.fromEntries(seen[0]!)).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      pageNo: '1',
      pageSize: '40',
    });
  });

  it('sends the favourite payload of the spec and keeps the toggle for a visitor', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/wps/game/favourites', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const visitor = createFakeShell();
    const game = { nodeId: '100001', displayName: 'X', gameType: 'RNG', supportPlay: 1, vassalage: 'PG' };
    const guest = new LobbyStore(visitor.shell, 'RNG');
    await guest.toggleFavourite({ ...game });
    expect(visitor.messages).toEqual(['warn:in_sorry_in']);

    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    const store = new LobbyStore(fake.shell, 'RNG');
    await store.open(null);
    await when(() => store.gamesState === 'ready');
    const first = store.games[0]!;
    await store.toggleFavourite(first);
    expect(first.favourite).toBe(true);
    expect(bodies).toEqual([{ nodeId: first.nodeId, vendor: 'PG', gameType: 'RNG' }]);
  });

  it('launches once while a launch is in flight', async () => {
    const fake = createFakeShell();
    fake.session.logIn('t', { id: 1, account: 'player01', type: 0 });
    let finish!: () => void;
    const calls: unknown[] = [];
    fake.shell.launchGame = (params) => {
      calls.push(params);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const store = new LobbyStore(fake.shell, 'RNG');
    const game = { nodeId: '1', displayName: 'X', gameType: 'RNG', supportPlay: 0, vassalage: 'PG' };
    const first = store.play(game);
    expect(store.launching).toBe('1');
    await store.play(game);
    await store.trial(game);
    expect(calls).toHaveLength(1);
    finish();
    await first;
    expect(store.launching).toBeNull();
    void store.trial(game);
    expect(calls).toHaveLength(2);
    finish();
  });
});
