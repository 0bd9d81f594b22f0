import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const DAY = 86_400_000;

/** The answer's envelope; `value` is read loosely, as each test knows the shape it asked for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of many shapes
type Envelope = { success: boolean; value: any; errorCode: string | null };

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope }> {
  const response = await fetch(`http://localhost:8080${path}`, {
    method,
    headers: {
      Merchant: 'demo',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const range = (days: number) => {
  const end = sandbox.now();
  return `startTime=${end - days * DAY}&endTime=${end}`;
};

describe('records tables', () => {
  it('need a session, a range of at most 30 days and a page', async () => {
    expect((await call('GET', `/wps/member/records/bets?${range(1)}&page=1&size=13`)).status).toBe(401);
    const token = sandbox.issueToken('player01');
    expect((await call('GET', `/wps/member/records/bets?${range(31)}&page=1&size=13`, token)).status).toBe(
      400,
    );
    expect((await call('GET', `/wps/member/records/bets?page=1&size=13`, token)).status).toBe(400);
  });

  it('page the seeded rows newest first with the totals of the whole range', async () => {
    const token = sandbox.issueToken('player01');
    const first = await call('GET', `/wps/member/records/bets?${range(30)}&page=1&size=13`, token);
    const { content, totalElements, totals } = first.body.value;
    expect(content).toHaveLength(13);
    expect(totalElements).toBeGreaterThan(40);
    expect(content[0].time).toBeGreaterThan(content[12].time);
    expect(totals).toEqual({
      betAmount: expect.any(String),
      validBet: expect.any(String),
      winLoss: expect.any(String),
    });
    const again = await call('GET', `/wps/member/records/bets?${range(30)}&page=2&size=13`, token);
    expect(again.body.value.totals).toEqual(totals);
  });

  it('keep agent tables for agents', async () => {
    const player = await call(
      'GET',
      `/wps/agent/team?${range(30)}&page=1&size=13`,
      sandbox.issueToken('player01'),
    );
    expect(player.body).toMatchObject({ success: false, errorCode: 'agent.only' });
    const agent = await call(
      'GET',
      `/wps/agent/team?${range(30)}&page=1&size=13`,
      sandbox.issueToken('agent01'),
    );
    expect(agent.body.value.content[0].account).toMatch(/^agent01d\d\d$/);
  });
});

describe('claims and transfers', () => {
  it('credit a claimed reward once and list it in bonus details', async () => {
    const token = sandbox.issueToken('player01');
    const claim = await call('POST', '/wps/member/rewards/claim', token, { id: 'RW1' });
    expect(claim.body.value).toMatchObject({ amount: '88.00', balance: '12433.67' });
    expect((await call('POST', '/wps/member/rewards/claim', token, { id: 'RW1' })).body.errorCode).toBe(
      'reward.claimed',
    );
    const bonus = await call('GET', `/wps/member/records/bonus?${range(1)}&page=1&size=13`, token);
    expect(bonus.body.value.content[0]).toMatchObject({ title: 'Weekend reload bonus', amount: '88.00' });
  });

  it('move money to the upline and refuse more than the main wallet', async () => {
    const token = sandbox.issueToken('player01');
    expect((await call('GET', '/wps/member/upline', token)).body.value).toEqual({ upline: 'agent01' });
    const done = await call('POST', '/wps/member/upline/transfer', token, { amount: '100.50' });
    expect(done.body.value).toEqual({ upline: 'agent01', amount: '100.50', balance: '12245.17' });
    expect(sandbox.context.wallets?.balance('demo', 10002)).toBe('50100.50');
    const tooMuch = await call('POST', '/wps/member/upline/transfer', token, { amount: '999999' });
    expect(tooMuch.body.errorCode).toBe('balance.insufficient');
    const agent = await call('POST', '/wps/member/upline/transfer', sandbox.issueToken('agent02'), {
      amount: '1',
    });
    expect(agent.body.errorCode).toBe('upline.transfer.unavailable');
  });
});

describe('responsible gaming', () => {
  it('refuses a deposit above the daily limit, counting the day before', async () => {
    const token = sandbox.issueToken('player01');
    await call('PUT', '/wps/member/limits', token, { depositLimit: '300', sessionLimit: null });
    const first = await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '200' });
    expect(first.body.success).toBe(true);
    const second = await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '150' });
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 'deposit.limit.exceeded',
      value: { limit: '300.00', remaining: '100.00' },
    });
    // A raise waits 24 h.
    await call('PUT', '/wps/member/limits', token, { depositLimit: '1000', sessionLimit: null });
    expect(
      (await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '150' })).body
        .errorCode,
    ).toBe('deposit.limit.exceeded');
    sandbox.advanceClock(DAY);
    expect(
      (await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '150' })).body.success,
    ).toBe(true);
  });

  it('refuses a game launch once the session limit is used up', async () => {
    const token = sandbox.issueToken('player01');
    await call('PUT', '/wps/member/limits', token, { depositLimit: null, sessionLimit: 1 });
    const summary = await call('GET', '/wps/member/session/summary', token);
    expect(summary.body.value).toMatchObject({ netResult: '0.00', sessionLimitMinutes: 1 });
    sandbox.advanceClock(60_000);
    const launch = await call('GET', '/wps/game/launchGame?vassalage=PG&gameId=1', token);
    expect(launch.body.errorCode).toBe('session.limit.reached');
  });

  it('reports the net result since the session started', async () => {
    const token = sandbox.issueToken('player01');
    await call('GET', '/wps/member/session/summary', token);
    await call('POST', '/wps/member/rewards/claim', token, { id: 'RW2' });
    expect((await call('GET', '/wps/member/session/summary', token)).body.value.netResult).toBe('188.00');
  });
});
