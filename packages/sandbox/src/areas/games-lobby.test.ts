import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SandboxContext } from '../context';
import { fail, ok, unauthorized } from '../core/envelope';
import { createSandbox } from '../sandbox';
import {
  findSeededGame,
  findSeededVendor,
  gamesLobbyArea,
  recentGamesOf,
  recordRecentGame,
} from './games-lobby';

let merchant = 'demo';
const ctx: SandboxContext = {
  now: () => 0,
  merchantOf: () => merchant,
  accountOf: () => null,
  // The core's own envelope helpers: the fake context differs only in clock, merchant and realtime.
  ok,
  fail,
  unauthorized,
  broadcast: () => undefined,
};

const area = gamesLobbyArea(ctx);
const server = setupServer(...area.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  area.reset();
  merchant = 'demo';
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(path: string): Promise<any> {
  const response = await fetch(`http://localhost:8080${path}`);
  return response.json();
}

describe('GET /wps/game/lanes', () => {
  it('lists the eight lanes with their vendor cards', async () => {
    const { success, value } = await get('/wps/game/lanes');
    expect(success).toBe(true);
    expect(value.map((lane: { title: string }) => lane.title)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'ESPORTS',
    ]);
    const rng = value.find((lane: { title: string }) => lane.title === 'RNG');
    expect(rng.cards[0]).toEqual({
      cardId: expect.any(Number),
      id: expect.any(Number),
      accountTypeId: expect.any(Number),
      accountTypeName: 'PG',
      displayName: 'PG Soft',
      title: 'PG Soft',
      smallIcon: '/wps/res/img/vendor/pg.svg',
      lagerIcon: '/wps/res/img/vendor/pg.svg',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      gameId: null,
      roomId: null,
      nodeId: null,
      matchId: null,
      leagueId: null,
      freeplay: 0,
      appNewWindow: 0,
      vassalage: 'PG',
      platform: 'html5-desktop',
    });
  });

  it('leaves out the lottery lanes for a merchant without lottery', async () => {
    merchant = 'lite';
    const { value } = await get('/wps/game/lanes');
    expect(value.map((lane: { title: string }) => lane.title)).not.toContain('LOTT');
  });
});

describe('GET /wps/game/vendors', () => {
  it('gives more than 8 RNG vendors so the strip scrolls', async () => {
    const { value } = await get('/wps/game/vendors?gameType=RNG');
    expect(value.length).toBeGreaterThan(8);
    expect(value.map((v: { accountTypeName: string }) => v.accountTypeName)).toEqual(
      expect.arrayContaining(['PG', 'JDB', 'PT', 'BBIN', 'AG']),
    );
  });

  it('rejects an unknown game type', async () => {
    expect(await get('/wps/game/vendors?gameType=NOPE')).toMatchObject({
      success: false,
      errorCode: 'param.invalid',
    });
  });
});

describe('GET /wps/game/list', () => {
  const list = (query: string) =>
    get(`/wps/game/list?gameType=RNG&platform=html5-desktop&clientType=3&language=CN&${query}`);

  it('pages PG slots 40 at a time', async () => {
    const first = await list('vassalage=PG&pageNo=1&pageSize=40');
    expect(first.value).toMatchObject({ totalPages: 2, pageSize: 40, pageNum: 1 });
    expect(first.value.games).toHaveLength(40);
    const second = await list('vassalage=PG&pageNo=2&pageSize=40');
    expect(second.value.games.length).toBeGreaterThan(0);
    expect(second.value.games[0].nodeId).not.toBe(first.value.games[0].nodeId);
    expect(first.value.games[0]).toEqual({
      nodeId: expect.any(String),
      nodeName: 'Mahjong Ways',
      roomId: null,
      displayName: 'Mahjong Ways',
      gameName: 'pg-mahjong-ways',
      gameId: 'pg-mahjong-ways',
      matchId: null,
      leagueId: null,
      gameType: 'RNG',
      showIcon: '/wps/res/img/game/pg-mahjong-ways.svg',
      supportPlay: expect.any(Number),
      freeplay: expect.any(Number),
      appNewWindow: expect.any(Number),
      platform: 'html5-desktop',
      vassalage: 'PG',
      gameClassify: expect.stringMatching(/^(VP|TG|SC|AC|JP)$/),
      minBet: expect.stringMatching(/^\d+\.\d{2}$/),
      lineNum: expect.any(Number),
      favourite: false,
    });
  });

  it('mixes games with and without a free trial', async () => {
    const { value } = await list('vassalage=PG&pageNo=1&pageSize=40');
    const kinds = new Set(value.games.map((g: { supportPlay: number }) => g.supportPlay));
    expect(kinds).toEqual(new Set([0, 1]));
  });

  it('searches by name, case-insensitively', async () => {
    const { value } = await list('vassalage=PG&gameName=MAHJONG&pageNo=1&pageSize=40');
    expect(value.games.map((g: { displayName: string }) => g.displayName)).toEqual([
      'Mahjong Ways',
      'Mahjong Ways 2',
    ]);
    expect(value.totalPages).toBe(1);
  });

  it('filters by classification', async () => {
    const all = await list('vassalage=PG&pageNo=1&pageSize=100');
    const jackpots = await list('vassalage=PG&gameClassify=JP&pageNo=1&pageSize=100');
    expect(jackpots.value.games.length).toBeGreaterThan(0);
    expect(jackpots.value.games.length).toBeLessThan(all.value.games.length);
  });

  it('gives live tables a room id', async () => {
    const { value } = await get('/wps/game/list?gameType=LIVE&vassalage=EVO&pageNo=1&pageSize=40');
    expect(value.games[0]).toMatchObject({ roomId: 'EVO-01', supportPlay: 1 });
  });

  it('returns an empty page for a vendor without games', async () => {
    const { value } = await list('vassalage=NOPE&pageNo=1&pageSize=40');
    expect(value).toEqual({ games: [], totalPages: 0, pageSize: 40, pageNum: 1 });
  });
});

describe('composed by the sandbox core', () => {
  it('leaves out the lottery lanes when the merchant’s lottery flag is off', async () => {
    const sandbox = createSandbox();
    const lanes = async (merchant: string) => {
      const request = new Request('http://localhost:8080/wps/game/lanes', {
        headers: { Merchant: merchant },
      });
      const response = await getResponse(sandbox.handlers, request);
      const body = (await response!.json()) as { value: { title: string }[] };
      return body.value.map((lane) => lane.title);
    };
    expect(await lanes('demo')).toContain('LOTT');
    expect(await lanes('lite')).toEqual(['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS']);
  });
});

describe('the catalogue', () => {
  it('has several vendors per game type, including the vendors with launch rules', async () => {
    const { value } = await get('/wps/game/vendors');
    const names = (type: string) =>
      value
        .filter((v: { gameType: string }) => v.gameType === type)
        .map((v: { accountTypeName: string }) => v.accountTypeName);
    for (const type of ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS']) {
      expect(names(type).length).toBeGreaterThanOrEqual(3);
    }
    expect(names('LIVE')).toEqual(expect.arrayContaining(['BBIN', 'AE', 'DG', 'PT', 'PTSS', 'GPI', 'ALB']));
    expect(names('RNG')).toEqual(expect.arrayContaining(['BBIN', 'JDB', 'PT', 'PTSS', 'GPI', 'AE']));
    expect(names('SPORTS')).toContain('ALB');
  });

  it('has hundreds of slot games in every classification', async () => {
    const all = await get('/wps/game/list?gameType=RNG&pageNo=1&pageSize=40');
    expect(all.value.totalPages * 40).toBeGreaterThanOrEqual(300);
    for (const kind of ['VP', 'TG', 'SC', 'AC', 'JP']) {
      const { value } = await get(`/wps/game/list?gameType=RNG&gameClassify=${kind}&pageNo=1&pageSize=100`);
      expect(value.games.length).toBeGreaterThan(5);
      expect(value.games.every((g: { gameClassify: string }) => g.gameClassify === kind)).toBe(true);
    }
  });

  it('seeds freeplay 1 and appNewWindow 1 and 2 on some games, and flash games for the flash-rule vendors', async () => {
    const { value } = await get('/wps/game/list?gameType=RNG&pageNo=1&pageSize=100');
    const more = await get('/wps/game/list?gameType=RNG&pageNo=3&pageSize=100');
    const games = [...value.games, ...more.value.games];
    expect(new Set(games.map((g: { freeplay: number }) => g.freeplay))).toEqual(new Set([0, 1]));
    for (const g of games) expect(g.freeplay).toBe(g.supportPlay === 0 ? 1 : 0);
    const live = await get('/wps/game/list?gameType=LIVE&pageNo=1&pageSize=100');
    const windows = new Set(live.value.games.map((g: { appNewWindow: number }) => g.appNewWindow));
    expect(windows).toEqual(new Set([0, 1, 2]));
    const pt = await get('/wps/game/list?gameType=RNG&vassalage=PT&pageNo=1&pageSize=100');
    expect(pt.value.games.every((g: { platform: string }) => g.platform === 'flash')).toBe(true);
  });

  it('filters by platform list, minimum bet and line count', async () => {
    const html5 = await get('/wps/game/list?gameType=RNG&vassalage=PT&platform=html5-desktop&pageNo=1');
    expect(html5.value.games).toEqual([]);
    const both = await get('/wps/game/list?gameType=RNG&vassalage=PT&platform=flash,html5-desktop&pageNo=1');
    expect(both.value.games.length).toBeGreaterThan(0);
    const cheap = await get('/wps/game/list?gameType=RNG&minBet=0.10&minLineNum=25&pageNo=1&pageSize=100');
    expect(cheap.value.games.length).toBeGreaterThan(0);
    for (const g of cheap.value.games) {
      expect(Number(g.minBet)).toBeLessThanOrEqual(0.1);
      expect(g.lineNum).toBeGreaterThanOrEqual(25);
    }
  });

  it('gives direct-launch lane cards the launch fields of their game', async () => {
    const { value } = await get('/wps/game/vendors?gameType=SPORTS');
    const saba = value.find((v: { accountTypeName: string }) => v.accountTypeName === 'SABA');
    expect(saba).toMatchObject({
      isGame: 'game',
      gameId: '0',
      nodeId: expect.any(String),
      vassalage: 'SABA',
    });
    expect(findSeededGame(saba.nodeId)).toMatchObject({ vassalage: 'SABA', gameType: 'SPORTS' });
    const { value: esports } = await get('/wps/game/vendors?gameType=ESPORTS');
    const avia = esports.find((v: { accountTypeName: string }) => v.accountTypeName === 'AVIA');
    expect(avia).toMatchObject({ gameId: null, roomId: null });
  });

  it('finds a seeded game by nodeId, gameId or roomId', () => {
    const byGameId = findSeededGame('pg-mahjong-ways');
    expect(byGameId).toMatchObject({ displayName: 'Mahjong Ways', vassalage: 'PG' });
    expect(findSeededGame(byGameId!.nodeId)).toEqual(byGameId);
    expect(findSeededGame(Number(byGameId!.nodeId))).toEqual(byGameId);
    expect(findSeededGame('EVO-01')).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO' });
    expect(findSeededGame('nope')).toBeUndefined();
    expect(findSeededVendor('LIVE', 'ALB')).toMatchObject({ displayName: 'Allbet', appNewWindow: 2 });
  });

  it('lists game types with their vendor counts', async () => {
    const { value } = await get('/wps/game/types');
    expect(value).toContainEqual({
      gameType: 'RNG',
      vendorCount: 13,
      classifies: ['VP', 'TG', 'SC', 'AC', 'JP'],
    });
  });

  it('lists hot games of a type and matches a game', async () => {
    const hot = await get('/wps/game/hot?gameType=RNG&pageNo=1&pageSize=40');
    expect(hot.value.games.length).toBeGreaterThan(10);
    expect(hot.value.games.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
    const game = hot.value.games[0];
    const matched = await get(`/wps/game/match?nodeId=${game.nodeId}&vendor=${game.vassalage}`);
    expect(matched.value).toEqual(game);
    const room = await get('/wps/game/match?roomId=ALB-02&vendor=ALB');
    expect(room.value).toMatchObject({ displayName: 'Baccarat B', appNewWindow: 2 });
    expect(await get('/wps/game/match?nodeId=1')).toMatchObject({
      success: false,
      errorCode: 'game.not.found',
    });
  });
});

describe('favourites and recent games (per account)', () => {
  const sandbox = createSandbox();
  const call = async (path: string, token: string | null, init: RequestInit = {}) => {
    const headers: Record<string, string> = { Merchant: 'demo', 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const response = await getResponse(
      sandbox.handlers,
      new Request(`http://localhost:8080${path}`, { ...init, headers }),
    );
    return { status: response!.status, body: (await response!.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const mahjong = findSeededGame('pg-mahjong-ways')!;
  const payload = JSON.stringify({ nodeId: mahjong.nodeId, vendor: 'PG', gameType: 'RNG' });
  afterEach(() => sandbox.reset());

  it('needs a login', async () => {
    expect((await call('/wps/game/favourites?pageNo=1&pageSize=40', null)).status).toBe(401);
    expect((await call('/wps/game/recent', null)).status).toBe(401);
    expect((await call('/wps/game/favourites', null, { method: 'POST', body: payload })).status).toBe(401);
  });

  it('adds, lists, marks and removes a favourite, per account, until a reset', async () => {
    const token = sandbox.issueToken('player01');
    const other = sandbox.issueToken('agent01');
    expect((await call('/wps/game/favourites', token, { method: 'POST', body: payload })).body.success).toBe(
      true,
    );
    const list = await call('/wps/game/favourites?pageNo=1&pageSize=40&platform=flash,html5-desktop', token);
    expect(list.body.value).toMatchObject({ totalPages: 1, pageNum: 1 });
    expect(list.body.value.games).toEqual([
      expect.objectContaining({ nodeId: mahjong.nodeId, favourite: true }),
    ]);
    const games = await call('/wps/game/list?gameType=RNG&vassalage=PG&gameName=mahjong', token);
    expect(games.body.value.games.map((g: { favourite: boolean }) => g.favourite)).toEqual([true, false]);
    expect((await call('/wps/game/favourites?pageNo=1', other)).body.value.games).toEqual([]);
    await call('/wps/game/favourites/remove', token, { method: 'POST', body: payload });
    expect((await call('/wps/game/favourites?pageNo=1', token)).body.value.games).toEqual([]);
    await call('/wps/game/favourites', token, { method: 'POST', body: payload });
    sandbox.reset();
    const again = sandbox.issueToken('player01');
    expect((await call('/wps/game/favourites?pageNo=1', again)).body.value.games).toEqual([]);
  });

  it('refuses a favourite whose vendor or type does not match the game', async () => {
    const token = sandbox.issueToken('player01');
    const wrong = JSON.stringify({ nodeId: mahjong.nodeId, vendor: 'JDB', gameType: 'RNG' });
    expect((await call('/wps/game/favourites', token, { method: 'POST', body: wrong })).body).toMatchObject({
      success: false,
      errorCode: 'game.not.found',
    });
  });

  it('lists the games the account launched, newest first, without duplicates', async () => {
    const token = sandbox.issueToken('player01');
    expect(recordRecentGame(sandbox.context, 'demo', 'player01', mahjong)).toBe(true);
    expect(recordRecentGame(sandbox.context, 'demo', 'player01', 'EVO-01')).toBe(true);
    expect(recordRecentGame(sandbox.context, 'demo', 'player01', mahjong.nodeId)).toBe(true);
    expect(recordRecentGame(sandbox.context, 'demo', 'player01', 'nope')).toBe(false);
    const { body } = await call('/wps/game/recent', token);
    expect(body.value.map((g: { displayName: string }) => g.displayName)).toEqual([
      'Mahjong Ways',
      'Lightning Roulette',
    ]);
    expect(recentGamesOf(sandbox.context, 'demo', 'agent01')).toEqual([]);
  });
});
