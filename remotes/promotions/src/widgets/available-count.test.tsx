import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailableCount } from './available-count';

const { sandbox } = setupSandboxServer();

describe('AvailableCount widget', () => {
  it("shows the member's available-promotion count and links to the promotions page", async () => {
    const fake = createFakeShell();
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    renderWithShell(<AvailableCount shell={fake.shell} />, fake);
    const link = await screen.findByTestId('promotion-count');
    // MANUAL 1 + RAFFLE 2 + LOGIN 1 + SAVIOR 1 + MISSION_MANUAL 1 (DEPOSIT is not counted).
    await waitFor(() => expect(link).toHaveAttribute('data-count', '6'));
    expect(link).toHaveTextContent('6');
    await userEvent.click(link);
    expect(fake.navigations).toEqual(['/promotions']);
  });
});
