import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RemoteRoutes } from '../root';
import { EAGER_CARD_IMAGES } from '../features/promotions/constants';

const { server } = setupSandboxServer();

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderPage(route = '/', basePath = '/promotions') {
  const fake = createFakeShell();
  renderWithShell(<RemoteRoutes basePath={basePath} shell={fake.shell} />, fake, route);
  return fake;
}

const cards = () => screen.getAllByTestId('promotion-card');
const titleOf = (card: HTMLElement) => within(card).getByRole('heading').textContent;

describe('promotions page', () => {
  it('shows category tabs and promotion cards with image, title and start day and month', async () => {
    renderPage();
    const page = screen.getByTestId('promotions-page');
    await within(page).findAllByTestId('promotion-card');
    expect(
      within(page)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['tab_all', '新人专享', '存款优惠', '返水与 VIP']);
    expect(cards()).toHaveLength(15);
    const first = cards().find((c) => titleOf(c) === '每日存款加赠 10%')!;
    expect(first.querySelector('img')).toHaveAttribute('src', '/wps/res/img/banner/promo-daily-deposit.svg');
    expect(within(first).getByText('05')).toBeInTheDocument();
    expect(within(first).getByText('month_11')).toBeInTheDocument();
  });

  it("fetches the first screen's card images at once, the first with high priority, and the rest lazily", async () => {
    renderPage();
    await screen.findAllByTestId('promotion-card');
    const images = cards().map((card) => card.querySelector('img'));
    expect(images.slice(0, EAGER_CARD_IMAGES).map((image) => image?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(EAGER_CARD_IMAGES).every((image) => image?.getAttribute('loading') === 'lazy')).toBe(
      true,
    );
  });

  it('filters by category tab', async () => {
    renderPage();
    await screen.findAllByTestId('promotion-card');
    await userEvent.click(screen.getByRole('tab', { name: '存款优惠' }));
    expect(screen.getByRole('tab', { name: '存款优惠' })).toHaveAttribute('aria-selected', 'true');
    expect(cards().map(titleOf)).toEqual([
      '每日存款加赠 10%',
      '累计存款次数奖励',
      '新会员首存 100% 奖励',
      '周末续存奖励',
      '第三笔存款奖励',
      '第四笔存款奖励',
      '第五笔存款奖励',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'tab_all' }));
    expect(cards()).toHaveLength(15);
  });

  it('opens and closes the content with the more toggle; the content is sanitised', async () => {
    renderPage();
    await screen.findAllByTestId('promotion-card');
    const vip = cards().find((c) => titleOf(c) === 'VIP 晋级礼金')!;
    const toggle = within(vip).getByRole('button', { name: 'more_open' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(vip).queryByTestId('promotion-content')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('more_close');
    const content = await within(vip).findByTestId('promotion-content');
    expect(content.querySelector('table')).not.toBeNull();
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as unknown as { __promoHacked?: boolean }).__promoHacked).toBeUndefined();
    await userEvent.click(toggle);
    expect(within(vip).queryByTestId('promotion-content')).toBeNull();
  });

  it('opens and scrolls to the promotion named by the URL hash', async () => {
    scrollIntoView.mockClear();
    renderPage('/?t=1700000000000#2006', '/promotion');
    const card = await waitFor(() => {
      const found = document.getElementById('pr-promotion-2006');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(await within(card).findByTestId('promotion-content')).toHaveTextContent('1.2%');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(cards().filter((c) => within(c).queryByTestId('promotion-content'))).toHaveLength(1);
  });

  it('goes to the promotion: member pages prompt login, register navigates', async () => {
    const fake = renderPage();
    await screen.findAllByTestId('promotion-card');
    const register = cards().find((c) => titleOf(c) === '注册即送 38 元体验金')!;
    await userEvent.click(within(register).getByRole('button', { name: 'go_promotion' }));
    expect(fake.navigations).toEqual(['/register']);
    const points = cards().find((c) => titleOf(c) === '积分兑好礼')!;
    await userEvent.click(within(points).getByRole('button', { name: 'go_promotion' }));
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
  });

  it('shows a retry card when loading fails, and retry loads the page', async () => {
    server.use(
      http.get(
        '*/wps/promotion/list',
        () => HttpResponse.json({ success: false, errorCode: 'e', message: 'Down' }),
        {
          once: true,
        },
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(15);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for an empty list', async () => {
    server.use(http.get('*/wps/promotion/list', () => HttpResponse.json({ success: true, value: [] })));
    renderPage();
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});

describe('promotions page in a language', () => {
  it('loads the area texts and asks the server in that language', async () => {
    const fake = createFakeShell({ language: 'EN' });
    renderWithShell(<RemoteRoutes basePath="/promotions" shell={fake.shell} />, fake, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Deposit bonuses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Details' })).toHaveLength(15);
  });
});
