import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { afterLoginCheck } from './after-login-check';

const { sandbox } = setupSandboxServer();

function shellOf(account: string, id: number, type: number) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id, account, type });
  return fake.shell;
}

describe('afterLoginCheck', () => {
  it('answers the payment confirmation, then the contract requests, when both have work (agent02)', async () => {
    expect(await afterLoginCheck(shellOf('agent02', 10003, 2))).toEqual([
      'PaymentConfirmation',
      'ContractRequests',
    ]);
  });

  it('answers nothing when nothing waits (player01, agent01)', async () => {
    expect(await afterLoginCheck(shellOf('player01', 10001, 0))).toEqual([]);
    expect(await afterLoginCheck(shellOf('agent01', 10002, 1))).toEqual([]);
  });

  it('opens what it could read when one read fails', async () => {
    sandbox.addFault({ method: 'GET', path: '/wps/agent/payment-confirmations', status: 500, times: 1 });
    expect(await afterLoginCheck(shellOf('agent02', 10003, 2))).toEqual(['ContractRequests']);
  });
});
