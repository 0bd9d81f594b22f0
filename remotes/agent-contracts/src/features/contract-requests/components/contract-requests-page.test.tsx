import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  it('shows every kind for agent02, split into new, termination and settled requests (today)', async () => {
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
    // The dividend group sent 3 days ago (SPORTS) is outside today's range.
    expect(ids(screen.getByTestId('ac-section-dividend-new'))).toEqual([
      'ac-request-dividend-LOTT-HALF_MONTH',
      'ac-request-dividend-RNG-WEEKLY',
    ]);
    expect(ids(screen.getByTestId('ac-section-dividend-termination'))).toEqual([
      'ac-request-dividend-LIVE-MONTHLY',
    ]);
    expect(ids(screen.getByTestId('ac-section-dailySalary-new'))).toEqual([
      'ac-request-dailySalary-22001',
      'ac-request-dailySalary-22003',
      'ac-request-dailySalary-22004',
    ]);
    expect(ids(screen.getByTestId('ac-section-hourlySalary-other'))).toEqual([
      'ac-request-hourlySalary-23003',
    ]);
    expect(ids(screen.getByTestId('ac-section-realTimeSalary-other'))).toEqual([
      'ac-request-realTimeSalary-24003',
    ]);
    expect(
      within(screen.getByTestId('ac-request-dividend-LOTT-HALF_MONTH')).getByText('status_P'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('ac-higher-rate')).toHaveLength(1);
    expect(
      within(screen.getByTestId('ac-request-dividend-RNG-WEEKLY')).getByTestId('ac-higher-rate'),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('ac-summary');
    expect(summary).toHaveTextContent('new_requests 7');
    expect(summary).toHaveTextContent('termination_requests 4');
    // The dividend group's two tiers are one request (the dividend call names the product and period).
    expect(
      within(screen.getByTestId('ac-request-dividend-LOTT-HALF_MONTH')).getAllByRole('row'),
    ).toHaveLength(3);
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
    const dividend = screen.getByTestId('ac-request-dividend-LOTT-HALF_MONTH');
    expect(within(dividend).getByText('15.50%')).toBeInTheDocument();
    expect(within(dividend).getAllByText('200,000.00')).toHaveLength(2); // minimum bet and period bet required
    const realTime = screen.getByTestId('ac-request-realTimeSalary-24001');
    expect(within(realTime).getByText('0.75%')).toBeInTheDocument();
  });

  it('accepts a request: sends A, says so, and lists it accepted without actions', async () => {
    const fake = renderAs('agent02');
    const request = await screen.findByTestId('ac-request-hourlySalary-23001');
    await userEvent.click(within(request).getByRole('button', { name: 'action_accept' }));
    await waitFor(() =>
      expect(screen.getByTestId('ac-request-hourlySalary-23001')).toHaveAttribute('data-status', 'A'),
    );
    expect(within(screen.getByTestId('ac-request-hourlySalary-23001')).queryAllByRole('button')).toHaveLength(
      0,
    );
    expect(fake.messages).toEqual(['toast:action_accept_done']);
  });

  it('asks higher_rate before accepting a higher-rate dividend; no answer, no call', async () => {
    const fake = renderAs('agent02');
    fake.confirmAnswer = false;
    const request = await screen.findByTestId('ac-request-dividend-RNG-WEEKLY');
    await userEvent.click(within(request).getByRole('button', { name: 'action_accept' }));
    await waitFor(() => expect(fake.messages).toEqual(['confirm:higher_rate']));
    expect(screen.getByTestId('ac-request-dividend-RNG-WEEKLY')).toHaveAttribute('data-status', 'E');
    fake.confirmAnswer = true;
    await userEvent.click(within(request).getByRole('button', { name: 'action_accept' }));
    await waitFor(() =>
      expect(screen.getByTestId('ac-request-dividend-RNG-WEEKLY')).toHaveAttribute('data-status', 'A'),
    );
    expect(fake.messages).toEqual(['confirm:higher_rate', 'confirm:higher_rate', 'toast:action_accept_done']);
    // Rejecting never asks.
    await userEvent.click(
      within(screen.getByTestId('ac-request-dailySalary-22001')).getByRole('button', {
        name: 'action_reject',
      }),
    );
    await waitFor(() => expect(fake.messages.at(-1)).toBe('toast:action_reject_done'));
  });

  it('refuses an illegal transition with contract_status_changed and shows the real status', async () => {
    const fake = renderAs('agent02');
    const request = await screen.findByTestId('ac-request-dailySalary-22003');
    // Another device settles it first.
    const settled = await fetch('http://localhost/wps/agent/contracts/daily/process', {
      method: 'POST',
      headers: {
        Merchant: 'demo',
        Authorization: sandbox.issueToken('agent02'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 22003, status: 'R' }),
    });
    expect(settled.ok).toBe(true);
    await userEvent.click(within(request).getByRole('button', { name: 'action_accept' }));
    await waitFor(() => expect(fake.messages).toEqual(['warn:contract_status_changed']));
    await waitFor(() =>
      expect(screen.getByTestId('ac-request-dailySalary-22003')).toHaveAttribute('data-status', 'R'),
    );
  });

  it('lets one action run at a time', async () => {
    renderAs('agent02');
    await screen.findByTestId('ac-summary');
    sandbox.addFault({ method: 'POST', path: '/wps/agent/contracts/daily/process', delayMs: 200, times: 1 });
    await userEvent.click(
      within(screen.getByTestId('ac-request-dailySalary-22001')).getByRole('button', {
        name: 'action_accept',
      }),
    );
    for (const button of within(screen.getByTestId('agent-contracts')).getAllByRole('button', {
      name: /^action_/,
    }))
      expect(button).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByTestId('ac-request-dailySalary-22001')).toHaveAttribute('data-status', 'A'),
    );
  });

  it('searches another date range: 7 days shows the older dividend request', async () => {
    renderAs('agent02');
    await screen.findByTestId('ac-summary');
    expect(screen.queryByTestId('ac-request-dividend-SPORTS-DAILY')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'date_range_last_7_days' }));
    expect(await screen.findByTestId('ac-request-dividend-SPORTS-DAILY')).toBeInTheDocument();
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
    expect(await screen.findByTestId('ac-request-dailySalary-22001')).toBeInTheDocument();
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
    expect(await screen.findByTestId('ac-request-dailySalary-22001')).toBeInTheDocument();
  });

  it('asks to log in when there is no session', async () => {
    const fake = renderAs(null);
    const card = screen.getByTestId('ac-logged-out');
    expect(card).toHaveTextContent('in_sorry_in');
    await userEvent.click(within(card).getByRole('button', { name: 'login' }));
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
  });
});
