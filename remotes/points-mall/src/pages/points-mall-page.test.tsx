import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { RemoteRoutes } from '../root';

const { sandbox, server } = setupSandboxServer();

const BALANCE = {
  sumBalance: '12345.67',
  currencySymbol: '¥',
  currency: 'CNY',
  currencyPosition: 'F' as const,
  balance: [],
};

function renderMall({ account = 'player01', language }: { account?: string | null; language?: 'EN' } = {}) {
  const fake = createFakeShell(language ? { language } : {});
  if (account)
    fake.session.logIn(
      sandbox.issueToken(account),
      { id: 10001, account, type: 0, clubLabel: { labelName: 'VIP3' } },
      BALANCE,
    );
  renderWithShell(<RemoteRoutes basePath="/member/pointMall" shell={fake.shell} />, fake, '/');
  return fake;
}

const groups = () => screen.getAllByTestId('reward-group');
const cardsOf = (group: HTMLElement) => within(group).getAllByTestId('reward-card');
const card = (name: string) =>
  screen.getAllByTestId('reward-card').find((c) => c.getAttribute('aria-label') === name)!;

describe('points mall page', () => {
  it('shows the user card with the formatted point balance', async () => {
    renderMall();
    const page = screen.getByTestId('points-mall');
    expect(await within(page).findByTestId('point-balance')).toHaveTextContent('12,800');
    expect(within(page).getByText('player01')).toBeInTheDocument();
    expect(within(page).getByText('VIP3')).toBeInTheDocument();
  });

  it('groups rewards by type with 3 each and a show-more toggle', async () => {
    renderMall();
    await screen.findAllByTestId('reward-group');
    expect(groups().map((g) => cardsOf(g).length)).toEqual([3, 3, 2, 1]);
    const electronics = groups()[0]!;
    expect(within(electronics).getByRole('heading', { level: 2 })).toHaveTextContent('Electronics');
    const more = within(electronics).getByRole('button', { name: 'show_more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(cardsOf(electronics)).toHaveLength(8);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('show_less');
    await userEvent.click(more);
    expect(cardsOf(electronics)).toHaveLength(3);
    // Groups of 3 or fewer have no toggle.
    expect(within(groups()[1]!).queryByRole('button', { name: /show_/ })).toBeNull();
  });

  it('filters to one reward type with 7 shown, then all on show more', async () => {
    renderMall();
    await screen.findAllByTestId('reward-group');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'tab_all',
      'Electronics',
      'Gift cards',
      'Home & living',
      'Bonus credit',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Electronics' }));
    expect(groups()).toHaveLength(1);
    expect(cardsOf(groups()[0]!)).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'show_more' }));
    expect(cardsOf(groups()[0]!)).toHaveLength(8);
    await userEvent.click(screen.getByRole('tab', { name: 'Gift cards' }));
    expect(cardsOf(groups()[0]!)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'show_more' })).toBeNull();
  });

  it('prices in points, or points plus money in the member currency', async () => {
    renderMall();
    await screen.findAllByTestId('reward-group');
    const iphone = card('Apple iPhone 17 256GB');
    expect(within(iphone).getByTestId('reward-price')).toHaveTextContent('60,000');
    expect(within(iphone).getByTestId('reward-money')).toHaveTextContent('¥2,999.00');
    expect(within(iphone).getByTestId('reward-points-only')).toHaveTextContent('98,000');
    expect(iphone.querySelector('img')).toHaveAttribute('src', '/wps/res/img/reward/iphone.svg');
    const jd = card('京东 E 卡 500 元');
    expect(within(jd).getByTestId('reward-price')).toHaveTextContent('5,000 points_unit');
    expect(within(jd).queryByTestId('reward-money')).toBeNull();
    expect(within(jd).getByTestId('reward-inventory')).toHaveTextContent('50');
  });

  it('marks a reward with no inventory as sold out', async () => {
    renderMall();
    await screen.findAllByTestId('reward-group');
    await userEvent.click(screen.getByRole('tab', { name: 'Electronics' }));
    const ipad = card('iPad Air 11 英寸');
    expect(ipad).toHaveClass('is-sold-out');
    expect(within(ipad).getByTestId('sold-out')).toHaveTextContent('sold_out');
    expect(within(ipad).getByTestId('reward-inventory')).toHaveTextContent('0');
    expect(screen.getAllByTestId('sold-out')).toHaveLength(1);
    // Its redeem dialog opens, with the submit disabled (inventory 0).
    await userEvent.click(within(ipad).getByRole('button', { name: 'redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'redeem_title' });
    expect(within(dialog).getByTestId('redeem-sold-out')).toHaveTextContent('sold_out');
    expect(within(dialog).getByRole('button', { name: 'redeem_submit' })).toBeDisabled();
  });

  it('shows a retry card when the rewards fail, and retry loads them', async () => {
    server.use(
      http.get('*/wps/points/reward-types', () => HttpResponse.json({}, { status: 502 }), { once: true }),
    );
    renderMall();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bad Gateway');
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('12,800');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findAllByTestId('reward-group')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries the balance on its own', async () => {
    server.use(http.get('*/wps/points/balance', () => HttpResponse.error(), { once: true }));
    renderMall();
    await screen.findAllByTestId('reward-group');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('12,800');
  });

  it('handles a 401: login prompt, and a login reloads the mall', async () => {
    const fake = createFakeShell();
    fake.session.logIn('expired-token', { id: 10001, account: 'player01', type: 0 });
    renderWithShell(<RemoteRoutes basePath="/member/pointMall" shell={fake.shell} />, fake, '/');
    const prompt = await screen.findByTestId('points-mall-login');
    expect(prompt).toHaveTextContent('in_sorry_in');
    expect(screen.queryByTestId('reward-group')).toBeNull();

    fake.session.logOut();
    await userEvent.click(within(prompt).getByRole('button', { name: 'login' }));
    expect(fake.messages).toEqual(['warn:in_sorry_in']);

    act(() =>
      fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 }),
    );
    expect(await screen.findAllByTestId('reward-group')).toHaveLength(4);
    expect(screen.queryByTestId('points-mall-login')).toBeNull();
  });

  it('shows a small balance for another member and the empty state without rewards', async () => {
    server.use(
      http.get('*/wps/points/rewards', () =>
        HttpResponse.json({ success: true, value: { content: [], totalPages: 0, page: 1 } }),
      ),
    );
    renderMall({ account: 'agent02' });
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('0');
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });

  it('renders in the member language', async () => {
    renderMall({ language: 'EN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Points Mall' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Gift cards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(card('JD.com e-card 500')).toHaveTextContent('5,000 points');
  });
});
