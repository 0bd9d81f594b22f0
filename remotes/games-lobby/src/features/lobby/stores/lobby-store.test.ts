import { createFakeShell } from '@wl/shell-contract/testing';
import { http, delay } from 'msw';
import { gameTypeOfBasePath } from '../../../constants';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { LobbyStore } from './lobby-store';

const { server } = setupSandboxServer();

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
    await store.open('PG');
    expect(store.stripOffset).toBe(0);
  });

  it('falls back to the first vendor for an unknown page', async () => {
    const store = new LobbyStore(createFakeShell().shell, 'RNG');
    await store.open('favGameList');
    expect(store.selectedVendor).toBe('PG');
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
      pageNo: '1',
      pageSize: '40',
      platform: 'html5-desktop',
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
});
