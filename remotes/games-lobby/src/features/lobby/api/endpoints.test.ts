import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { favouriteAddEndpoint } from './favourite-add';
import { favouriteRemoveEndpoint } from './favourite-remove';
import { favouritesEndpoint } from './favourites';
import { gameListEndpoint } from '../../../api/game-list';
import { gameMatchEndpoint } from './game-match';
import { gameTypesEndpoint } from './game-types';
import { hotGamesEndpoint } from './hot-games';
import { recentGamesEndpoint } from './recent-games';
import { vendorsEndpoint } from '../../../api/vendors';

const { sandbox } = setupSandboxServer();

function member() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return fake.shell;
}

const listing = { platform: 'flash,html5-desktop', clientType: 3, pageNo: 1, pageSize: 40 };

describe('games-lobby relay endpoints against the sandbox', () => {
  it('parses the vendor list (merchantCode) with the launch fields of direct cards', async () => {
    const vendors = await createFakeShell().shell.api.call(vendorsEndpoint, {
      params: { gameType: 'SPORTS', merchantCode: 'demo' },
    });
    expect(vendors.find((v) => v.accountTypeName === 'SABA')).toMatchObject({
      isGame: 'game',
      gameId: '0',
      nodeId: expect.any(String),
      appNewWindow: 0,
      platform: 'html5-desktop',
    });
  });

  it('parses the game types', async () => {
    const types = await createFakeShell().shell.api.call(gameTypesEndpoint);
    expect(types.find((t) => t.gameType === 'RNG')).toEqual({
      gameType: 'RNG',
      vendorCount: expect.any(Number),
      classifies: ['VP', 'TG', 'SC', 'AC', 'JP'],
    });
  });

  it('parses a game-list page with the §3 query (classification, minimum bet and lines)', async () => {
    const page = await createFakeShell().shell.api.call(gameListEndpoint, {
      params: {
        gameType: 'RNG',
        gameClassify: 'JP',
        minBet: '1.00',
        minLineNum: 9,
        merchant: 'demo',
        language: 'CN',
        ...listing,
      },
    });
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.every((g) => g.gameClassify === 'JP' && g.favourite === false)).toBe(true);
  });

  it('parses hot games and matches one by nodeId', async () => {
    const shell = createFakeShell().shell;
    const hot = await shell.api.call(hotGamesEndpoint, { params: { gameType: 'RNG', ...listing } });
    const first = hot.games[0]!;
    const matched = await shell.api.call(gameMatchEndpoint, {
      params: { nodeId: first.nodeId, vendor: first.vassalage },
    });
    expect(matched).toEqual(first);
    await expect(shell.api.call(gameMatchEndpoint, { params: { nodeId: '1' } })).rejects.toMatchObject({
      errorCode: 'game.not.found',
    });
  });

  it('adds, lists and removes favourites, and reads recent games, for a member', async () => {
    const shell = member();
    const { games } = await shell.api.call(gameListEndpoint, {
      params: { gameType: 'RNG', vassalage: 'CQ9', language: 'CN', ...listing },
    });
    const game = games[0]!;
    const payload = { nodeId: game.nodeId, vendor: 'CQ9', gameType: 'RNG' };
    await shell.api.call(favouriteAddEndpoint, { body: payload });
    const favourites = await shell.api.call(favouritesEndpoint, { params: listing });
    expect(favourites.games.map((g) => [g.nodeId, g.favourite])).toEqual([[game.nodeId, true]]);
    await shell.api.call(favouriteRemoveEndpoint, { body: payload });
    expect((await shell.api.call(favouritesEndpoint, { params: listing })).games).toEqual([]);
    expect(await shell.api.call(recentGamesEndpoint)).toEqual([]);
  });

  it('needs a login for favourites and recent games', async () => {
    const shell = createFakeShell().shell;
    await expect(shell.api.call(recentGamesEndpoint)).rejects.toMatchObject({ status: 401 });
  });
});
