import { COUNTDOWN_PLACEHOLDER } from '../../constants';
import { serverDeadline, timed } from './deadline';
import { CountdownStore } from './countdown-store';
import { Ticker } from './ticker';

const T0 = new Date('2026-11-21T02:15:30Z').getTime();
beforeEach(() => jest.useFakeTimers({ now: T0 }));
afterEach(() => jest.useRealTimers());

const hide = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('serverDeadline', () => {
  it('takes the server time at the middle of the round trip', () => {
    expect(serverDeadline(10, { sentAt: 1000, receivedAt: 1400 })).toBe(1200 + 10_000);
    expect(serverDeadline(10, { sentAt: 1000, receivedAt: 1000 })).toBe(11_000);
  });

  it('measures a call', async () => {
    let now = 100;
    const clock = () => now;
    const result = await timed(async () => {
      now = 300;
      return 'x';
    }, clock);
    expect(result).toEqual({ value: 'x', trip: { sentAt: 100, receivedAt: 300 } });
  });
});

describe('one shared ticker', () => {
  it('runs one interval for every countdown of the page, stopped with the last', () => {
    const ticker = new Ticker();
    const stores = Array.from({ length: 5 }, () => new CountdownStore({ onExpire: jest.fn(), ticker }));
    for (const store of stores) store.start();
    expect(jest.getTimerCount()).toBe(1);
    expect(ticker.size).toBe(5);
    for (const store of stores) store.dispose();
    expect(jest.getTimerCount()).toBe(0);
    expect(ticker.running).toBe(false);
  });
});

describe('deadline re-sync after a sleep', () => {
  it('shows the right time at once when a slept tab becomes visible, and the re-sync does not drift', () => {
    const ticker = new Ticker();
    const onResync = jest.fn();
    const store = new CountdownStore({ onExpire: jest.fn(), onResync, ticker });
    store.start();
    // The answer took 400 ms: the server counted 600 s at T0 + 200.
    jest.setSystemTime(T0 + 400);
    store.set('CQSSC', 600, { sentAt: T0, receivedAt: T0 + 400 });
    expect(store.text('CQSSC')).toBe('00:10:00');
    jest.advanceTimersByTime(1000);
    expect(store.text('CQSSC')).toBe('00:09:59');

    // The tab sleeps 5 minutes: no timer runs, the wall clock moves on.
    hide('hidden');
    jest.setSystemTime(Date.now() + 300_000);
    expect(store.text('CQSSC')).toBe('00:09:59'); // nothing ticked while asleep
    hide('visible');
    expect(store.text('CQSSC')).toBe('00:04:59'); // right at once, before any tick
    expect(onResync).toHaveBeenCalledTimes(1);

    // The re-sync: a 1 s round trip; the server counted what was left at its middle. The deadline stays put.
    const before = store.deadline('CQSSC')!;
    expect(before).toBe(T0 + 600_000); // T0 + 200 + 600 s, on a whole second
    const sentAt = Date.now();
    jest.setSystemTime(sentAt + 1000);
    const serverLeft = (before - (sentAt + 500)) / 1000;
    store.set('CQSSC', serverLeft, { sentAt, receivedAt: sentAt + 1000 });
    expect(store.deadline('CQSSC')).toBeCloseTo(before, 6);
    expect(store.text('CQSSC')).toBe('00:04:58');
    store.dispose();
  });

  it('never drifts over an hour of ticks', () => {
    const ticker = new Ticker();
    const store = new CountdownStore({ onExpire: jest.fn(), ticker });
    store.start();
    store.set('far', 7200);
    jest.advanceTimersByTime(3600_000);
    expect(store.text('far')).toBe('01:00:00');
    expect(store.remaining('far')).toBe(3600);
    store.dispose();
  });

  it('shows the placeholder under 1 s left', () => {
    const ticker = new Ticker();
    const store = new CountdownStore({ onExpire: jest.fn(), ticker });
    store.start();
    store.set('a', 0.4); // rounds to the whole second: 0 s left
    expect(store.text('a')).toBe(COUNTDOWN_PLACEHOLDER);
    store.set('b', 1);
    expect(store.text('b')).toBe('00:00:01');
    store.dispose();
  });
});
