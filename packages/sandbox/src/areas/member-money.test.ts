import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`http://localhost:8080${path}`, {
    method,
    headers: {
      Merchant: 'demo',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Loose on purpose: each test reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('member money: deposits', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/wps/member/deposit/methods')).status).toBe(401);
  });

  it('lists methods, checks limits, and a success credits the main wallet and pushes DEPOSIT', async () => {
    const token = sandbox.issueToken('player01');
    const methods = await call('GET', '/wps/member/deposit/methods', token);
    expect(methods.body.value.methods[0]).toEqual({
      code: 'BANK',
      name: 'Bank transfer',
      minAmount: '100.00',
      maxAmount: '50000.00',
    });
    const low = await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '99.99' });
    expect(low.body).toMatchObject({ success: false, errorCode: 'deposit.amount.invalid' });
    const made = await call('POST', '/wps/member/deposit', token, { methodCode: 'BANK', amount: '100' });
    expect(made.body.value).toMatchObject({ requestId: 'D000001', status: 'PENDING', amount: '100.00' });
    expect((await call('GET', '/wps/member/deposit/requests', token)).body.value).toHaveLength(1);
    const settled = await call('POST', '/__sandbox/deposits/D000001', undefined, { status: 'success' });
    expect(settled.body.value.status).toBe('SUCCESS');
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('12445.67');
    const again = await call('POST', '/__sandbox/deposits/D000001', undefined, { status: 'fail' });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'request.settled' } });
  });

  it('auto-settles pending requests once the configured delay passed on the sandbox clock', async () => {
    const token = sandbox.issueToken('player01');
    await call('POST', '/__sandbox/member-money/auto-settle', undefined, { delayMs: 5000 });
    await call('POST', '/wps/member/deposit', token, { methodCode: 'USDT', amount: '10' });
    sandbox.advanceClock(4000);
    expect((await call('GET', '/wps/member/deposit/requests', token)).body.value[0].status).toBe('PENDING');
    sandbox.advanceClock(1000);
    expect((await call('GET', '/wps/member/deposit/requests', token)).body.value[0].status).toBe('SUCCESS');
  });
});

describe('member money: withdrawals', () => {
  it('asks the payment password (PAYMENTPASS3), holds the amount, and a rejection gives it back', async () => {
    const token = sandbox.issueToken('player01');
    const config = await call('GET', '/wps/member/withdraw/config', token);
    expect(config.body.value).toMatchObject({ paymentPasswordRequired: true, paymentPasswordSet: true });
    const none = await call('POST', '/wps/member/withdraw', token, { amount: '100' });
    expect(none.body.errorCode).toBe('payment.password.required');
    const wrong = await call('POST', '/wps/member/withdraw', token, { amount: '100', paymentPassword: '1' });
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
    const made = await call('POST', '/wps/member/withdraw', token, {
      amount: '100',
      paymentPassword: '135790',
    });
    expect(made.body.value).toMatchObject({ requestId: 'W000001', status: 'PENDING' });
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('12245.67');
    const rejected = await call('POST', '/__sandbox/withdrawals/W000001', undefined, {
      status: 'reject',
      remarks: 'Bank closed',
    });
    expect(rejected.body.value).toMatchObject({ status: 'REJECT', remarks: 'Bank closed' });
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('12345.67');
  });

  it('refuses more than the main wallet holds', async () => {
    const token = sandbox.issueToken('poor01');
    await call('PUT', '/wps/member/paymentPassword', token, {
      paymentPassword: '112233',
      confirmPaymentPassword: '112233',
    });
    const res = await call('POST', '/wps/member/withdraw', token, {
      amount: '100',
      paymentPassword: '112233',
    });
    expect(res.body.errorCode).toBe('withdraw.balance.insufficient');
  });
});

describe('member money: wallets and security', () => {
  it('transfers between wallets and recalls everything to main', async () => {
    const token = sandbox.issueToken('player01');
    const bad = await call('POST', '/wps/v2/wallets/transfer', token, {
      from: 'AG',
      to: 'PG',
      amount: '500',
    });
    expect(bad.body.errorCode).toBe('transfer.balance.insufficient');
    const ok = await call('POST', '/wps/v2/wallets/transfer', token, {
      from: 'MAIN',
      to: 'AG',
      amount: '0.5',
    });
    expect(
      ok.body.value.balance.find((w: { accountName: string }) => w.accountName === 'AG').availBalance,
    ).toBe('200.50');
    const recalled = await call('POST', '/wps/v2/wallets/recall', token);
    expect(recalled.body.value.moved).toBe('289.00');
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('12634.17');
  });

  it('answers the security config and binds and unbinds two-factor methods', async () => {
    const token = sandbox.issueToken('player01');
    const config = await call('GET', '/wps/v2/member/securityConfig', token);
    expect(config.body.value).toMatchObject({
      paymentPasswordEnabled: true,
      paymentPasswordSet: true,
      twoFactor: [
        { method: 'E', bound: true },
        { method: 'G', bound: false },
        { method: 'S', bound: false },
      ],
    });
    expect(
      (await call('POST', '/wps/member/twoFactor/bind', token, { method: 'G', authCode: '1' })).body
        .errorCode,
    ).toBe('two.factor.bind.fail');
    await call('POST', '/wps/member/twoFactor/bind', token, { method: 'S', mobileNum: '13800000001' });
    await call('DELETE', '/wps/member/twoFactor/E', token);
    const after = await call('GET', '/wps/v2/member/securityConfig', token);
    expect(after.body.value.twoFactor).toEqual([
      { method: 'E', bound: false },
      { method: 'G', bound: false },
      { method: 'S', bound: true },
    ]);
  });

  it('changes the payment password only with the old one', async () => {
    const token = sandbox.issueToken('player01');
    const body = { paymentPassword: '246810', confirmPaymentPassword: '246810' };
    expect((await call('PUT', '/wps/member/paymentPassword', token, body)).body.errorCode).toBe(
      'payment.password.old.incorrect',
    );
    expect(
      (await call('PUT', '/wps/member/paymentPassword', token, { ...body, oldPaymentPassword: '135790' }))
        .body.success,
    ).toBe(true);
  });
});

describe('the message centre and avatar calls (shell/account-bar-handlers.ts)', () => {
  it('reads a message (marking it read) and deletes one, answering the unread count', async () => {
    const token = sandbox.issueToken('player01');
    const list = await call('GET', '/wps/member/message/v2?page=1&size=10&sort=sendTime,desc', token);
    const [first] = list.body.value.content as { id: number; read: boolean }[];
    expect(first).not.toHaveProperty('content');
    const read = await call('GET', `/wps/member/message/v2/${first!.id}`, token);
    expect(read.body.value).toMatchObject({ id: first!.id, read: true, content: expect.any(String) });
    expect((await call('GET', '/wps/member/message/v2/unread', token)).body.value.unread).toBe(2);
    const deleted = await call('DELETE', `/wps/member/message/v2/${first!.id}`, token);
    expect(deleted.body.value).toEqual({ unread: 2 });
    expect((await call('GET', `/wps/member/message/v2/${first!.id}`, token)).status).toBe(404);
  });

  it('sets the avatar within PROFILE_ICON_COUNT', async () => {
    const token = sandbox.issueToken('player01');
    expect((await call('PUT', '/wps/member/info/icon', token, { icon: 10 })).status).toBe(400);
    expect((await call('PUT', '/wps/member/info/icon', token, { icon: 6 })).body.value).toEqual({ icon: 6 });
    expect((await call('GET', '/wps/member/info/icon', token)).body.value).toEqual({ icon: 6 });
  });
});
