import { act } from '@testing-library/react';
import { createFakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import type { LotteryGame } from '../../../api/lottery-games';
import { quickBetGames, QuickBetStore } from './quick-bet-store';

setupSandboxServer();

// 2026-11-21 10:15:30 (UTC+8): CQSSC draws in 270 s, TXFFC in 30 s.
beforeEach(() =>
  jest.useFakeTimers({ now: new Date('2026-11-21T02:15:30Z'), doNotFake: ['queueMicrotask'] }),
);
afterEach(() => jest.useRealTimers());

const codes = (games: LotteryGame[]) => games.map((g) => g.gameCode);

async function started(flags?: string[]) {
  const fake = createFakeShell(flags ? { flags } : {});
  const store = new QuickBetStore(fake.shell);
  await act(() => store.start());
  await act(() => jest.advanceTimersByTimeAsync(0));
  return { fake, store };
}

describe('QuickBetStore', () => {
  it('lists the 5 default games, 6 in special mode (the sixth another SSC or 11X5 game)', async () => {
    const { store } = await started(['LOTTMINIGAME3']);
    expect(store.special).toBe(false);
    expect(codes(store.choices)).toEqual(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC']);
    const special = await started();
    expect(special.store.special).toBe(true);
    expect(codes(special.store.choices)).toEqual(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC', 'XJSSC']);
    store.dispose();
    special.store.dispose();
  });

  it('fills up with other SSC/11X5 games when a default game is missing, never live video or Thai', () => {
    const game = (gameCode: string, gameGroupCode: string, liveVideoSwitch = 0) =>
      ({ gameCode, gameGroupCode, liveVideoSwitch }) as LotteryGame;
    const list = [
      game('JSSC', 'FAST', 1),
      game('THGOV', 'THAI'),
      game('GD11X5', '11X5'),
      game('CQSSC', 'SSC'),
      game('JX11X5', '11X5'),
      game('TXWFC', 'FAST'),
      game('BJPK10', 'PK10', 1),
      game('SH11X5', '11X5'),
    ];
    expect(codes(quickBetGames(list, false))).toEqual(['CQSSC', 'GD11X5', 'JX11X5', 'TXWFC', 'SH11X5']);
  });

  it('selects the first game with its current issue, a countdown and 5 SSC digits', async () => {
    const { store } = await started();
    expect(store.selectedCode).toBe('CQSSC');
    expect(store.issue.near?.currentNumero.numero).toBe('20261121-0124');
    expect(store.issue.countdownText).toBe('00:04:30');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(store.issue.countdownText).toBe('00:04:29');
    expect(store.numbers).toHaveLength(5);
    for (const n of store.numbers) expect(n).toMatch(/^[0-9]$/);
    store.dispose();
  });

  it('an 11X5 game gets 5 distinct numbers 01-11, and going to bet carries them as bet_param', async () => {
    const { fake, store } = await started();
    act(() => store.select('SD11X5'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(new Set(store.numbers).size).toBe(5);
    for (const n of store.numbers) expect(n).toMatch(/^(0[1-9]|1[01])$/);
    store.bet();
    expect(fake.navigations).toEqual([
      `/lottery?gameCode=SD11X5&playType=11X5_RX5&bet_param=${encodeURIComponent(store.numbers.join(','))}`,
    ]);
    const before = store.numbers.join();
    let changed = false;
    for (let i = 0; i < 20 && !changed; i++) {
      store.shuffle();
      changed = store.numbers.join() !== before;
    }
    expect(changed).toBe(true);
    store.select('NOPE');
    expect(store.selectedCode).toBe('SD11X5');
    store.dispose();
  });

  it('loads the next issue when the countdown reaches zero', async () => {
    const { store } = await started();
    act(() => store.select('TXFFC'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(store.issue.near?.currentNumero.numero).toBe('20261121-0616');
    // The draw is 30 s away; a refresh at zero is throttled to once per 5 s, so within 35 s the next issue shows.
    await act(() => jest.advanceTimersByTimeAsync(35_000));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(store.issue.near?.currentNumero.numero).toBe('20261121-0617');
    store.dispose();
  });
});
