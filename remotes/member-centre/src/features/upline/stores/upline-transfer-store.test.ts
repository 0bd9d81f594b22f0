import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { UplineTransferStore } from './upline-transfer-store';

const { sandbox } = setupSandboxServer();

function store() {
  const fake = createFakeShell();
  fake.session.logIn(
    sandbox.issueToken('player01'),
    { id: 10001, account: 'player01', type: 0, toUpline: 1 },
    {
      sumBalance: '12634.17',
      currencySymbol: '¥',
      currency: 'CNY',
      balance: [{ accountName: 'MAIN', availBalance: '12345.67' }],
    },
  );
  return new UplineTransferStore(fake.shell);
}

describe('UplineTransferStore', () => {
  it('checks the amount with decimal.js against the main wallet', () => {
    const s = store();
    for (const bad of ['', '0', '-1', '1.234', 'abc']) {
      s.setAmount(bad);
      expect([bad, s.amountError]).toEqual([bad, 'upline_amount_invalid']);
    }
    s.setAmount('12345.68');
    expect(s.amountError).toBe('upline_amount_too_high');
    s.setAmount('12345.67');
    expect(s.amountError).toBeNull();
  });

  it('sends the amount to the upline and clears it; keeps it on a refusal', async () => {
    const s = store();
    await s.fetch();
    expect(s.upline).toBe('agent01');
    s.setAmount('100.5');
    await s.submit();
    expect(s.done).toEqual({ amount: '100.50', upline: 'agent01' });
    expect(s.amount).toBe('');

    sandbox.addFault({ method: 'POST', path: '/wps/member/upline/transfer', status: 500, times: 1 });
    s.setAmount('10');
    await s.submit();
    expect(s.failure).not.toBeNull();
    expect(s.amount).toBe('10');
  });
});
