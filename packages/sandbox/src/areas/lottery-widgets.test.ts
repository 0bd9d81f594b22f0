import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

// The whole sandbox: the menu's games must be those of the lottery area (same ids, names and play types).
const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 21, 2, 15, 30) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const SITE = 'http://localhost:8080';
// A JSON envelope, read loosely: the tests check its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(
  path: string,
  init: RequestInit = {},
  language = 'CN',
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${SITE}${path}`, {
    ...init,
    headers: { Language: language, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}
const jackpot = (body: unknown, merchant = 'demo') =>
  call('/lgw/jackpot', { method: 'POST', body: JSON.stringify(body), headers: { Merchant: merchant } });

describe('GET /lgw/games/game_menus', () => {
  it('lists the menu groups with games that match /lgw/games', async () => {
    const menus = (await call('/lgw/games/game_menus')).body.value;
    const games = (await call('/lgw/games')).body.value;
    expect(menus.map((g: { groupCode: string }) => g.groupCode)).toEqual(['SSC', '11X5', 'PK10', 'THAI']);
    expect(menus[0]).toMatchObject({ groupId: 1, groupName: '时时彩' });
    expect(menus[0].games).toHaveLength(8);
    for (const group of menus)
      for (const game of group.games) {
        const listed = games.find((g: { gameCode: string }) => g.gameCode === game.gameCode);
        expect(listed).toBeDefined();
        expect(game).toEqual({
          gameId: listed.gameId,
          gameCode: listed.gameCode,
          remark: listed.remark,
          defaultPlayType: listed.defaultPlayType,
          webIconUrl: listed.webIconUrl,
          liveVideoSwitch: listed.liveVideoSwitch,
        });
      }
    expect(menus[2].games.every((g: { liveVideoSwitch: number }) => g.liveVideoSwitch === 1)).toBe(true);
  });

  it('names groups and games in the request language', async () => {
    const menus = (await call('/lgw/games/game_menus', {}, 'EN')).body.value;
    expect(menus[0].groupName).toBe('SSC');
    expect(menus[0].games[0].remark).toBe('Chongqing SSC');
  });
});

describe('POST /lgw/jackpot', () => {
  it("answers the merchant's THB jackpot, null when unset", async () => {
    expect((await jackpot({ merchant_code: 'demo', currency: 'THB' })).body).toMatchObject({
      success: true,
      value: { amount: '23456789.12', currency: 'THB' },
    });
    expect((await jackpot({ merchant_code: 'lite', currency: 'THB' }, 'lite')).body.value.amount).toBeNull();
  });

  it('refuses another merchant code and another currency', async () => {
    const other = await jackpot({ merchant_code: 'lite', currency: 'THB' });
    expect(other.status).toBe(400);
    expect(other.body.errorCode).toBe('param.invalid');
    const usd = await jackpot({ merchant_code: 'demo', currency: 'USD' });
    expect(usd.body.errorCode).toBe('currency.unsupported');
  });

  it('PUT /__sandbox/jackpot/:merchant sets or unsets it until the reset', async () => {
    const put = (merchant: string, amount: unknown) =>
      call(`/__sandbox/jackpot/${merchant}`, { method: 'PUT', body: JSON.stringify({ amount }) });
    expect((await put('demo', null)).status).toBe(200);
    expect((await jackpot({ merchant_code: 'demo', currency: 'THB' })).body.value.amount).toBeNull();
    expect((await put('demo', '5.5')).status).toBe(200);
    expect((await jackpot({ merchant_code: 'demo', currency: 'THB' })).body.value.amount).toBe('5.5');
    expect((await put('demo', 12)).status).toBe(400);
    expect((await put('nobody', null)).status).toBe(404);
    sandbox.reset();
    expect((await jackpot({ merchant_code: 'demo', currency: 'THB' })).body.value.amount).toBe('23456789.12');
  });
});

describe('GET /mini-game/launcher.js', () => {
  it('serves a script that defines WlMiniGame.mount', async () => {
    const response = await fetch(`${SITE}/mini-game/launcher.js`);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const source = await response.text();
    const window: Record<string, unknown> = {};
    new Function('window', 'crypto', source)(window, globalThis.crypto);
    expect(typeof (window.WlMiniGame as { mount: unknown }).mount).toBe('function');
  });
});
