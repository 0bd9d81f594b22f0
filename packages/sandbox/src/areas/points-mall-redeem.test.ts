import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import { sealForSandbox } from '../testing-encryption';

const NOW = Date.UTC(2026, 10, 21, 6);
const DAY = 86_400_000;
const sandbox = createSandbox({ now: () => NOW });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Reply = {
  status: number;
  body: { success: boolean; value: Json; errorCode?: string; message?: string };
};

const headers = (account: string | null) => ({
  Language: 'CN',
  Merchant: 'demo',
  ...(account ? { Authorization: sandbox.issueToken(account) } : {}),
});

async function get(path: string, account: string | null = 'player01'): Promise<Reply> {
  const response = await fetch(`http://localhost${path}`, { headers: headers(account) });
  return { status: response.status, body: await response.json() };
}

/** A sealed POST, as the site sends the encrypted calls. */
async function post(path: string, body: unknown, account: string | null = 'player01'): Promise<Reply> {
  const sealed = await sealForSandbox(sandbox, 'POST', path, body);
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...headers(account), ...sealed.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(sealed.body),
  });
  return { status: response.status, body: await response.json() };
}

const FORM = {
  password: '135790',
  province: '上海',
  telphone: '13800000001',
  address: '世纪大道 100 号',
  name: '张三',
  remarks: '',
};

const balance = async (account = 'player01') =>
  (await get('/wps/points/balance', account)).body.value.availablePoint;

describe('sandbox points-mall: redeem, records, transactions, config, conversion', () => {
  it('refuses a plain (unsealed) redeem and conversion', async () => {
    for (const path of ['/wps/points/redeem', '/wps/points/convert']) {
      const response = await fetch(`http://localhost${path}`, {
        method: 'POST',
        headers: { ...headers('player01'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ rewardId: 523, quantity: 1, redeemType: 'P', ...FORM }),
      });
      expect((await response.json()).errorCode).toBe('encryption.required');
    }
  });

  it('redeems points only and points plus money: points, money, stock, a record and a transaction', async () => {
    const p = await post('/wps/points/redeem', { rewardId: 523, quantity: 2, redeemType: 'P', ...FORM });
    expect(p.body).toMatchObject({ success: true, value: { recordId: expect.any(Number) } });
    expect(await balance()).toBe('9800');
    const pm = await post('/wps/points/redeem', { rewardId: 502, quantity: 1, redeemType: 'PM', ...FORM });
    expect(pm.body.success).toBe(true);
    expect(await balance()).toBe('0');
    expect(sandbox.context.wallets!.balance('demo', 10001)).toBe('11546.17');
    const stock = (await get('/wps/points/rewards?page=1&size=1000')).body.value.content;
    expect(stock.find((r: { id: number }) => r.id === 523).inventory).toBe(198);
    const today = `startDate=${NOW - 3_600_000}&endDate=${NOW + 3_600_000}`;
    const records = (await get(`/wps/points/redeem-records?${today}&page=1&size=13&status=P`)).body.value;
    expect(records.content.slice(0, 2)).toMatchObject([
      { type: 'PM', quantity: 1, requiredPoint: '9800', requiredMoney: '799.50', status: 'P' },
      { type: 'P', quantity: 2, requiredPoint: '3000', requiredMoney: '0.00', status: 'P' },
    ]);
    const tx = (
      await get(
        `/wps/points/transactions?startTime=${NOW - 3_600_000}&endTime=${NOW + 3_600_000}&accountTypeId=9&excludeTxTypeIds=9203&page=1&size=12`,
      )
    ).body.value;
    expect(tx.content.map((r: { amount: string }) => r.amount)).toEqual(['-9800', '-3000']);
    expect(tx.content[0].currentAvailBalance).toBe('0');
  });

  it('answers each refusal with its own code', async () => {
    const redeem = (patch: Record<string, unknown>, account = 'player01') =>
      post('/wps/points/redeem', { rewardId: 523, quantity: 1, redeemType: 'P', ...FORM, ...patch }, account);
    expect((await redeem({ name: ' ' })).body.errorCode).toBe('request.invalid');
    expect((await redeem({ rewardId: 1 })).body.errorCode).toBe('points.reward.not_found');
    expect((await redeem({ redeemType: 'PM' })).body.errorCode).toBe('points.redeem.type.invalid');
    expect((await redeem({ telphone: '12345' })).body.errorCode).toBe('points.phone.invalid');
    expect((await redeem({ rewardId: 503 })).body.errorCode).toBe('points.stock.insufficient');
    expect((await redeem({ password: '000000' })).body.errorCode).toBe('payment.password.incorrect');
    expect((await redeem({ rewardId: 507 })).body.errorCode).toBe('points.balance.insufficient');
    // agent01 has no payment password yet.
    expect((await redeem({}, 'agent01')).body.errorCode).toBe('payment.password.unset');
    // LINE when configured.
    await fetch('http://localhost/__sandbox/points/demo/config', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lineEnabled: true }),
    });
    expect((await redeem({})).body.errorCode).toBe('points.line.required');
    expect((await redeem({ line: 'line.id' })).body.success).toBe(true);
    expect(await balance()).toBe('11300');
  });

  it('uses the login password without PAYMENTPASS3 and refuses money it cannot take', async () => {
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { PAYMENTPASS3: 0 } }),
    });
    const body = { rewardId: 523, quantity: 1, redeemType: 'P', ...FORM };
    expect((await post('/wps/points/redeem', body)).body.errorCode).toBe('points.password.incorrect');
    expect((await post('/wps/points/redeem', { ...body, password: 'pass1234' })).body.success).toBe(true);
    const wallets = sandbox.context.wallets!;
    wallets.adjust('demo', 10001, `-${wallets.balance('demo', 10001)}`);
    const pm = await post('/wps/points/redeem', {
      ...body,
      rewardId: 541,
      redeemType: 'PM',
      password: 'pass1234',
    });
    expect(pm.body.errorCode).toBe('points.money.insufficient');
    expect(await balance()).toBe('11300');
  });

  it('lists records by range and status, 30 days at most', async () => {
    const range = (days: number) => `startDate=${NOW - days * DAY - 3_600_000}&endDate=${NOW + 3_600_000}`;
    const all = (await get(`/wps/points/redeem-records?${range(30)}&page=1&size=13&status=all`)).body.value;
    expect(all).toMatchObject({ totalPages: 2, total: 16, page: 1 });
    expect(all.content).toHaveLength(13);
    const rejected = (await get(`/wps/points/redeem-records?${range(30)}&page=1&size=13&status=R`)).body
      .value;
    expect(rejected.content.every((r: { status: string }) => r.status === 'R')).toBe(true);
    const tooLong = await get(`/wps/points/redeem-records?${range(32)}&page=1&size=13`);
    expect(tooLong).toMatchObject({ status: 400, body: { errorCode: 'points.range.too_long' } });
  });

  it('lists transactions of account type 9 without the excluded types', async () => {
    const q = `startTime=${NOW - 30 * DAY}&endTime=${NOW + 3_600_000}&page=1&size=100`;
    const excluded = (await get(`/wps/points/transactions?${q}&accountTypeId=9&excludeTxTypeIds=9203`)).body
      .value;
    expect(excluded.total).toBe(14);
    const all = (await get(`/wps/points/transactions?${q}&accountTypeId=9`)).body.value;
    expect(all.total).toBe(15);
    expect(all.content[0]).toMatchObject({
      amount: '100',
      currentAvailBalance: '12800',
      nameEn: expect.any(String),
    });
    expect((await get(`/wps/points/transactions?${q}&accountTypeId=1`)).status).toBe(400);
  });

  it('converts whole points at the exchange rate into the main wallet', async () => {
    expect((await get('/wps/points/config')).body.value).toMatchObject({
      pointExchangeRate: '1',
      lineEnabled: false,
    });
    expect((await post('/wps/points/convert', { amount: 0, password: '135790' })).body.errorCode).toBe(
      'points.convert.amount.invalid',
    );
    expect((await post('/wps/points/convert', { amount: 500, password: 'x' })).body.errorCode).toBe(
      'payment.password.incorrect',
    );
    expect((await post('/wps/points/convert', { amount: 99999, password: '135790' })).body.errorCode).toBe(
      'points.balance.insufficient',
    );
    const ok = await post('/wps/points/convert', { amount: 500, password: '135790' });
    expect(ok.body).toMatchObject({ success: true, value: { availablePoint: '12300' } });
    expect(sandbox.context.wallets!.balance('demo', 10001)).toBe('12350.67');
  });
});
