import type { EventBus } from '@wl/event-bus';
import { setupSandboxServer } from '@wl/sandbox/testing';
import type { Balance, MemberInfo } from '@wl/shell-contract';
import { createFakeShell, renderWithShell, type FakeShell } from '@wl/shell-contract/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { http, HttpResponse } from 'msw';
import { MemberCentreRoutes } from '../../../root';

const { sandbox, server } = setupSandboxServer();

// What the host puts in the session for player01 (member info and balance as the sandbox core serves them).
const PLAYER01: MemberInfo = {
  id: 10001,
  account: 'player01',
  nickname: 'Player 01',
  type: 0,
  lastLogin: '2024-06-01 12:00:00',
  toUpline: 1,
  clubLabel: { labelName: 'VIP3', color: '#d4a017', type: 'AUTO', rankLevel: 3 },
};
const BALANCE: Balance = {
  sumBalance: '12634.17',
  currencySymbol: '¥',
  currency: 'CNY',
  currencyPosition: 'F',
  balance: [
    { accountName: 'MAIN', displayName: '中心钱包', availBalance: '12345.67' },
    { accountName: 'AG', displayName: 'AG视讯', availBalance: '200.00' },
    { accountName: 'PG', displayName: 'PG电子', availBalance: '88.50' },
  ],
};

/** Counts live bus subscriptions per event type, to check the overview cleans up after itself. */
function trackSubscriptions(events: EventBus): Map<string, number> {
  const live = new Map<string, number>();
  const subscribe = events.subscribe.bind(events);
  events.subscribe = ((type, handler) => {
    live.set(type, (live.get(type) ?? 0) + 1);
    const off = subscribe(type, handler);
    return () => {
      live.set(type, (live.get(type) ?? 1) - 1);
      off();
    };
  }) as EventBus['subscribe'];
  return live;
}

function renderOverview(
  member: MemberInfo = PLAYER01,
  balance: Balance | null = BALANCE,
  fake = createFakeShell(),
) {
  fake.session.logIn(sandbox.issueToken(member.account), member, balance);
  const view = renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, '/');
  return { fake, view };
}

describe('member overview', () => {
  it('shows account, nickname, VIP label and VIP progress from the sandbox', async () => {
    renderOverview();
    const overview = screen.getByTestId('member-overview');
    expect(within(overview).getByTestId('member-account')).toHaveTextContent('player01');
    expect(within(overview).getByTestId('member-nickname')).toHaveTextContent('Player 01');
    const [label] = within(overview).getAllByTestId('member-vip-label');
    expect(label).toHaveTextContent('VIP3');
    expect(label).toHaveStyle({ color: '#d4a017' });
    // player01: 3 of 5 conditions.
    expect(await screen.findByTestId('member-vip-percent')).toHaveTextContent('60%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('vip_conditions')).toBeInTheDocument();
  });

  it('shows full VIP progress when the member has no label to reach (labelId null)', async () => {
    renderOverview({ id: 10003, account: 'agent02', nickname: 'Agent 02', type: 2, clubLabel: null });
    expect(await screen.findByTestId('member-vip-percent')).toHaveTextContent('100%');
    expect(screen.getByText('vip_no_next_label')).toBeInTheDocument();
    expect(screen.getAllByText('vip_none').length).toBeGreaterThan(0);
  });

  it('retries a failed VIP progress load', async () => {
    server.use(
      http.get(
        '*/wps/member/rank/progress',
        () => HttpResponse.json({ success: false, message: 'Busy' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderOverview();
    const retry = await screen.findByTestId('member-vip-retry');
    expect(retry).toHaveTextContent('Busy');
    await userEvent.click(within(retry).getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('member-vip-percent')).toHaveTextContent('60%');
  });

  it('shows a retry card, not a crash, on a 401', async () => {
    const fake = createFakeShell();
    fake.session.logIn('stale-token', PLAYER01, BALANCE);
    renderWithShell(<MemberCentreRoutes basePath="/member" shell={fake.shell} />, fake, '/');
    expect(await screen.findByTestId('member-vip-retry')).toHaveTextContent('in_sorry_in');
    expect(screen.getByTestId('member-balance-sum')).toBeInTheDocument();
  });

  it('lists the wallets with the currency symbol and re-renders when the host updates the balance', async () => {
    const { fake } = renderOverview();
    expect(screen.getByTestId('member-balance-sum')).toHaveTextContent('¥12,634.17');
    const wallets = within(screen.getByTestId('member-wallets')).getAllByRole('listitem');
    expect(wallets.map((w) => w.textContent)).toEqual([
      '中心钱包¥12,345.67',
      'AG视讯¥200.00',
      'PG电子¥88.50',
    ]);

    act(() =>
      runInAction(() => {
        fake.session.balance = {
          ...BALANCE,
          sumBalance: '1000000',
          currencySymbol: '฿',
          currencyPosition: 'B',
          balance: [{ accountName: 'MAIN', displayName: 'Main', availBalance: '1000000' }],
        };
      }),
    );
    expect(screen.getByTestId('member-balance-sum')).toHaveTextContent('1,000,000.00 ฿');
    expect(within(screen.getByTestId('member-wallets')).getAllByRole('listitem')).toHaveLength(1);
    await screen.findByTestId('member-vip-percent');
  });

  it('shows no data while the host has no balance', async () => {
    renderOverview(PLAYER01, null);
    expect(screen.queryByTestId('member-balance-sum')).not.toBeInTheDocument();
    expect(screen.getAllByText('no_data').length).toBeGreaterThan(0);
    await screen.findByTestId('member-vip-percent');
  });

  it('asks the host to refresh the balance through the bus', async () => {
    const { fake } = renderOverview();
    const requests: unknown[] = [];
    fake.shell.events.subscribe('wallet.refreshRequested', (payload) => requests.push(payload));
    const button = screen.getByTestId('member-balance-refresh');
    await userEvent.click(button);
    expect(requests).toEqual([{ source: 'member-centre' }]);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('wallet_refreshing');

    act(() => fake.shell.events.publish('wallet.refreshed', { sumBalance: '1.00' }));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(requests).toHaveLength(2);
    await screen.findByTestId('member-vip-percent');
  });

  it('lists recent account events from the bus and unsubscribes on unmount', async () => {
    const fake: FakeShell = createFakeShell();
    const live = trackSubscriptions(fake.shell.events);
    const { view } = renderOverview(PLAYER01, BALANCE, fake);
    const list = screen.getByTestId('member-events');
    expect(within(list).getByText('no_data')).toBeInTheDocument();

    act(() => {
      fake.shell.events.publish('DEPOSIT', {
        amount: '500',
        status: 'success',
        time: Date.UTC(2024, 5, 1, 12),
      });
      fake.shell.events.publish('WITHDRAW', { amount: '20.5', status: 'reject', remarks: 'bank closed' });
      fake.shell.events.publish('INBOX', { title: 'New message' });
      fake.shell.events.publish('PROMOTION_CLAIM', { title: 'Daily bonus', amount: '8' });
      fake.shell.events.publish('ONLINE_MSG', { message: 'not listed' });
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-type'))).toEqual([
      'PROMOTION_CLAIM',
      'INBOX',
      'WITHDRAW',
      'DEPOSIT',
    ]);
    expect(items[0]).toHaveTextContent('event_PROMOTION_CLAIM');
    expect(items[0]).toHaveTextContent('Daily bonus · 8.00');
    expect(items[2]).toHaveTextContent('20.50 · reject · bank closed');
    expect(items[3]).toHaveTextContent('500.00 · success');
    expect(within(items[3]!).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    await screen.findByTestId('member-vip-percent');

    for (const type of ['DEPOSIT', 'WITHDRAW', 'INBOX', 'PROMOTION_CLAIM', 'wallet.refreshed'])
      expect(live.get(type)).toBe(1);
    view.unmount();
    for (const [type, count] of live) expect([type, count]).toEqual([type, 0]);
  });
});
