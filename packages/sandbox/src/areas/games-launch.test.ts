import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import { findSeededGame, seededGamesOfType } from './games-lobby';

const sandbox = createSandbox({ now: () => Date.UTC(2026, 0, 1, 12, 0, 0) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const ORIGIN = 'http://localhost:8080';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(path: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(`${ORIGIN}${path}`, init);
  return { status: response.status, ...(await response.json()) };
}

function launchQuery(token: string, overrides: Record<string, string> = {}): string {
  const game = findSeededGame('pg-fortune-tiger')!;
  return new URLSearchParams({
    gameId: 'pg-fortune-tiger',
    nodeId: game.nodeId,
    accountType: '1',
    confirmTrans: '0',
    vassalage: 'PG',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    username: 'player01',
    token,
    language: 'CN',
    merchantCode: 'demo',
    ...overrides,
  }).toString();
}

const auth = (token: string): RequestInit => ({ headers: { Authorization: token, Merchant: 'demo' } });

describe('GET /wps/game/launchGame', () => {
  it('answers a game_url whose stand-in page shows the game, the account and the balance', async () => {
    const token = sandbox.issueToken('player01');
    const { success, value } = await call(`/wps/game/launchGame?${launchQuery(token)}`, auth(token));
    expect(success).toBe(true);
    expect(value.game_url).toMatch(/^\/__sandbox\/game\?session=gs\d+$/);
    const page = await (await fetch(`${ORIGIN}${value.game_url}`)).text();
    expect(page).toContain('Fortune Tiger');
    expect(page).toContain('player01');
    expect(page).toContain('12634.17');
  });

  it('refuses a missing token, a wrong parameter and another member’s token', async () => {
    const token = sandbox.issueToken('player01');
    expect((await call(`/wps/game/launchGame?${launchQuery(token)}`)).status).toBe(401);
    for (const [name, bad] of [
      ['clientType', '1'],
      ['platform', 'ios'],
      ['accountType', '0'],
      ['confirmTrans', '1'],
      ['launchMode', 'X'],
      ['username', 'agent01'],
      ['token', 'not-the-token'],
      ['merchantCode', 'lite'],
    ]) {
      const answer = await call(`/wps/game/launchGame?${launchQuery(token, { [name!]: bad! })}`, auth(token));
      expect([name, answer.errorCode]).toEqual([name, 'param.invalid']);
    }
  });

  it('answers vendor_under_maintenance with the times and resType', async () => {
    const token = sandbox.issueToken('player01');
    const game = findSeededGame('mg-avalon')!;
    const answer = await call(
      `/wps/game/launchGame?${launchQuery(token, { vassalage: 'MG', gameId: 'mg-avalon', nodeId: game.nodeId })}`,
      auth(token),
    );
    expect(answer.errorCode).toBe('vendor_under_maintenance');
    expect(answer.value).toEqual({
      maintainTime: Date.UTC(2026, 0, 1, 11, 0, 0),
      endTime: Date.UTC(2026, 0, 1, 14, 0, 0),
      resType: 1,
    });
  });

  it('answers launch_game_balance_not_enough for poor01, and game_url2 for EVO', async () => {
    const poor = sandbox.issueToken('poor01');
    const answer = await call(
      `/wps/game/launchGame?${launchQuery(poor, { username: 'poor01', token: poor })}`,
      auth(poor),
    );
    expect(answer.errorCode).toBe('launch_game_balance_not_enough');
    const token = sandbox.issueToken('player01');
    const evo = await call(
      `/wps/game/launchGame?${launchQuery(token, { vassalage: 'EVO', gameId: '', nodeId: '', roomId: 'EVO-01' })}`,
      auth(token),
    );
    expect(evo.value).toEqual({ game_url2: expect.stringMatching(/^\/__sandbox\/game\?session=/) });
  });
});

describe('trial, logout, recommended', () => {
  it('launches a trial for a visitor only where the game has one', async () => {
    const pg = seededGamesOfType('RNG').filter((g) => g.vassalage === 'PG');
    const withTrial = pg.find((g) => g.freeplay === 1)!;
    const without = pg.find((g) => g.freeplay === 0)!;
    const ok = await call(`/wps/game/trial?nodeId=${withTrial.nodeId}&platform=html5-desktop`);
    expect(ok.value.game_url).toMatch(/^\/__sandbox\/game\?session=/);
    expect(await (await fetch(`${ORIGIN}${ok.value.game_url}`)).text()).toContain('demo');
    const refused = await call(`/wps/game/trial?nodeId=${without.nodeId}&platform=html5-desktop`);
    expect(refused.errorCode).toBe('trial.unavailable');
    await call('/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { FREEPLAY3: 0 } }),
    });
    const off = await call(`/wps/game/trial?nodeId=${withTrial.nodeId}&platform=html5-desktop`);
    expect(off.errorCode).toBe('freeplay.disabled');
  });

  it('records game logouts per merchant', async () => {
    const token = sandbox.issueToken('player01');
    const done = await call('/wps/game/logout', {
      method: 'POST',
      headers: { Authorization: token, Merchant: 'demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ vassalage: 'PG' }),
    });
    expect(done.success).toBe(true);
    const { value } = await call('/__sandbox/game-logouts', { headers: { Merchant: 'demo' } });
    expect(value).toEqual([{ account: 'player01', vassalage: 'PG', at: Date.UTC(2026, 0, 1, 12, 0, 0) }]);
    sandbox.reset();
    expect((await call('/__sandbox/game-logouts', { headers: { Merchant: 'demo' } })).value).toEqual([]);
  });

  it('recommends hot games of other vendors, none for sports', async () => {
    const slots = await call('/wps/game/recommended?platform=flash,html5-desktop&gameType=RNG&vassalage=MG');
    expect(slots.value.length).toBeGreaterThan(12);
    expect(slots.value.some((g: { vassalage: string }) => g.vassalage === 'MG')).toBe(false);
    expect(slots.value[0]).toMatchObject({ vendorName: expect.any(String), showIcon: expect.any(String) });
    const sports = await call(
      '/wps/game/recommended?platform=flash,html5-desktop&gameType=SPORTS&vassalage=IM',
    );
    expect(sports.value).toEqual([]);
  });
});
