import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { http, HttpResponse } from 'msw';
import { AgentContractsRoutes } from '../../../root';

const { sandbox, server } = setupSandboxServer();

const MEMBERS = {
  agent02: { id: 10003, account: 'agent02', type: 2 },
  agent01: { id: 10002, account: 'agent01', type: 1 },
  player01: { id: 10001, account: 'player01', type: 0 },
} as const;

function renderAs(account: keyof typeof MEMBERS | null): FakeShell {
  const fake = createFakeShell();
  if (account) fake.session.logIn(sandbox.issueToken(account), { ...MEMBERS[account] });
  renderWithShell(<AgentContractsRoutes basePath="/member/contracts" shell={fake.shell} />, fake, '/');
  return fake;
}

const ids = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('article')
    .map((card) => card.getAttribute('data-testid'));

describe('contract requests page', () => {
  it('shows every kind for agent02, split into new and termination requests', async () => {
    renderAs('agent02');
    expect(await screen.findByTestId('ac-summary')).toBeInTheDocument();
    const page = screen.getByTestId('agent-contracts');
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'section_dividend',
      'section_daily_salary',
      'section_hourly_salary',
      'section_real_time_salary',
    ]);

    expect(ids(screen.getByTestId('ac-section-dividend-new'))).toEqual([
      'ac-request-dividend-21001',
      'ac-request-dividend-21002',
    ]);
    expect(ids(screen.getByTestId('ac-section-dividend-termination'))).toEqual(['ac-request-dividend-21003']);
    for (const [kind, newId, terminationId] of [
      ['dailySalary', 22001, 22002],
      ['hourlySalary', 23001, 23002],
      ['realTimeSalary', 24001, 24002],
    ] as const) {
      expect(ids(screen.getByTestId(`ac-section-${kind}-new`))).toEqual([`ac-request-${kind}-${newId}`]);
      expect(ids(screen.getByTestId(`ac-section-${kind}-termination`))).toEqual([
        `ac-request-${kind}-${terminationId}`,
      ]);
    }

    // Status labels are the translated codes; the higher-rate offer is flagged on its request only.
    expect(within(screen.getByTestId('ac-request-dividend-21001')).getByText('status_P')).toBeInTheDocument();
    expect(within(screen.getByTestId('ac-request-dividend-21002')).getByText('status_E')).toBeInTheDocument();
    expect(within(screen.getByTestId('ac-request-dividend-21003')).getByText('status_V')).toBeInTheDocument();
    expect(screen.getAllByTestId('ac-higher-rate')).toHaveLength(1);
    expect(
      within(screen.getByTestId('ac-request-dividend-21002')).getByTestId('ac-higher-rate'),
    ).toBeInTheDocument();

    const summary = screen.getByTestId('ac-summary');
    expect(summary).toHaveTextContent('new_requests 5');
    expect(summary).toHaveTextContent('termination_requests 4');
    // No actions yet: nothing to click that does nothing.
    expect(within(page).queryAllByRole('button')).toHaveLength(0);
  });

  it('formats rates as percent when rateType is P and money otherwise', async () => {
    renderAs('agent02');
    const daily = await screen.findByTestId('ac-request-dailySalary-22001');
    const cells = within(daily)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['10,000.00', '3', '0.80%'],
      ['50,000.00', '8', '1.20%'],
    ]);
    const fixed = screen.getByTestId('ac-request-dailySalary-22002');
    expect(within(fixed).getByText('188.00')).toBeInTheDocument();
    expect(within(fixed).queryByText(/%/)).not.toBeInTheDocument();
    const dividend = screen.getByTestId('ac-request-dividend-21002');
    expect(within(dividend).getByText('15.50%')).toBeInTheDocument();
    expect(within(dividend).getAllByText('200,000.00')).toHaveLength(2); // minimum bet and period bet required
    const realTime = screen.getByTestId('ac-request-realTimeSalary-24001');
    expect(within(realTime).getByText('0.75%')).toBeInTheDocument();
  });

  it('shows an empty state in every section for player01', async () => {
    renderAs('player01');
    expect(await screen.findByTestId('ac-summary')).toHaveTextContent('new_requests 0');
    for (const kind of ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']) {
      const section = screen.getByTestId(`ac-section-${kind}`);
      expect(within(section).getByText('no_data')).toBeInTheDocument();
      expect(within(section).queryAllByRole('article')).toHaveLength(0);
    }
  });

  it('shows the empty list beside a non-empty one (agent01)', async () => {
    renderAs('agent01');
    expect(ids(await screen.findByTestId('ac-section-dailySalary-new'))).toEqual([
      'ac-request-dailySalary-12001',
    ]);
    expect(
      within(screen.getByTestId('ac-section-dailySalary-termination')).getByText('no_data'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('ac-section-dividend')).getByText('no_data')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    renderAs('agent02');
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(await screen.findByTestId('ac-summary')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a working retry after a failure', async () => {
    server.use(
      http.get(
        '*/wps/agent/contracts/consolidated',
        () =>
          HttpResponse.json(
            { success: false, errorCode: 'system.busy', message: 'Busy, try later' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    renderAs('agent02');
    const retry = await screen.findByTestId('ac-retry');
    expect(retry).toHaveTextContent('Busy, try later');
    await userEvent.click(within(retry).getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('ac-request-dividend-21001')).toBeInTheDocument();
    expect(screen.queryByTestId('ac-retry')).not.toBeInTheDocument();
  });

  it('reports a malformed response instead of crashing', async () => {
    server.use(
      http.get(
        '*/wps/agent/contracts/consolidated',
        () => HttpResponse.json({ success: true, value: { dividend: 1 } }),
        {
          once: true,
        },
      ),
    );
    renderAs('agent02');
    expect(await screen.findByTestId('ac-retry')).toHaveTextContent(/could not be read/);
  });

  it('handles a 401: asks to log in, and loads again once the session is valid', async () => {
    const fake = createFakeShell();
    fake.session.logIn('expired-token', { ...MEMBERS.agent02 });
    renderWithShell(<AgentContractsRoutes basePath="/member/contracts" shell={fake.shell} />, fake, '/');
    const retry = await screen.findByTestId('ac-retry');
    expect(retry).toHaveTextContent('in_sorry_in');

    // Retrying with the same bad token fails the same way, without crashing.
    await userEvent.click(within(retry).getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('ac-retry')).toHaveTextContent('in_sorry_in');

    // The host logs the member in again: the page reloads by itself.
    act(() => runInAction(() => fake.session.logIn(sandbox.issueToken('agent02'), { ...MEMBERS.agent02 })));
    expect(await screen.findByTestId('ac-request-dividend-21001')).toBeInTheDocument();
  });

  it('asks to log in when there is no session', async () => {
    const fake = renderAs(null);
    const card = screen.getByTestId('ac-logged-out');
    expect(card).toHaveTextContent('in_sorry_in');
    await userEvent.click(within(card).getByRole('button', { name: 'login' }));
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
  });
});
