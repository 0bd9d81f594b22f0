import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { TransferStore } from './transfer-store';

const { sandbox } = setupSandboxServer();

function setup() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  return { fake, store: new TransferStore(fake.shell) };
}

describe('TransferStore', () => {
  it('reads the wallets: main to the first game wallet by default', async () => {
    const { store } = setup();
    await store.fetch();
    expect(store.wallets.map((w) => [w.accountName, w.availBalance])).toEqual([
      ['MAIN', '12345.67'],
      ['AG', '200.00'],
      ['PG', '88.50'],
    ]);
    expect(store.values).toMatchObject({ from: 'MAIN', to: 'AG' });
    expect(store.inGames).toBe('288.50');
  });

  it('keeps the main wallet on one side', async () => {
    const { store } = setup();
    await store.fetch();
    store.set('from', 'PG');
    expect(store.values).toMatchObject({ from: 'PG', to: 'MAIN' });
    store.set('to', 'AG');
    expect(store.values).toMatchObject({ from: 'MAIN', to: 'AG' });
  });

  it('transfers with decimals, refuses more than the source holds, and asks the host to refresh', async () => {
    const { fake, store } = setup();
    const refreshes: string[] = [];
    fake.shell.events.subscribe('wallet.refreshRequested', ({ source }) => refreshes.push(source));
    await store.fetch();
    store.set('amount', '12345.68');
    expect(await store.transfer()).toBe(false);
    expect(store.problem).toBe('amount_over_balance');
    store.set('amount', '0.1');
    expect(await store.transfer()).toBe(true);
    expect(store.balanceOf('MAIN')).toBe('12345.57');
    expect(store.balanceOf('AG')).toBe('200.10');
    expect(refreshes).toEqual(['member-centre']);
  });

  it('brings every game wallet back to main in one call', async () => {
    const { store } = setup();
    await store.fetch();
    expect(await store.recall()).toBe(true);
    expect(store.done).toEqual({ kind: 'recall', amount: '288.50' });
    expect(store.balanceOf('MAIN')).toBe('12634.17');
    expect(store.inGames).toBe('0.00');
  });
});
