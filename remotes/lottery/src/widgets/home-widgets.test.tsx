import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { Jackpot } from './jackpot';
import { LotteryMenu } from './lottery-menu';
import { MiniGame } from './mini-game';
import { PopularTrend } from './popular-trend';
import { QuickBet } from './quick-bet';

const { server } = setupSandboxServer();

function render(ui: (shell: ReturnType<typeof createFakeShell>['shell']) => React.ReactElement) {
  const fake = createFakeShell();
  renderWithShell(ui(fake.shell), fake);
  return fake;
}

describe('LotteryMenu widget', () => {
  it('folds a group beyond 4 behind a more/less toggle and opens a game with its play type', async () => {
    const user = userEvent.setup();
    const fake = render((shell) => <LotteryMenu shell={shell} />);
    const ssc = await screen.findByTestId('lt-menu-group-SSC');
    expect(within(ssc).getAllByRole('listitem')).toHaveLength(4);
    const toggle = within(ssc).getByRole('button', { name: 'menu_more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(ssc).getAllByRole('listitem')).toHaveLength(5);
    expect(within(ssc).getByRole('button', { name: 'menu_less' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByTestId('lt-menu-group-11X5')).queryByRole('button', { name: 'menu_more' }),
    ).toBeNull();
    await user.click(within(ssc).getByRole('button', { name: '天津时时彩' }));
    expect(fake.navigations).toEqual(['/lottery?gameCode=TJSSC&playType=SSC_5X_ZX']);
  });

  it('shows a retry card on a failure, and the retry works', async () => {
    server.use(
      http.get('*/lgw/games/game_menus', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const user = userEvent.setup();
    render((shell) => <LotteryMenu shell={shell} />);
    await user.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('lt-menu-group-SSC')).toBeInTheDocument();
  });
});

describe('PopularTrend widget', () => {
  it('lists the 4 popular lotteries as links to the lottery route; a click navigates in the page', async () => {
    const user = userEvent.setup();
    const fake = render((shell) => <PopularTrend shell={shell} />);
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/lottery?gameCode=CQSSC');
    await user.click(links[0]!);
    expect(fake.navigations).toEqual(['/lottery?gameCode=CQSSC']);
  });
});

describe('QuickBet widget', () => {
  it('picks a game by its gameCode field, shows 5 numbers and goes to betting with them', async () => {
    const user = userEvent.setup();
    const fake = render((shell) => <QuickBet shell={shell} />);
    const select = await screen.findByRole('combobox');
    expect(select).toHaveAttribute('name', 'gameCode');
    await user.selectOptions(select, 'GD11X5');
    expect(await screen.findByTestId('quick-bet-numero')).toHaveTextContent(/^\d{8}-\d{4}$/);
    const numbers = within(screen.getByTestId('quick-bet-numbers'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(numbers).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'quick_bet_go' }));
    expect(fake.navigations).toEqual([
      `/lottery?gameCode=GD11X5&playType=11X5_RX5&bet_param=${encodeURIComponent(numbers.join(','))}`,
    ]);
  });
});

describe('Jackpot widget', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  const runFrame = (at: number) => act(() => frames.splice(0).forEach((cb) => cb(at)));

  it('counts up from the server amount on animation frames', async () => {
    // The frames start when the amount arrives (performance.now() 5000 here).
    jest.spyOn(performance, 'now').mockReturnValue(5000);
    render((shell) => <Jackpot shell={shell} />);
    const amount = await screen.findByText('23,456,789.12');
    runFrame(6000);
    expect(amount).toHaveTextContent('23,456,878.00');
    runFrame(6500);
    expect(amount).toHaveTextContent('23,456,922.44');
  });

  it('stays still for prefers-reduced-motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render((shell) => <Jackpot shell={shell} />);
    await screen.findByText('23,456,789.12');
    expect(frames).toHaveLength(0);
  });
});

describe('MiniGame widget', () => {
  afterEach(() => delete (window as { WlMiniGame?: unknown }).WlMiniGame);

  it('opens the provider game from the launcher (aria-expanded), and Escape closes it', async () => {
    const mount = jest.fn((element: HTMLElement, _options: unknown) => {
      element.textContent = 'dice game';
      return () => undefined;
    });
    (window as { WlMiniGame?: unknown }).WlMiniGame = { mount };
    const user = userEvent.setup();
    render((shell) => <MiniGame shell={shell} />);
    const launcher = screen.getByRole('button', { name: 'mini_game_title' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    launcher.focus();
    await user.keyboard('{Enter}');
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('dice game')).toBeInTheDocument();
    expect(mount.mock.calls[0]![1]).toMatchObject({
      mode: 'LOTT',
      labels: { title: 'mini_game_title', roll: 'mini_game_roll', play: 'mini_game_play' },
    });
    await user.keyboard('{Escape}');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });
});
