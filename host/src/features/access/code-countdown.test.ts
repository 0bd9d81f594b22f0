import { CodeCountdown } from './code-countdown';
import { PAGE_CODE_COUNTDOWN_S } from './constants';

describe('CodeCountdown (spec/shell.md §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes idle → loading → countdown → idle, disabled while not idle', () => {
    const countdown = new CodeCountdown();
    expect(countdown.state).toBe('idle');
    expect(countdown.disabled).toBe(false);
    countdown.begin();
    expect(countdown.state).toBe('loading');
    expect(countdown.disabled).toBe(true);
    countdown.start(PAGE_CODE_COUNTDOWN_S);
    expect(countdown.state).toBe('countdown');
    expect(countdown.remaining).toBe(120);
    jest.advanceTimersByTime(1000);
    expect(countdown.remaining).toBe(119);
    jest.advanceTimersByTime(118_000);
    expect(countdown.remaining).toBe(1);
    expect(countdown.disabled).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(countdown.state).toBe('idle');
    expect(countdown.disabled).toBe(false);
  });

  it('counts expiredMinutes × 60 seconds and stops on reset', () => {
    const countdown = new CodeCountdown();
    countdown.begin();
    countdown.start(5 * 60);
    jest.advanceTimersByTime(60_000);
    expect(countdown.remaining).toBe(240);
    countdown.reset();
    expect(countdown.state).toBe('idle');
    jest.advanceTimersByTime(300_000);
    expect(countdown.remaining).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
