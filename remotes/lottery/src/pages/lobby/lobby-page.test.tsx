import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { RemoteRoutes } from '../../root';
import { setupSandboxServer } from '@wl/sandbox/testing';

const { server } = setupSandboxServer();

// 2026-11-21 10:15:30 (UTC+8): CQSSC issue 0124 draws in 270 s, TXFFC issue 0616 in 30 s, SD11X5 issue 0062 in 270 s.
const T0 = new Date('2026-11-21T02:15:30Z');
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const seconds = (n: number) => act(() => jest.advanceTimersByTimeAsync(n * 1000));

function renderLobby(route = '/', basePath = '/lottery') {
  const fake = createFakeShell();
  renderWithShell(<RemoteRoutes basePath={basePath} shell={fake.shell} />, fake, route);
  return fake;
}

const menu = () => screen.getByRole('navigation', { name: 'menu_label' });
const group = (code: string) => within(menu()).getByRole('region', { name: `group_${code}` });
const resultRows = () => within(screen.getByTestId('lt-results')).getAllByRole('row').slice(1);
const ballsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('lottery lobby', () => {
  it('lists the groups, 4 games each, with a more toggle beyond 4', async () => {
    renderLobby();
    expect(await screen.findByTestId('lt-countdown')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-lobby')).toHaveAttribute('data-mode', 'all');
    const groups = within(menu())
      .getAllByRole('region')
      .map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual([
      'group_SSC',
      'group_11X5',
      'group_PK10',
      'group_FAST',
      'group_THAI',
      'group_THAISTOCK',
      'group_YIKI',
      'group_VN',
    ]);

    const ssc = group('SSC');
    expect(within(ssc).getAllByRole('listitem')).toHaveLength(4);
    const toggle = within(ssc).getByRole('button', { name: 'more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user().click(toggle);
    expect(within(ssc).getAllByRole('listitem')).toHaveLength(5);
    expect(within(ssc).getByRole('button', { name: 'fold' })).toHaveAttribute('aria-expanded', 'true');
    await user().click(within(ssc).getByRole('button', { name: 'fold' }));
    expect(within(ssc).getAllByRole('listitem')).toHaveLength(4);

    expect(within(group('11X5')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(group('11X5')).queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  });

  it('selects the first game with its current issue and a countdown that ticks every second', async () => {
    renderLobby();
    const countdown = await screen.findByTestId('lt-countdown');
    const issue = screen.getByRole('region', { name: '重庆时时彩' });
    expect(within(issue).getByTestId('lt-current-numero')).toHaveTextContent('20261121-0124');
    expect(within(issue).getByText('20261121-0125')).toBeInTheDocument(); // next issue
    expect(within(issue).getByText('on_sale')).toBeInTheDocument();
    expect(countdown).toHaveTextContent('00:04:30');
    await seconds(1);
    expect(countdown).toHaveTextContent('00:04:29');
    await seconds(60);
    expect(countdown).toHaveTextContent('00:03:29');
    expect(within(menu()).getByRole('button', { name: /重庆时时彩/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the last 5 SSC draws newest first, as 5 digits 0-9', async () => {
    renderLobby();
    await screen.findByRole('cell', { name: '20261121-0123' });
    const rows = resultRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '20261121-0123',
      '20261121-0122',
      '20261121-0121',
      '20261121-0120',
      '20261121-0119',
    ]);
    for (const row of rows) {
      const balls = ballsOf(row);
      expect(balls).toHaveLength(5);
      for (const ball of balls) expect(ball).toMatch(/^\d$/);
    }
  });

  it('opens the game of the gameCode query: 11X5 draws are 5 distinct numbers 01-11', async () => {
    renderLobby('/?gameCode=SD11X5&playType=11X5_RX5');
    await screen.findByRole('cell', { name: '20261121-0061' });
    expect(screen.getByRole('region', { name: '山东11选5' })).toBeInTheDocument();
    const rows = resultRows();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const balls = ballsOf(row);
      expect(balls).toHaveLength(5);
      expect(new Set(balls).size).toBe(5);
      for (const ball of balls) expect(ball).toMatch(/^(0[1-9]|1[01])$/);
    }
  });

  it('switches game from the menu', async () => {
    renderLobby();
    await screen.findByTestId('lt-countdown');
    await user().click(within(menu()).getByRole('button', { name: /腾讯分分彩/ }));
    const issue = await screen.findByRole('region', { name: '腾讯分分彩' });
    expect(await within(issue).findByTestId('lt-current-numero')).toHaveTextContent('20261121-0616');
    expect(within(issue).getByTestId('lt-countdown')).toHaveTextContent('00:00:30');
    expect(within(menu()).getByRole('button', { name: /腾讯分分彩/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('refreshes the issue and the draws when the countdown reaches zero', async () => {
    renderLobby('/?gameCode=TXFFC');
    const numero = await screen.findByTestId('lt-current-numero');
    expect(numero).toHaveTextContent('20261121-0616');
    await screen.findByRole('cell', { name: '20261121-0615' });
    await seconds(29);
    expect(screen.getByTestId('lt-countdown')).toHaveTextContent('00:00:01');
    await seconds(1); // zero: the refresh brings the next issue and the new draw
    expect(screen.getByTestId('lt-current-numero')).toHaveTextContent('20261121-0617');
    expect(screen.getByTestId('lt-countdown')).toHaveTextContent('00:01:00');
    expect(within(resultRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('20261121-0616');
  });

  it("lists a draw broadcast through the shell's topic service at once, following the selected game only", async () => {
    const fake = renderLobby('/?gameCode=TXFFC');
    await screen.findByRole('cell', { name: '20261121-0615' });
    expect(fake.realtime.followed).toEqual(['/topic/draw_number/TXFFC']);
    act(() =>
      fake.realtime.emit('/topic/draw_number/TXFFC', {
        gameCode: 'TXFFC',
        numero: '20261121-9999',
        winNo: '9,8,7,6,5',
      }),
    );
    expect(within(resultRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('20261121-9999');
    expect(ballsOf(resultRows()[0]!)).toEqual(['9', '8', '7', '6', '5']);
    expect(resultRows()).toHaveLength(5);

    await user().click(within(menu()).getByRole('button', { name: /重庆时时彩/ }));
    await screen.findByRole('cell', { name: '20261121-0123' });
    expect(fake.realtime.followed).toEqual(['/topic/draw_number/CQSSC']);
  });

  it('throttles the refresh to once per 5 seconds while the server still says 0', async () => {
    let calls = 0;
    server.use(
      http.get('*/lgw/numeros/near', () => {
        calls += 1;
        return HttpResponse.json({
          success: true,
          value: {
            currentNumero: { numero: '20261121-0124', isSale: false, remainTime: 0, lockTime: 0 },
            nextNumero: { numero: '20261121-0125' },
            previousNumero: { numero: '20261121-0123', winNo: '1,2,3,4,5' },
          },
        });
      }),
    );
    renderLobby();
    expect(await screen.findByTestId('lt-countdown')).toHaveTextContent('--:--:--');
    expect(screen.getByText('betting_closed')).toBeInTheDocument();
    expect(calls).toBe(1);
    await seconds(1); // first tick at zero: refresh
    expect(calls).toBe(2);
    await seconds(4);
    expect(calls).toBe(2);
    await seconds(1);
    expect(calls).toBe(3);
    await seconds(5);
    expect(calls).toBe(4);
  });

  it('shows the placeholder for an issue more than 1000 hours away', async () => {
    server.use(
      http.get('*/lgw/numeros/near', () =>
        HttpResponse.json({
          success: true,
          value: {
            currentNumero: {
              numero: '20270101-0001',
              isSale: true,
              remainTime: 1000 * 3600 + 60,
              lockTime: 0,
            },
          },
        }),
      ),
    );
    renderLobby();
    expect(await screen.findByTestId('lt-countdown')).toHaveTextContent('--:--:--');
    await seconds(60);
    expect(screen.getByTestId('lt-countdown')).toHaveTextContent('1000:00:00');
  });

  it('lists the LOTT games at /lott (by their gameType)', async () => {
    renderLobby('/', '/lott');
    await screen.findByTestId('lt-countdown');
    expect(
      within(menu())
        .getAllByRole('region')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['group_SSC', 'group_11X5', 'group_PK10', 'group_THAI', 'group_THAISTOCK', 'group_VN']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('lobby_title_traditional');
  });

  it('lists only the ELOTT games at /elott, selecting their first game', async () => {
    renderLobby('/', '/elott');
    await screen.findByTestId('lt-countdown');
    expect(
      within(menu())
        .getAllByRole('region')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['group_FAST', 'group_YIKI']);
    expect(screen.getByRole('region', { name: '腾讯分分彩' })).toBeInTheDocument();
  });

  it('honours gameId, playType and lMode; long_dragon is mode 2; type and lottoGameGroup narrow the list', async () => {
    const fake = createFakeShell();
    const { unmount } = renderWithShell(
      <RemoteRoutes basePath="/lottery" shell={fake.shell} />,
      fake,
      '/?gameId=11&playType=11X5_Q3&lMode=2',
    );
    expect(await screen.findByRole('region', { name: '山东11选5' })).toBeInTheDocument();
    expect(await screen.findByTestId('lt-play-type')).toHaveTextContent('11X5_Q3');
    expect(screen.getByTestId('lt-lotto-mode')).toHaveTextContent('mode_Entertainment');
    unmount();

    renderLobby('/?gameCode=long_dragon');
    expect(await screen.findByTestId('lt-long-dragon')).toBeInTheDocument();
    expect(await screen.findByTestId('lt-lotto-mode')).toHaveTextContent('mode_Entertainment');
  });

  it('narrows the list by type and by lottoGameGroup (a group, type or vendor tag)', async () => {
    const groups = () =>
      within(menu())
        .getAllByRole('region')
        .map((g) => g.getAttribute('aria-label'));
    const fake = createFakeShell();
    const first = renderWithShell(
      <RemoteRoutes basePath="/lottery" shell={fake.shell} />,
      fake,
      '/?type=ELOTT',
    );
    await screen.findByTestId('lt-countdown');
    expect(groups()).toEqual(['group_FAST', 'group_YIKI']);
    first.unmount();
    renderLobby('/?lottoGameGroup=THAI');
    await screen.findByTestId('lt-countdown');
    expect(groups()).toEqual(['group_THAI']);
    expect(await screen.findByTestId('lt-lotto-mode')).toHaveTextContent('mode_SEA_Tradition');
  });

  it('shows the issue frame with the countdown placeholder while the games load, then the game in its place', async () => {
    let answer: () => void = () => undefined;
    let held = false;
    server.use(
      http.get(
        '*/lgw/games',
        () =>
          new Promise<undefined>((resolve) => {
            held = true;
            answer = () => resolve(undefined);
          }),
        {
          once: true,
        },
      ),
    );
    renderLobby();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('loading');
    const frame = status.closest('section');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveTextContent('--:--:--');
    const countdown = frame!.querySelector('time');
    expect(countdown).toHaveTextContent('--:--:--');
    expect(screen.queryByRole('navigation', { name: 'menu_label' })).not.toBeInTheDocument();
    // The held answer passes through to the sandbox's own (once the request is out: the client loads first).
    await waitFor(() => expect(held).toBe(true));
    await act(async () => answer());
    expect(await screen.findByTestId('lt-countdown')).toHaveTextContent('00:04:30');
    const panel = screen.getByRole('region', { name: '重庆时时彩' });
    expect(panel).not.toHaveAttribute('aria-busy');
    // The same panel and countdown element from the first paint (the page's largest text is painted once).
    expect(panel).toBe(frame);
    expect(screen.getByTestId('lt-countdown')).toBe(countdown);
  });

  it('shows a retry card when the games fail, and the retry works', async () => {
    server.use(
      http.get(
        '*/lgw/games',
        () =>
          HttpResponse.json({ success: false, errorCode: 'x', message: 'Lottery offline' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    renderLobby();
    const error = await screen.findByTestId('lt-games-error');
    expect(error).toHaveTextContent('Lottery offline');
    await user().click(within(error).getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('navigation', { name: 'menu_label' })).toBeInTheDocument();
    expect(await screen.findByTestId('lt-countdown')).toHaveTextContent('00:04:30');
  });

  it('shows a retry card when the draws fail, and the retry works', async () => {
    server.use(
      http.get(
        '*/lgw/draw',
        () => HttpResponse.json({ success: false, errorCode: 'x', message: 'Draws unavailable' }),
        {
          once: true,
        },
      ),
    );
    renderLobby();
    const results = await screen.findByTestId('lt-results');
    const alert = await within(results).findByRole('alert');
    expect(alert).toHaveTextContent('Draws unavailable');
    await user().click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await within(results).findByRole('cell', { name: '20261121-0123' })).toBeInTheDocument();
  });

  it('stops the countdown interval and the draw broadcasts on unmount', async () => {
    const fake = createFakeShell();
    const { unmount } = renderWithShell(<RemoteRoutes basePath="/lottery" shell={fake.shell} />, fake, '/');
    await screen.findByTestId('lt-countdown');
    expect(jest.getTimerCount()).toBe(1);
    expect(fake.realtime.followed).toEqual(['/topic/draw_number/CQSSC']);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(fake.realtime.followed).toEqual([]);
  });
});
