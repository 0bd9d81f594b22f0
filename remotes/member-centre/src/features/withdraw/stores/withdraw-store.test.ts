import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { WithdrawStore } from './withdraw-store';

const { sandbox } = setupSandboxServer();

function setup(account = 'player01', flags?: string[]) {
  const fake = createFakeShell(flags ? { flags } : {});
  fake.session.logIn(sandbox.issueToken(account), { id: 10001, account, type: 0 });
  const store = new WithdrawStore(fake.shell);
  const stop = store.start();
  return { fake, store, stop };
}

describe('WithdrawStore', () => {
  it('asks for the payment password with PAYMENTPASS3 and holds the amount once accepted', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    expect(store.config).toMatchObject({
      balance: '12345.67',
      paymentPasswordRequired: true,
      paymentPasswordSet: true,
    });
    expect(store.asksPaymentPassword).toBe(true);
    store.set('amount', '12345.68');
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('amount_over_balance');
    store.set('amount', '99');
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('amount_range');
    store.set('amount', '500');
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('payment_password_required');
    store.set('paymentPassword', '135790');
    const refreshes: string[] = [];
    fake.shell.events.subscribe('wallet.refreshRequested', ({ source }) => refreshes.push(source));
    expect(await store.submit()).toBe(true);
    expect(store.log.pending).toHaveLength(1);
    expect(refreshes).toEqual(['member-centre']);
    expect(sandbox.context.wallets?.balance('demo', 10001)).toBe('11845.67');
    stop();
  });

  it('shows the remarks of a rejection by the WITHDRAW event', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    store.set('amount', '100');
    store.set('paymentPassword', '135790');
    await store.submit();
    const { requestId } = store.log.pending[0]!;
    fake.shell.events.publish('WITHDRAW', { status: 'reject', requestId, remarks: 'Name mismatch' });
    expect(store.log.requests[0]).toMatchObject({ status: 'REJECT', remarks: 'Name mismatch' });
    expect(store.log.result).toMatchObject({ kind: 'withdraw', status: 'reject', remarks: 'Name mismatch' });
    stop();
  });

  it('keeps the amount and the password typed when the password is wrong', async () => {
    const { store, stop } = setup();
    await store.fetch();
    store.set('amount', '100');
    store.set('paymentPassword', '000000');
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('支付密码错误');
    expect(store.values).toEqual({ amount: '100', paymentPassword: '000000' });
    stop();
  });

  it('needs a payment password first when the member has none; asks none when PAYMENTPASS3 is off', async () => {
    const first = setup('agent01');
    await first.store.fetch();
    expect(first.store.needsPaymentPassword).toBe(true);
    first.stop();
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { PAYMENTPASS3: 0 } }),
    });
    const off = setup('agent01', ['MEMCEN3', 'WITHDRAW']);
    await off.store.fetch();
    expect(off.store.asksPaymentPassword).toBe(false);
    off.store.set('amount', '100');
    expect(await off.store.submit()).toBe(true);
    off.stop();
  });
});
