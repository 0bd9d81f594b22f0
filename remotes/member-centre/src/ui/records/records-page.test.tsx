import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberCentreRoutes } from '../../root';

const { sandbox } = setupSandboxServer();

function renderPage(path: string, account = 'player01', type = 0) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id: 1, account, type, toUpline: 1 });
  renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, path);
  return fake;
}

describe('records page (through the member-centre routes)', () => {
  it('searches today on open, then 30 days: rows, subtotal, total and pages', async () => {
    renderPage('/betRecord');
    const page = await screen.findByTestId('page-bet-record');
    expect(within(page).getByRole('heading')).toHaveTextContent('menu_bet_record');
    await userEvent.click(within(page).getByRole('button', { name: 'date_range_last_30_days' }));
    expect(await within(page).findAllByTestId('records-row')).toHaveLength(13);
    // The table scrolls sideways in a named region the keyboard can reach.
    const region = within(page).getByRole('region', { name: 'menu_bet_record' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByTestId('records-table')).toBeInTheDocument();
    expect(within(page).getByTestId('records-subtotal')).toHaveTextContent('records_page_subtotal');
    expect(within(page).getByTestId('records-total')).toHaveTextContent('records_total');
    await userEvent.click(within(page).getByRole('button', { name: 'Next' }));
    expect(await within(page).findByRole('button', { name: '2', current: 'page' })).toBeInTheDocument();
  });

  it('explains a range that breaks the rules and does not search it', async () => {
    renderPage('/accountRecord');
    const page = await screen.findByTestId('page-account-record');
    const start = page.querySelector<HTMLInputElement>('input[name="startTime"]')!;
    act(() => void fireEvent.change(start, { target: { value: '2000-01-01' } }));
    expect(within(page).getByTestId('records-range-error')).toHaveTextContent('date_range_too_long');
    expect(within(page).getByTestId('records-range-search')).toBeDisabled();
  });

  it('is not available to a member for an agent table', async () => {
    renderPage('/agentTeam');
    expect(await screen.findByTestId('member-not-available')).toBeInTheDocument();
    expect(screen.queryByTestId('page-agent-team')).toBeNull();
  });

  it('shows an agent table to an agent', async () => {
    renderPage('/agentIncome', 'agent01', 1);
    const page = await screen.findByTestId('page-agent-income');
    await userEvent.click(within(page).getByRole('button', { name: 'date_range_last_30_days' }));
    expect((await within(page).findAllByTestId('records-row')).length).toBeGreaterThan(0);
  });
});
