import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContractRequests } from './contract-requests';

const { sandbox } = setupSandboxServer();

function renderFor(account: string, id: number, type: number) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id, account, type });
  const onClose = jest.fn();
  renderWithShell(<ContractRequests shell={fake.shell} onClose={onClose} />, fake);
  return { fake, onClose };
}

const cards = () =>
  within(screen.getByTestId('contract-requests-modal'))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('data-testid'));

describe('ContractRequests widget (the consolidated modal)', () => {
  it('lists every request still waiting (P, E, V), including older ones, and none settled', async () => {
    renderFor('agent02', 10003, 2);
    await screen.findByTestId('ac-summary');
    expect(cards()).toEqual([
      'ac-request-dividend-LOTT-HALF_MONTH',
      'ac-request-dividend-RNG-WEEKLY',
      'ac-request-dividend-SPORTS-DAILY',
      'ac-request-dividend-LIVE-MONTHLY',
      'ac-request-dailySalary-22001',
      'ac-request-dailySalary-22003',
      'ac-request-dailySalary-22002',
      'ac-request-hourlySalary-23001',
      'ac-request-hourlySalary-23002',
      'ac-request-realTimeSalary-24001',
      'ac-request-realTimeSalary-24002',
    ]);
    // No date range in the modal.
    expect(screen.queryByTestId('contracts-range')).not.toBeInTheDocument();
  });

  it('an answered request leaves the modal; View all goes to the detail lists and closes', async () => {
    const { fake, onClose } = renderFor('agent02', 10003, 2);
    const request = await screen.findByTestId('ac-request-dailySalary-22001');
    await userEvent.click(within(request).getByRole('button', { name: 'action_reject' }));
    await waitFor(() => expect(screen.queryByTestId('ac-request-dailySalary-22001')).not.toBeInTheDocument());
    await userEvent.click(screen.getByTestId('ac-view-all'));
    expect(fake.navigations).toEqual(['/member/contracts']);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes by itself when nothing waits', async () => {
    const { onClose } = renderFor('player01', 10001, 0);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
