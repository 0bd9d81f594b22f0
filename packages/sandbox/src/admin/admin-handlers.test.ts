import { setupServer } from 'msw/node';
import { isFlagOn, type FlagNode } from '../data/flag-tree';
import type { SandboxRealtime } from '../realtime/realtime-types';
import { createSandbox } from '../sandbox';

const START = Date.UTC(2025, 0, 15, 8, 0, 0);
const sandbox = createSandbox({ now: () => START });
const server = setupServer(...sandbox.handlers);

/** A realtime sink that records what the sandbox sends; answers one delivery per member push. */
const sent: { merchant?: string; customerId?: number; destination?: string; body: unknown }[] = [];
const recorder: SandboxRealtime = {
  broadcast: (destination, body) => void sent.push({ destination, body }),
  deliverToUser: (merchant, customerId, body) => sent.push({ merchant, customerId, body }) && 1,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sandbox.setRealtime(recorder));
afterEach(() => {
  sandbox.reset();
  sandbox.setRealtime(null);
  sent.length = 0;
});
afterAll(() => server.close());

interface Body {
  success: boolean;
  value: unknown;
  errorCode: string | null;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:8080${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const mainBalance = async (account = 'player01', merchant = 'demo') => {
  const reply = await call('GET', '/wps/v2/wallets/balance?typeId=0', undefined, {
    Authorization: sandbox.issueToken(account, merchant),
    Merchant: merchant,
  });
  return (reply.body.value as { balance: { accountName: string; availBalance: string }[] }).balance.find(
    (wallet) => wallet.accountName === 'MAIN',
  )?.availBalance;
};

describe('POST /__sandbox/push', () => {
  it("delivers { type, payload } to the member's topic and answers the count", async () => {
    const reply = await call('POST', '/__sandbox/push', {
      account: 'agent02',
      type: 'PAYMENT_CONFIRMATION',
      payload: { id: 7 },
    });
    expect(reply.body).toMatchObject({ success: true, value: { delivered: 1 } });
    expect(sent).toEqual([
      { merchant: 'demo', customerId: 10003, body: { type: 'PAYMENT_CONFIRMATION', payload: { id: 7 } } },
    ]);
  });

  it('credits a successful DEPOSIT to the main wallet before announcing it', async () => {
    const payload = { status: 'success', amount: '100.50' };
    await call('POST', '/__sandbox/push', { account: 'player01', type: 'DEPOSIT', payload });
    expect(await mainBalance()).toBe('12446.17');
    await call('POST', '/__sandbox/push', {
      account: 'player01',
      type: 'DEPOSIT',
      payload: { status: 'fail', amount: '5' },
    });
    expect(await mainBalance()).toBe('12446.17');
  });

  it('uses the merchant of the body, else of the request', async () => {
    await call('POST', '/__sandbox/push', {
      account: 'player01',
      type: 'DEPOSIT',
      payload: { status: 'success', amount: 1 },
      merchant: 'lite',
    });
    await call(
      'POST',
      '/__sandbox/push',
      { account: 'player01', type: 'INBOX', payload: {} },
      { Merchant: 'closed' },
    );
    expect(sent.map((s) => s.merchant)).toEqual(['lite', 'closed']);
    expect(await mainBalance('player01', 'lite')).toBe('12346.67');
    expect(await mainBalance('player01', 'demo')).toBe('12345.67');
  });

  it('answers 0 deliveries without a realtime server', async () => {
    sandbox.setRealtime(null);
    expect(sandbox.push('player01', 'INBOX', {})).toBe(0);
  });

  it('refuses unknown accounts, bad bodies and deposits without an amount', async () => {
    expect((await call('POST', '/__sandbox/push', { account: 'ghost', type: 'INBOX' })).status).toBe(404);
    expect((await call('POST', '/__sandbox/push', { type: 'INBOX' })).body.errorCode).toBe('request.invalid');
    const bad = await call('POST', '/__sandbox/push', {
      account: 'player01',
      type: 'DEPOSIT',
      payload: { status: 'success', amount: '-3' },
    });
    expect(bad.status).toBe(400);
    expect(sent).toHaveLength(0);
  });
});

describe('PATCH /__sandbox/merchants/:code', () => {
  const tree = async (merchant: string) =>
    (await call('GET', '/wps/system/whitelabel', undefined, { Merchant: merchant })).body.value as FlagNode[];

  it('switches flags, adding unknown ones at the top level', async () => {
    const reply = await call('PATCH', '/__sandbox/merchants/demo', {
      whitelabel: { PTSYS3: 0, MAILCEN: 0, NEWFLAG3: 1 },
    });
    expect(reply.body.success).toBe(true);
    const demo = await tree('demo');
    expect(isFlagOn(demo, 'PTSYS3')).toBe(false);
    expect(isFlagOn(demo, 'MAILCEN')).toBe(false);
    expect(isFlagOn(demo, 'MEMCEN3')).toBe(true);
    expect(isFlagOn(demo, 'NEWFLAG3')).toBe(true);
    expect(isFlagOn(await tree('lite'), 'MAILCEN')).toBe(true);
    expect(sandbox.context.isFlagOn?.('demo', 'PTSYS3')).toBe(false);
  });

  it('merges permission and settings one level deep', async () => {
    await call('PATCH', '/__sandbox/merchants/lite', {
      permission: { regionRestriction: true },
      settings: {
        siteName: 'Lite!',
        currency: { symbol: '$' },
        gw: { PROFILE_ICON_COUNT: 9 },
        firebase: null,
      },
    });
    const settings = await call('GET', '/wps/system/settings/consolidated', undefined, { Merchant: 'lite' });
    expect(settings.body.value).toMatchObject({
      siteName: 'Lite!',
      currency: { symbol: '$', position: 'F' },
      gw: { GEETEST_ID: 'sandbox-geetest-lite', GEETEST_VERSION: '3', PROFILE_ICON_COUNT: 9 },
      permission: { maintenance: false, regionRestriction: true },
      firebase: null,
    });
  });

  it('refuses unknown merchants and flag values other than 0 and 1', async () => {
    expect((await call('PATCH', '/__sandbox/merchants/nope', {})).status).toBe(404);
    expect((await call('PATCH', '/__sandbox/merchants/demo', { whitelabel: { PTSYS3: true } })).status).toBe(
      400,
    );
  });
});

describe('POST /__sandbox/reset', () => {
  it('puts flags, balances, tokens and the clock back', async () => {
    const token = sandbox.issueToken('player01');
    await call('PATCH', '/__sandbox/merchants/demo', {
      whitelabel: { LOTTERY3: 0 },
      permission: { maintenance: true },
    });
    sandbox.push('player01', 'DEPOSIT', { status: 'success', amount: '1.00' });
    sandbox.advanceClock(60_000);

    expect((await call('POST', '/__sandbox/reset')).body).toMatchObject({ success: true, value: null });
    expect(isFlagOn(await tree(), 'LOTTERY3')).toBe(true);
    expect((await call('GET', '/wps/member/info', undefined, { Authorization: token })).status).toBe(401);
    expect(await mainBalance()).toBe('12345.67');
    expect(sandbox.now()).toBe(START);
  });

  const tree = async () => (await call('GET', '/wps/system/whitelabel')).body.value as FlagNode[];
});

describe('POST /__sandbox/clock', () => {
  it('moves the clock forward and tells clock listeners', async () => {
    const moves: [number, number][] = [];
    const stop = sandbox.context.onClock?.((from, to) => void moves.push([from, to]));
    const reply = await call('POST', '/__sandbox/clock', { advanceMs: 90_000 });
    expect(reply.body.value).toEqual({ now: START + 90_000 });
    expect(sandbox.now()).toBe(START + 90_000);
    expect(moves).toEqual([[START, START + 90_000]]);
    stop?.();
    sandbox.advanceClock(1);
    expect(moves).toHaveLength(1);
  });

  it('refuses negative or missing advanceMs', async () => {
    expect((await call('POST', '/__sandbox/clock', { advanceMs: -1 })).status).toBe(400);
    expect((await call('POST', '/__sandbox/clock', {})).status).toBe(400);
    expect(() => sandbox.advanceClock(Number.NaN)).toThrow(RangeError);
  });
});

describe('GET /wps/res/img/{kind}/{name}.svg', () => {
  it('draws the name in a colour that depends only on the name', async () => {
    const get = async (path: string) => {
      const response = await fetch(`http://localhost${path}`);
      return {
        type: response.headers.get('content-type'),
        text: await response.text(),
        status: response.status,
      };
    };
    const first = await get('/wps/res/img/banner/welcome-bonus.svg');
    expect(first.type).toMatch(/^image\/svg\+xml/);
    expect(first.text).toContain('width="1200"');
    expect(first.text).toContain('>welcome-bonus</text>');
    expect((await get('/wps/res/img/banner/welcome-bonus.svg')).text).toBe(first.text);
    expect((await get('/wps/res/img/game/a%3Cb.svg')).text).toContain('>a&lt;b</text>');
    expect((await get('/wps/res/img/game/logo.png')).status).toBe(404);
  });
});

describe('POST /__sandbox/session', () => {
  it('logs an account in on the request merchant: its token reads the member, as a login token does', async () => {
    const { status, body } = await call('POST', '/__sandbox/session', { account: 'player01' });
    expect(status).toBe(200);
    const { token } = body.value as { token: string };
    expect(sandbox.resolveToken(token)).toMatchObject({
      merchant: 'demo',
      account: { account: 'player01', lastLogin: '2025-01-15 08:00:00' },
    });
    const info = await call('GET', '/wps/member/info', undefined, { Authorization: token, Merchant: 'demo' });
    expect(info.body).toMatchObject({ success: true, value: { account: 'player01' } });
  });

  it('refuses an unknown account (404) and a body without one (400)', async () => {
    expect(await call('POST', '/__sandbox/session', { account: 'nobody' })).toMatchObject({
      status: 404,
      body: { success: false, errorCode: 'member.not.found' },
    });
    expect(await call('POST', '/__sandbox/session', {})).toMatchObject({
      status: 400,
      body: { errorCode: 'request.invalid' },
    });
  });
});
