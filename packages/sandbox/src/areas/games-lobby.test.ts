import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SandboxContext } from '../context';
import { fail, ok, unauthorized } from '../core/envelope';
import { createSandbox } from '../sandbox';
import { gamesLobbyArea } from './games-lobby';

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
      accountTypeName: 'PG',
      displayName: 'PG Soft',
      smallIcon: '/wps/res/img/vendor/pg.svg',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
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
      gameType: 'RNG',
      showIcon: '/wps/res/img/game/pg-mahjong-ways.svg',
      supportPlay: expect.any(Number),
      vassalage: 'PG',
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
