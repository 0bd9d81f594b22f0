import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { DepositStore } from './deposit-store';

const { sandbox } = setupSandboxServer();

function setup() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  const store = new DepositStore(fake.shell);
  const stop = store.start();
  return { fake, store, stop };
}

describe('DepositStore', () => {
  it('reads the methods and chooses the first', async () => {
    const { store, stop } = setup();
    await store.fetch();
    expect(store.methods.map((m) => m.code)).toEqual(['BANK', 'ALIPAY', 'USDT']);
    expect(store.values.methodCode).toBe('BANK');
    stop();
  });

  it("checks the amount against the chosen method's limits before sending", async () => {
    const { store, stop } = setup();
    await store.fetch();
    store.set('amount', '99.99');
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('amount_range');
    store.set('methodCode', 'ALIPAY');
    store.set('amount', '5000.01');
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('amount_range');
    expect(store.log.requests).toEqual([]);
    stop();
  });

  it('sends once, lists the request pending, and settles it by the DEPOSIT event', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    store.set('amount', '250');
    const first = store.submit();
    expect(await store.submit()).toBe(false);
    expect(await first).toBe(true);
    expect(store.log.pending).toHaveLength(1);
    expect(store.log.pending[0]).toMatchObject({ amount: '250.00', methodCode: 'BANK', status: 'PENDING' });
    expect(store.values.amount).toBe('');
    const { requestId } = store.log.pending[0]!;
    fake.shell.events.publish('DEPOSIT', { status: 'success', amount: '250.00', requestId });
    expect(store.log.pending).toHaveLength(0);
    expect(store.log.requests[0]!.status).toBe('SUCCESS');
    expect(store.log.result).toMatchObject({ kind: 'deposit', status: 'success', amount: '250.00' });
    stop();
  });

  it('keeps what was typed when the server refuses', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    sandbox.addFault({
      method: 'POST',
      path: '/wps/member/deposit',
      body: { success: false, errorCode: 'x', message: 'Channel busy', value: null },
      times: 1,
    });
    store.set('amount', '300');
    expect(await store.submit()).toBe(false);
    expect(store.failure).toEqual({ code: 'x', text: 'Channel busy' });
    expect(store.values).toEqual({ methodCode: 'BANK', amount: '300' });
    expect(fake.messages).toEqual([]);
    stop();
  });
});
