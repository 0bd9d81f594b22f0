import { setupServer } from 'msw/node';
import type { FlagNode } from '../data/flag-tree';
import { isFlagOn } from '../data/flag-tree';
import { createSandbox } from '../sandbox';
import { sealForSandbox } from '../testing-encryption';
import { DEFAULT_PASSWORD } from '../data/accounts';

const sandbox = createSandbox({ now: () => Date.UTC(2025, 0, 15, 8, 30, 0) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

interface Reply {
  status: number;
  body: { success: boolean; value: unknown; errorCode: string | null; message: string | null };
}

/** One call as the site makes it; `origin` lets a test pick the merchant by host name. */
/** One call as the site makes it; `origin` lets a test pick the merchant by host name, `encrypt` seals the body. */
async function call(
  method: string,
  path: string,
  options: { token?: string; merchant?: string; body?: unknown; origin?: string; encrypt?: boolean } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { Device: 'web', Language: 'CN' };
  if (options.token) headers.Authorization = options.token;
  if (options.merchant) headers.Merchant = options.merchant;
  let body = options.body;
  if (options.encrypt) {
    const sealed = await sealForSandbox(sandbox, method, path, body);
    Object.assign(headers, sealed.headers);
    body = sealed.body;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${options.origin ?? 'http://localhost:8080'}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

// Login and verification are encrypted on the wire (docs/encryption.md); core/encryption.test.ts covers the checks.
const login = (username: string, password = 'pass1234', merchant?: string) =>
  call('POST', '/wps/session/login', {
    merchant,
    encrypt: true,
    body: { username, password, type: 'username', deviceId: 'd'.repeat(36) },
  });

describe('login', () => {
  it('gives player01 a token that member info and balance accept', async () => {
    const { body } = await login('player01');
    expect(body).toMatchObject({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, captcha: false },
    });
    const { token } = body.value as { token: string };
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const info = await call('GET', '/wps/member/info', { token });
    expect(info.body.value).toEqual({
      id: 10001,
      account: 'player01',
      nickname: 'Player 01',
      type: 0,
      lastLogin: '2025-01-15 08:30:00',
      toUpline: 1,
      clubLabel: { labelName: 'VIP3', color: '#d4a017', type: 'AUTO', rankLevel: 3 },
      memberLabel: 'VIP',
      firstTimeLogin: false,
      passwordExpired: false,
    });
  });

  it('answers wrong credentials with login.fail', async () => {
    for (const reply of [await login('player01', 'wrong'), await login('nobody')]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        success: false,
        errorCode: 'login.fail',
        message: '用户名或密码错误',
      });
    }
  });

  it('flags first-time and expired passwords (newbie01 has the default password)', async () => {
    expect((await login('newbie01')).body.success).toBe(false);
    expect((await login('newbie01', DEFAULT_PASSWORD)).body.value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect((await login('expired01')).body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: true,
    });
  });

  it('asks secure01 for two-factor methods E and G, then accepts the authenticator code', async () => {
    expect((await login('secure01')).body).toMatchObject({
      success: false,
      errorCode: 'login_verify_required',
      value: ['E', 'G'],
    });
    const verify = (extra: Record<string, string>) =>
      call('POST', '/wps/session/login/verification', {
        encrypt: true,
        body: { username: 'secure01', password: 'pass1234', ...extra },
      });
    expect((await verify({ method: 'G', authCode: '000000' })).body.errorCode).toBe('login_verify_fail');
    expect((await verify({ method: 'S', mobileNum: '1' })).body.errorCode).toBe('login_verify_fail');
    expect((await verify({ method: 'G', authCode: '123456' })).body.value).toHaveProperty('token');
    expect((await verify({ method: 'E', email: 'secure01@example.com' })).body.success).toBe(true);
  });

  it('hands out an isAgent 4 account for free play where FREEPLAY3 is on', async () => {
    const { body } = await call('POST', '/wps/session/login/freeplay', { merchant: 'demo' });
    const info = await call('GET', '/wps/member/info', { token: (body.value as { token: string }).token });
    expect(info.body.value).toMatchObject({ type: 4, account: 'guest0001' });
    const lite = await call('POST', '/wps/session/login/freeplay', { merchant: 'lite' });
    expect(lite.body).toMatchObject({ success: false, errorCode: 'freeplay.disabled' });
  });

  it('answers a decrypted body that is not a JSON object with request.invalid', async () => {
    const reply = await call('POST', '/wps/session/login', { encrypt: true, body: ['player01', 'pass1234'] });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('request.invalid');
  });

  it('logs in on the merchant of the encrypted request (headers survive decryption)', async () => {
    const { body } = await login('player01', 'pass1234', 'lite');
    const token = (body.value as { token: string }).token;
    expect((await call('GET', '/wps/member/info', { token, merchant: 'lite' })).status).toBe(200);
    expect((await call('GET', '/wps/member/info', { token, merchant: 'demo' })).status).toBe(401);
  });
});

describe('tokens', () => {
  it.each([
    ['GET', '/wps/member/info'],
    ['GET', '/wps/v2/wallets/balance?typeId=0'],
    ['DELETE', '/wps/session/logout'],
  ])('%s %s answers 401 user.or.token.invalid without a valid token', async (method, path) => {
    for (const token of [undefined, 'deadbeef']) {
      const reply = await call(method, path, { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
  });

  it('is only good on its own merchant', async () => {
    const token = sandbox.issueToken('player01', 'lite');
    expect((await call('GET', '/wps/member/info', { token, merchant: 'lite' })).status).toBe(200);
    expect(
      (await call('GET', '/wps/member/info', { token, origin: 'http://lite.localhost:8080' })).status,
    ).toBe(200);
    expect((await call('GET', '/wps/member/info', { token, merchant: 'demo' })).status).toBe(401);
  });

  it('dies at logout', async () => {
    const token = sandbox.issueToken('agent01');
    expect((await call('DELETE', '/wps/session/logout', { token })).body).toMatchObject({
      success: true,
      value: null,
    });
    expect((await call('GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('is issued deterministically after a reset', () => {
    const first = sandbox.issueToken('player01');
    sandbox.reset();
    expect(sandbox.issueToken('player01')).toBe(first);
    expect(sandbox.issueToken('player01')).not.toBe(first);
    expect(() => sandbox.issueToken('ghost')).toThrow(/no account ghost/);
  });
});

describe('balance', () => {
  it('lists the main wallet and two game wallets as decimal strings', async () => {
    const reply = await call('GET', '/wps/v2/wallets/balance?typeId=0', {
      token: sandbox.issueToken('player01'),
    });
    expect(reply.body.value).toEqual({
      sumBalance: '12634.17',
      currencySymbol: '¥',
      currency: 'CNY',
      balance: [
        { accountName: 'MAIN', displayName: '中心钱包', availBalance: '12345.67' },
        { accountName: 'AG', displayName: 'AG视讯', availBalance: '200.00' },
        { accountName: 'PG', displayName: 'PG电子', availBalance: '88.50' },
      ],
    });
  });

  it('follows wallet changes areas make through the context', async () => {
    const wallets = sandbox.context.wallets;
    expect(wallets?.adjust('demo', 10001, '-345.67')).toBe('12000.00');
    expect(wallets?.adjust('demo', 10001, '-99999')).toBeNull();
    expect(wallets?.adjust('demo', 10001, 'lots')).toBeNull();
    const reply = await call('GET', '/wps/v2/wallets/balance?typeId=0', {
      token: sandbox.issueToken('player01'),
    });
    expect(reply.body.value).toMatchObject({ sumBalance: '12288.50' });
  });
});

describe('system', () => {
  const tree = async (options: { merchant?: string; origin?: string }) =>
    (await call('GET', '/wps/system/whitelabel', options)).body.value as FlagNode[];

  it('turns every flag on for demo, including the member-centre menu under MEMCEN3', async () => {
    const demo = await tree({ merchant: 'demo' });
    for (const modId of [
      'GAMELOBBY3',
      'LOTTERY3',
      'PROMO3',
      'PTSYS3',
      'AGECONTRACT3',
      'MEMCEN3',
      'FREEPLAY3',
    ]) {
      expect(isFlagOn(demo, modId)).toBe(true);
    }
    const memberCentre = demo.find((node) => node.modId === 'MEMCEN3');
    expect(memberCentre?.childrenNodes.map((node) => node.modId)).toEqual(
      expect.arrayContaining(['DEPOSIT', 'WITHDRAW', 'REWCEN3', 'MAILCEN', 'INBOX3', 'AGEPAG', 'REFERRAL']),
    );
  });

  it('switches lottery, points mall, contracts and free play off for lite (header or host name)', async () => {
    for (const lite of [
      await tree({ merchant: 'lite' }),
      await tree({ origin: 'http://lite.localhost:8080' }),
    ]) {
      for (const modId of ['LOTTERY3', 'LOTTMINIGAME3', 'PTSYS3', 'AGECONTRACT3', 'FREEPLAY3']) {
        expect(isFlagOn(lite, modId)).toBe(false);
      }
      expect(isFlagOn(lite, 'GAMELOBBY3')).toBe(true);
      expect(isFlagOn(lite, 'MEMCEN3')).toBe(true);
    }
  });

  it('falls back to demo for unknown merchants', async () => {
    expect(isFlagOn(await tree({ merchant: 'nope', origin: 'http://other.example' }), 'LOTTERY3')).toBe(true);
  });

  it('reports maintenance for closed only', async () => {
    const settings = async (merchant: string) =>
      (await call('GET', '/wps/system/settings/consolidated', { merchant })).body.value;
    expect(await settings('closed')).toMatchObject({
      siteName: 'Closed Gaming',
      permission: { maintenance: true, regionRestriction: false },
      currency: { symbol: '¥', position: 'F' },
    });
    expect(await settings('demo')).toMatchObject({ permission: { maintenance: false } });
  });
});
