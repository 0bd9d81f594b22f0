import type { MemberInfo } from '@wl/shell-contract';
import { createFakeShell, renderWithShell, type FakeShellOptions } from '@wl/shell-contract/testing';
import { act, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { AGENT_MENU, MEMBER_MENU } from '../constants';
import { MenuStore } from '../features/menu/stores/menu-store';
import { PAGES } from '../pages';
import { MemberFrame } from './member-frame';

function renderFrame(member: Partial<MemberInfo> | null, options: FakeShellOptions = {}, route = '/member') {
  const fake = createFakeShell(options);
  if (member) fake.session.logIn('token', { id: 1, account: 'someone', type: 0, ...member });
  renderWithShell(
    <MemberFrame shell={fake.shell}>
      <p>page content</p>
    </MemberFrame>,
    fake,
    route,
  );
  return fake;
}

const links = (testId: string): [string | null, string | null][] =>
  screen.queryByTestId(testId)
    ? within(screen.getByTestId(testId))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    : [];

/** The member-money entries (pages of this slice), with their paths. */
const MONEY_ENTRIES: [string, string][] = [
  ['menu_account_security', '/member/securityCenter'],
  ['menu_wallet', '/member/transferFund'],
  ['menu_deposit', '/member/depositv2'],
  ['menu_withdrawal', '/member/withdraw'],
  ['menu_platform_messages', '/member/messageV2'],
];

describe('MemberFrame', () => {
  it('renders the page in the content area beside the member menu, overview first', () => {
    renderFrame({ type: 0 });
    expect(within(screen.getByTestId('member-frame')).getByText('page content')).toBeInTheDocument();
    const member = links('mc-menu-member');
    expect(member[0]).toEqual(['menu_overview', '/member']);
    expect(member).toEqual(
      expect.arrayContaining([...MONEY_ENTRIES, ['menu_points_mall', '/member/pointMall']]),
    );
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderFrame({ type: 0 }, {}, '/member/depositv2');
    expect(screen.getByTestId('mc-menu-menu_deposit')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('mc-menu-menu_overview')).not.toHaveAttribute('aria-current');
  });

  it('hides the entries whose flag is off (PTSYS3, DEPOSIT, WITHDRAW, MAILCEN)', () => {
    renderFrame({ type: 0 }, { flags: ['AGECONTRACT3'] });
    const keys = links('mc-menu-member').map(([key]) => key);
    expect(keys).toEqual(expect.arrayContaining(['menu_overview', 'menu_account_security', 'menu_wallet']));
    for (const key of ['menu_points_mall', 'menu_deposit', 'menu_withdrawal', 'menu_platform_messages']) {
      expect(keys).not.toContain(key);
    }
  });

  it.each([1, 2, 41, 42])('shows the agent menu with contract requests for isAgent %i', (type) => {
    renderFrame({ type });
    expect(links('mc-menu-agent')).toContainEqual(['menu_agent_contracts', '/member/contracts']);
    expect(within(screen.getByTestId('mc-menu-agent')).getByText('agent_centre')).toBeInTheDocument();
  });

  it.each([0, 40])('shows no agent menu for isAgent %i', (type) => {
    renderFrame({ type });
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
    expect(screen.queryByText('menu_agent_contracts')).not.toBeInTheDocument();
  });

  it('hides contract requests when AGECONTRACT3 is off', () => {
    renderFrame({ type: 2 }, { flags: ['PTSYS3'] });
    expect(screen.queryByText('menu_agent_contracts')).not.toBeInTheDocument();
    expect(links('mc-menu-member')).toContainEqual(['menu_points_mall', '/member/pointMall']);
  });

  it('follows the session: the agent menu appears when an agent logs in', () => {
    const fake = renderFrame(null);
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
    act(() => runInAction(() => fake.session.logIn('t', { id: 3, account: 'agent02', type: 2 })));
    expect(links('mc-menu-agent')).toContainEqual(['menu_agent_contracts', '/member/contracts']);
  });

  it('lists the items in groups under headings, the agent centre in groups of its own', () => {
    renderFrame({ type: 1 });
    const headings = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(headings('mc-menu-member')).toEqual([
      'menu_group_account',
      'menu_group_money',
      'menu_group_records',
      'menu_group_rewards',
      'menu_group_security',
    ]);
    expect(headings('mc-menu-agent')).toEqual([
      'menu_group_agent_team',
      'menu_group_agent_income',
      'menu_group_agent_contracts',
    ]);
    const money = screen.getByRole('group', { name: 'menu_group_money' });
    expect(
      within(money)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['menu_wallet', 'menu_deposit', 'menu_withdrawal']);
  });

  it('folds into a menu button naming the current page: open on the index, closed on a page until tapped', async () => {
    renderFrame({ type: 0 }, {}, '/member/depositv2');
    const toggle = screen.getByTestId('mc-menu-toggle');
    expect(toggle).toHaveTextContent('menu_deposit');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menus = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menus).toHaveAttribute('data-open', 'false');
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menus).toHaveAttribute('data-open', 'true');
    // Choosing an item closes it on the page it opens; the index opens it again.
    act(() => screen.getByTestId('mc-menu-menu_wallet').click());
    expect(toggle).toHaveTextContent('menu_wallet');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => screen.getByTestId('mc-menu-menu_overview').click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('blocks demo accounts (isAgent 4) from member pages', () => {
    renderFrame({ type: 4 });
    expect(screen.getByTestId('mc-demo-blocked')).toHaveTextContent('in_need_true_account');
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });
});

describe('menu table', () => {
  it('keeps every spec item, and never shows one that has no page', () => {
    const keys = [...MEMBER_MENU, ...AGENT_MENU].map((i) => i.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'menu_account_security',
        'menu_wallet',
        'menu_deposit',
        'menu_withdrawal',
        'menu_bet_record',
        'menu_account_record',
        'menu_personal_loss',
        'menu_transfer_to_upline',
        'menu_reward_centre',
        'menu_invite_friends',
        'menu_bonus_details',
        'menu_mission_activity',
        'menu_platform_messages',
        'menu_manual_rebate',
        'menu_agent_announcement',
        'menu_agent_overview',
        'menu_agent_register_centre',
        'menu_agent_team_management',
        'menu_agent_team_betting',
        'menu_agent_team_loss',
        'menu_agent_income',
        'menu_agent_account_details',
        'menu_agent_red_envelope',
        'menu_agent_dividend',
        'menu_agent_daily_salary',
        'menu_agent_hourly_salary',
      ]),
    );
    const fake = createFakeShell();
    fake.session.logIn('t', { id: 1, account: 'a', type: 1, toUpline: 1 });
    const menu = new MenuStore(fake.shell);
    for (const item of [...MEMBER_MENU, ...AGENT_MENU]) {
      if (!item.available && !PAGES[item.key])
        expect([item.key, menu.isShown(item)]).toEqual([item.key, false]);
    }
    for (const [key] of MONEY_ENTRIES) expect(PAGES[key]).toBeDefined();
  });

  it('shows transfer to upline for toUpline 1, isAgent not 2 and CREDITMAR3 on; referral by flag or for agents', () => {
    const fake = createFakeShell({ flags: ['CREDITMAR3'] });
    const menu = new MenuStore(fake.shell);
    const upline = { ...MEMBER_MENU.find((i) => i.rule === 'toUpline')!, available: true };
    const referral = { ...MEMBER_MENU.find((i) => i.rule === 'referral')!, available: true };
    fake.session.logIn('t', { id: 1, account: 'p', type: 0, toUpline: 1 });
    expect([menu.isShown(upline), menu.isShown(referral)]).toEqual([true, false]);
    fake.session.logIn('t', { id: 1, account: 'p', type: 0, toUpline: 0 });
    expect(menu.isShown(upline)).toBe(false);
    fake.session.logIn('t', { id: 2, account: 'a', type: 2, toUpline: 1 });
    expect([menu.isShown(upline), menu.isShown(referral)]).toEqual([false, true]);
    const off = new MenuStore(createFakeShell({ flags: ['REFERRAL'] }).shell);
    expect(off.isShown(upline)).toBe(false);
  });
});
