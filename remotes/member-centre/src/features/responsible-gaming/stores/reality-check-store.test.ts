import type { ShellServices } from '@wl/shell-contract';
import { createFakeShell } from '@wl/shell-contract/testing';
import type { SessionSummary } from '../api/session-summary';
import { RealityCheckStore } from './reality-check-store';

const MINUTE = 60_000;

/** A shell whose API answers the session summary from `summary()` (the server's clock is `serverNow`). */
function shellWith(summary: () => SessionSummary | Error): { shell: ShellServices; calls: jest.Mock } {
  const { shell } = createFakeShell();
  const calls = jest.fn(async () => {
    const value = summary();
    if (value instanceof Error) throw value;
    return value;
  });
  return { shell: { ...shell, api: { call: calls } as unknown as ShellServices['api'] }, calls };
}

/** Lets the awaited calls settle under fake timers. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('RealityCheckStore (responsible gaming, under Jest fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 0, 1, 12, 0).getTime() }));
  afterEach(() => jest.useRealTimers());

  it('opens every N minutes counted from the server login time, with time since login and net result', async () => {
    // Logged in 3 minutes before the page started the widget; the server clock runs 10 s ahead of the page's.
    const serverNow = () => Date.now() + 10_000;
    const startedAt = serverNow() - 3 * MINUTE;
    let net = '0.00';
    const { shell } = shellWith(() => ({
      startedAt,
      now: serverNow(),
      netResult: net,
      sessionLimitMinutes: null,
    }));
    const store = new RealityCheckStore(shell, 5);
    await store.start();

    jest.advanceTimersByTime(2 * MINUTE - 1);
    await settle();
    expect(store.open).toBe(false);
    net = '-120.50';
    jest.advanceTimersByTime(1);
    await settle();
    expect(store.open).toBe(true);
    expect(Math.round(store.elapsedMs / MINUTE)).toBe(5);
    expect(store.netResult).toBe('-120.50');

    // Continue: the next check a whole interval later.
    store.continuePlaying();
    expect(store.open).toBe(false);
    jest.advanceTimersByTime(5 * MINUTE - 1);
    await settle();
    expect(store.open).toBe(false);
    jest.advanceTimersByTime(1);
    await settle();
    expect(store.open).toBe(true);
    expect(Math.round(store.elapsedMs / MINUTE)).toBe(10);
    store.stop();
  });

  it('counts from now when the summary cannot be read, and shows no net result', async () => {
    let fail = true;
    const { shell } = shellWith(() => (fail ? new Error('down') : new Error('still down')));
    const store = new RealityCheckStore(shell, 1);
    await store.start();
    fail = false;
    jest.advanceTimersByTime(MINUTE);
    await settle();
    expect(store.open).toBe(true);
    expect(store.netResult).toBeNull();
    store.stop();
  });

  it('stops: no dialog after stop()', async () => {
    const { shell } = shellWith(() => ({
      startedAt: Date.now(),
      now: Date.now(),
      netResult: '0',
      sessionLimitMinutes: null,
    }));
    const store = new RealityCheckStore(shell, 1);
    await store.start();
    store.stop();
    jest.advanceTimersByTime(10 * MINUTE);
    await settle();
    expect(store.open).toBe(false);
  });
});
