import { COUNTDOWN_PLACEHOLDER } from '../../constants';
import { CountdownStore, formatCountdown } from './countdown-store';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T02:15:30Z') }));
afterEach(() => jest.useRealTimers());

describe('formatCountdown', () => {
  it('formats HH:MM:SS, hours past 99 included', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(384 * 3600)).toBe('384:00:00');
    expect(formatCountdown(1000 * 3600)).toBe('1000:00:00');
  });

  it('shows the placeholder under 1 s, over 1000 hours or when unknown', () => {
    expect(COUNTDOWN_PLACEHOLDER).toBe('--:--:--');
    expect(formatCountdown(0)).toBe(COUNTDOWN_PLACEHOLDER);
    expect(formatCountdown(0.5)).toBe(COUNTDOWN_PLACEHOLDER);
    expect(formatCountdown(1000 * 3600 + 1)).toBe(COUNTDOWN_PLACEHOLDER);
    expect(formatCountdown(null)).toBe(COUNTDOWN_PLACEHOLDER);
  });
});

describe('CountdownStore', () => {
  it('ticks every second from remainTime', () => {
    const store = new CountdownStore({ onExpire: jest.fn() });
    store.start();
    store.set('CQSSC', 270);
    expect(store.text('CQSSC')).toBe('00:04:30');
    jest.advanceTimersByTime(999);
    expect(store.text('CQSSC')).toBe('00:04:30');
    jest.advanceTimersByTime(1);
    expect(store.text('CQSSC')).toBe('00:04:29');
    jest.advanceTimersByTime(59_000);
    expect(store.text('CQSSC')).toBe('00:03:30');
    expect(store.remaining('CQSSC')).toBe(210);
    store.dispose();
  });

  it('does not move without its interval', () => {
    const store = new CountdownStore({ onExpire: jest.fn() });
    store.set('a', 10);
    jest.advanceTimersByTime(5000);
    expect(store.text('a')).toBe('00:00:10');
  });

  it('shows the placeholder at zero and for times over 1000 hours', () => {
    const store = new CountdownStore({ onExpire: jest.fn() });
    store.start();
    store.replaceAll([
      ['soon', 1],
      ['far', 1000 * 3600 + 5],
    ]);
    expect(store.text('soon')).toBe('00:00:01');
    expect(store.text('far')).toBe(COUNTDOWN_PLACEHOLDER);
    expect(store.text('unknown')).toBe(COUNTDOWN_PLACEHOLDER);
    jest.advanceTimersByTime(1000);
    expect(store.text('soon')).toBe(COUNTDOWN_PLACEHOLDER);
    jest.advanceTimersByTime(4000); // 5 s in: exactly 1000 hours left
    expect(store.text('far')).toBe('1000:00:00');
    store.dispose();
  });

  it('requests a refresh at zero, at most once per 5 seconds', () => {
    const onExpire = jest.fn();
    const store = new CountdownStore({ onExpire });
    store.start();
    store.set('TXFFC', 2);
    jest.advanceTimersByTime(1000);
    expect(onExpire).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000); // zero
    expect(onExpire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(4000); // still zero (the server has not answered yet): throttled
    expect(onExpire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000); // 5 s after the first request
    expect(onExpire).toHaveBeenCalledTimes(2);
    store.set('TXFFC', 60); // the refresh came back with the next issue
    jest.advanceTimersByTime(30_000);
    expect(onExpire).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('throttles direct refresh requests too', () => {
    const onExpire = jest.fn();
    const store = new CountdownStore({ onExpire });
    expect(store.requestRefresh()).toBe(true);
    expect(store.requestRefresh()).toBe(false);
    jest.advanceTimersByTime(4999);
    expect(store.requestRefresh()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.requestRefresh()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('runs one interval per store and stops it on dispose', () => {
    const store = new CountdownStore({ onExpire: jest.fn() });
    store.start();
    store.start();
    store.set('a', 10);
    store.replaceAll([['b', 20]]);
    expect(jest.getTimerCount()).toBe(1);
    expect(store.running).toBe(true);
    store.dispose();
    expect(jest.getTimerCount()).toBe(0);
    expect(store.running).toBe(false);
  });
});
