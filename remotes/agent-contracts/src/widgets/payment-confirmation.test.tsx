import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidProof } from '../features/payment-confirmation/stores/payment-confirmation-store';
import { PaymentConfirmation } from './payment-confirmation';

const { sandbox } = setupSandboxServer();

/** Queue a payment for a member (the sandbox's admin hook). */
async function queue(account: string, payment: Record<string, unknown>) {
  const response = await fetch('http://localhost/__sandbox/payment-confirmations', {
    method: 'POST',
    headers: { Merchant: 'demo', 'Content-Type': 'application/json' },
    body: JSON.stringify({ account, ...payment }),
  });
  expect(response.ok).toBe(true);
}

function renderFor(account: string, id: number, type: number, payload?: Record<string, unknown>) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id, account, type });
  const refreshes: string[] = [];
  fake.shell.events.subscribe('wallet.refreshRequested', ({ source }) => void refreshes.push(source));
  const onClose = jest.fn();
  renderWithShell(<PaymentConfirmation shell={fake.shell} payload={payload} onClose={onClose} />, fake);
  return { onClose, refreshes };
}

const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

describe('PaymentConfirmation widget', () => {
  it('checks the proof image: jpg, jpeg or png up to 5 MB', () => {
    expect(isValidProof({ name: 'a.JPG', size: 10 })).toBe(true);
    expect(isValidProof({ name: 'a.png', size: 5_242_880 })).toBe(true);
    expect(isValidProof({ name: 'a.png', size: 5_242_881 })).toBe(false);
    expect(isValidProof({ name: 'a.gif', size: 10 })).toBe(false);
  });

  it("works the list one payment at a time, the event's payment first, and closes when empty", async () => {
    await queue('agent01', { payDetailId: 'PD20001', amount: '500.00', remainingAmount: '1500.00' });
    await queue('agent01', {
      payDetailId: 'PD20002',
      amount: '1200.50',
      remainingAmount: '300.00',
      isAutoConfirmed: true,
    });
    const { onClose, refreshes } = renderFor('agent01', 10002, 1, { payDetailId: 'PD20002' });
    const item = await screen.findByTestId('payment-item');
    expect(item.getAttribute('data-pay-detail-id')).toBe('PD20002');
    expect(screen.getByTestId('payment-amount').textContent).toBe('1,200.50');
    // PD20002 offers auto-confirmation.
    await userEvent.click(screen.getByRole('button', { name: 'pc_auto_confirm' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-item').getAttribute('data-pay-detail-id')).toBe('PD20001'),
    );
    expect(refreshes).toEqual(['agent-contracts']);
    expect(screen.queryByRole('button', { name: 'pc_auto_confirm' })).toBeNull();
    // Not received needs the proof image; a wrong type is refused; the right one goes.
    await userEvent.click(screen.getByRole('button', { name: 'pc_not_received' }));
    expect(screen.getByRole('alert').textContent).toBe('activity_apply_remark_limit2');
    const input = document.querySelector<HTMLInputElement>('input[name="proofOfNotReceive"]')!;
    await userEvent.upload(input, new File(['x'], 'proof.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('activity_apply_remark_limit3');
    // The not-received warning names the review window.
    expect(screen.getByTestId('pc-warning').textContent).toBe('pc_not_received_warning');
    await userEvent.upload(input, image());
    expect(screen.queryByRole('alert')).toBeNull();
    // (jsdom's File does not survive the test environment's FormData: the image on the wire is checked by e2e.)
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'pc_received' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(refreshes).toEqual(['agent-contracts', 'agent-contracts']);
  });

  it('refuses more than one proof image (exactly one)', async () => {
    await queue('player01', { payDetailId: 'PD10001', amount: '66.00' });
    renderFor('player01', 10001, 0);
    await screen.findByTestId('payment-item');
    const input = document.querySelector<HTMLInputElement>('input[name="proofOfNotReceive"]')!;
    expect(input.multiple).toBe(false);
    input.multiple = true; // a browser extension or a drop could still hand over two
    await userEvent.upload(input, [image(), image()]);
    expect(screen.getByRole('alert').textContent).toBe('pc_proof_one');
    await userEvent.click(screen.getByRole('button', { name: 'pc_not_received' }));
    expect(screen.getByRole('alert').textContent).toBe('activity_apply_remark_limit2');
  });

  it('shows a server refusal in the widget and keeps the payment', async () => {
    await queue('player01', { payDetailId: 'PD10001', amount: '66.00' });
    renderFor('player01', 10001, 0);
    await screen.findByTestId('payment-item');
    sandbox.addFault({
      method: 'POST',
      path: '/wps/agent/payment-confirmations/process',
      status: 200,
      body: { success: false, errorCode: 'payment.busy', message: 'Try again later', value: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'pc_received' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later');
    expect(screen.getByTestId('payment-item').getAttribute('data-pay-detail-id')).toBe('PD10001');
  });

  it('closes at once when nothing waits', async () => {
    const { onClose } = renderFor('poor01', 10008, 0);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
