import type { MemberInfo } from '@wl/shell-contract';
import { createFakeShell, renderWithShell, type FakeShellOptions } from '@wl/shell-contract/testing';
import { act, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { AGENT_MENU, MEMBER_MENU } from '../constants';
import { MenuStore } from '../features/menu/stores/menu-store';
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

const links = (testId: string) =>
  screen.queryByTestId(testId)
    ? within(screen.getByTestId(testId))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    : [];

describe('MemberFrame', () => {
  it('renders the page in the content area beside the member menu', () => {
    renderFrame({ type: 0 });
    expect(within(screen.getByTestId('member-frame')).getByText('page content')).toBeInTheDocument();
    expect(links('mc-menu-member')).toEqual([
      ['menu_overview', '/member'],
      ['menu_points_mall', '/member/pointMall'],
    ]);
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderFrame({ type: 0 }, {}, '/member/pointMall');
    expect(screen.getByTestId('mc-menu-menu_points_mall')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('mc-menu-menu_overview')).not.toHaveAttribute('aria-current');
  });

  it('hides the points mall when PTSYS3 is off', () => {
    renderFrame({ type: 0 }, { flags: ['AGECONTRACT3'] });
    expect(links('mc-menu-member')).toEqual([['menu_overview', '/member']]);
  });

  it.each([1, 2, 41, 42])('shows the agent menu with contract requests for isAgent %i', (type) => {
    renderFrame({ type });
    expect(links('mc-menu-agent')).toEqual([['menu_agent_contracts', '/member/contracts']]);
    expect(within(screen.getByTestId('mc-menu-agent')).getByText('agent_centre')).toBeInTheDocument();
  });

  it.each([0, 40])('shows no agent menu for isAgent %i', (type) => {
    renderFrame({ type });
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
    expect(screen.queryByText('menu_agent_contracts')).not.toBeInTheDocument();
  });

  it('hides contract requests (and so the empty agent menu) when AGECONTRACT3 is off', () => {
    renderFrame({ type: 2 }, { flags: ['PTSYS3'] });
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
    expect(links('mc-menu-member')).toEqual([
      ['menu_overview', '/member'],
      ['menu_points_mall', '/member/pointMall'],
    ]);
  });

  it('follows the session: the agent menu appears when an agent logs in', () => {
    const fake = renderFrame(null);
    expect(screen.queryByTestId('mc-menu-agent')).not.toBeInTheDocument();
    act(() => runInAction(() => fake.session.logIn('t', { id: 3, account: 'agent02', type: 2 })));
    expect(links('mc-menu-agent')).toEqual([['menu_agent_contracts', '/member/contracts']]);
  });

  it('blocks demo accounts (isAgent 4) from member pages', () => {
    renderFrame({ type: 4 });
    expect(screen.getByTestId('mc-demo-blocked')).toHaveTextContent('in_need_true_account');
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });
});

describe('menu table', () => {
  it('keeps every spec item, and never shows one whose page does not exist yet', () => {
    const fake = createFakeShell();
    fake.session.logIn('t', { id: 1, account: 'a', type: 2, toUpline: 1 });
    const menu = new MenuStore(fake.shell);
    expect(MEMBER_MENU).toHaveLength(16);
    expect(AGENT_MENU).toHaveLength(13);
    for (const item of [...MEMBER_MENU, ...AGENT_MENU]) {
      if (!item.available) expect([item.key, menu.isShown(item)]).toEqual([item.key, false]);
    }
    expect([...menu.memberItems, ...menu.agentItems].map((i) => i.path)).toEqual([
      '/member',
      '/member/pointMall',
      '/member/contracts',
    ]);
  });

  it('applies the transfer-to-upline and referral rules once those pages exist', () => {
    const fake = createFakeShell({ flags: [] });
    const menu = new MenuStore(fake.shell);
    const upline = { ...MEMBER_MENU.find((i) => i.rule === 'toUpline')!, available: true };
    const referral = { ...MEMBER_MENU.find((i) => i.rule === 'referral')!, available: true };
    fake.session.logIn('t', { id: 1, account: 'p', type: 0, toUpline: 1 });
    expect([menu.isShown(upline), menu.isShown(referral)]).toEqual([true, false]);
    fake.session.logIn('t', { id: 1, account: 'p', type: 0, toUpline: 0 });
    expect(menu.isShown(upline)).toBe(false);
    fake.session.logIn('t', { id: 2, account: 'a', type: 2, toUpline: 1 });
    expect([menu.isShown(upline), menu.isShown(referral)]).toEqual([false, true]);
  });
});
