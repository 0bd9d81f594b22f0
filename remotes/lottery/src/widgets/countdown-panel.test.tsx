import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { CountdownPanel } from './countdown-panel';

const { server } = setupSandboxServer();

// 2026-11-21 10:15:30 (UTC+8): TXFFC draws in 30 s, CASSC in 150 s, CQSSC in 270 s.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T02:15:30Z') }));
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const seconds = (n: number) => act(() => jest.advanceTimersByTimeAsync(n * 1000));
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.lt-panel__name')?.textContent);

function renderPanel() {
  const fake = createFakeShell();
  const view = renderWithShell(<CountdownPanel shell={fake.shell} />, fake);
  return { fake, ...view };
}

describe('CountdownPanel widget', () => {
  it('lists up to 5 lottery games, the default games first, and the live-video games separately', async () => {
    renderPanel();
    const lottery = await screen.findByRole('list', { name: 'lottery' });
    expect(screen.getByTestId('countdown-panel')).toContainElement(lottery);
    expect(names(lottery)).toEqual(['重庆时时彩', '腾讯分分彩', '山东11选5', '广东11选5', '加拿大时时彩']);
    expect(names(screen.getByRole('list', { name: 'live_video' }))).toEqual([
      '北京赛车',
      '幸运飞艇',
      '极速赛车',
    ]);
  });

  it('counts every game down once a second from its remainTime', async () => {
    renderPanel();
    const txffc = await screen.findByTestId('lt-countdown-TXFFC');
    expect(txffc).toHaveTextContent('00:00:30');
    expect(screen.getByTestId('lt-countdown-CASSC')).toHaveTextContent('00:02:30');
    expect(screen.getByTestId('lt-countdown-CQSSC')).toHaveTextContent('00:04:30');
    await seconds(1);
    expect(txffc).toHaveTextContent('00:00:29');
    expect(screen.getByTestId('lt-countdown-CQSSC')).toHaveTextContent('00:04:29');
  });

  it('reloads the games when a countdown reaches zero, at most once per 5 s', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/lgw/games') calls += 1;
    });
    renderPanel();
    await screen.findByTestId('lt-countdown-TXFFC');
    expect(calls).toBe(1);
    await seconds(30);
    expect(calls).toBe(2);
    const txffc = screen.getByTestId('lt-countdown-TXFFC');
    expect(txffc).toHaveTextContent('00:01:00');
    expect(txffc.closest('button')).toHaveTextContent('20261121-0617');
    await seconds(4);
    expect(calls).toBe(2);
    server.events.removeAllListeners();
  });

  it('opens the lottery lobby with the game and its default play type', async () => {
    const { fake } = renderPanel();
    await screen.findByTestId('lt-countdown-CQSSC');
    await user().click(screen.getByRole('button', { name: /重庆时时彩/ }));
    await user().click(screen.getByRole('button', { name: /幸运飞艇/ }));
    expect(fake.navigations).toEqual([
      '/lottery?gameCode=CQSSC&playType=SSC_5X_ZX',
      '/lottery?gameCode=XYFT&playType=PK10_GYH',
    ]);
  });

  it('shows a retry card when the games fail, and the retry works', async () => {
    server.use(http.get('*/lgw/games', () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderPanel();
    const alert = await screen.findByRole('alert');
    await user().click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findByTestId('lt-countdown-CQSSC')).toBeInTheDocument();
  });

  it('shows the empty state when there are no games', async () => {
    server.use(http.get('*/lgw/games', () => HttpResponse.json({ success: true, value: [] })));
    renderPanel();
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });

  it('runs one interval and stops it on unmount', async () => {
    const { unmount } = renderPanel();
    await screen.findByTestId('lt-countdown-CQSSC');
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows the lock times, and a draw broadcast of a shown game with a reload at once', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/lgw/games') calls += 1;
    });
    const { fake } = renderPanel();
    // TXFFC draws in 30 s and locks 6 s before.
    expect(await screen.findByTestId('lt-lock-TXFFC')).toHaveTextContent('00:00:24');
    expect(fake.realtime.followed).toContain('/topic/draw_number/TXFFC');
    expect(calls).toBe(1);
    act(() =>
      fake.realtime.emit('/topic/draw_number/TXFFC', {
        gameCode: 'TXFFC',
        numero: '20261121-0616',
        winNo: '1,2,3,4,5',
      }),
    );
    const draw = screen.getByTestId('lt-draw-TXFFC');
    expect(draw).toHaveTextContent('20261121-0616');
    expect(
      within(draw)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await seconds(0);
    expect(calls).toBe(2);
  });
});
