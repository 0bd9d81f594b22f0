import { makeAutoObservable, observable } from 'mobx';
import {
  COUNTDOWN_MAX_HOURS,
  COUNTDOWN_MIN_SECONDS,
  COUNTDOWN_PLACEHOLDER,
  COUNTDOWN_REFRESH_THROTTLE_MS,
  COUNTDOWN_TICK_MS,
} from '../../../constants';

/** Options of {@link CountdownStore}. */
export interface CountdownOptions {
  /** Called when a countdown reaches zero, at most once per 5 s (spec/products.md §4): reload the issues. */
  onExpire: () => void;
  /** Time source (epoch ms); Date.now by default. */
  clock?: () => number;
}

/**
 * Countdowns to the draws of several games, driven by one 1 s interval (spec/products.md §4, §9).
 *
 * Each countdown is stored as a deadline computed from the server's `remainTime`, and the store's observable `now`
 * moves every tick, so a throttled background tab shows the right time when it wakes. When any countdown reaches zero
 * the store asks for a refresh, throttled to once per 5 s so a server still answering 0 is not hammered.
 * Components call {@link start} on mount and {@link dispose} on unmount.
 */
export class CountdownStore {
  /** Current time as of the last tick. */
  now: number;
  private readonly deadlines = observable.map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private readonly onExpire: () => void;
  private readonly clock: () => number;

  constructor(options: CountdownOptions) {
    this.onExpire = options.onExpire;
    this.clock = options.clock ?? Date.now;
    this.now = this.clock();
    makeAutoObservable<CountdownStore, 'timer' | 'onExpire' | 'clock' | 'lastRefreshAt'>(this, {
      timer: false,
      onExpire: false,
      clock: false,
      lastRefreshAt: false,
    });
  }

  /** (Re)start the countdown `key` from the server's `remainTime` in seconds. */
  set(key: string, remainSeconds: number): void {
    this.now = this.clock();
    this.deadlines.set(key, this.now + remainSeconds * 1000);
    this.realign();
  }

  /** Replace every countdown at once (after a reload). */
  replaceAll(entries: Iterable<[key: string, remainSeconds: number]>): void {
    this.now = this.clock();
    this.deadlines.clear();
    for (const [key, remain] of entries) this.deadlines.set(key, this.now + remain * 1000);
    this.realign();
  }

  /** Whole seconds left for `key` (0 once passed), or null when unknown. */
  remaining(key: string): number | null {
    const deadline = this.deadlines.get(key);
    if (deadline === undefined) return null;
    return Math.max(0, Math.ceil((deadline - this.now) / 1000));
  }

  /** `HH:MM:SS` for `key`, or the placeholder when under 1 s, over 1000 hours or unknown. */
  text(key: string): string {
    return formatCountdown(this.remaining(key));
  }

  /** Start ticking; one interval however often it is called. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), COUNTDOWN_TICK_MS);
  }

  /** Restart a running interval so ticks fall on whole seconds of the fresh remainTimes (no up-to-1 s lag). */
  private realign(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = setInterval(() => this.tick(), COUNTDOWN_TICK_MS);
  }

  /** Stop ticking (unmount). {@link start} may run it again. */
  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** One second passed: move `now`; at zero, ask for a refresh. */
  tick(): void {
    this.now = this.clock();
    if ([...this.deadlines.values()].some((deadline) => deadline <= this.now)) this.requestRefresh();
  }

  /** Ask for a refresh unless one was asked for less than 5 s ago; answers whether it was sent. */
  requestRefresh(): boolean {
    const now = this.clock();
    if (now - this.lastRefreshAt < COUNTDOWN_REFRESH_THROTTLE_MS) return false;
    this.lastRefreshAt = now;
    this.onExpire();
    return true;
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `HH:MM:SS` (hours may pass 99), or the placeholder under 1 s or over 1000 hours (spec/products.md §4). */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null || seconds < COUNTDOWN_MIN_SECONDS || seconds > COUNTDOWN_MAX_HOURS * 3600) {
    return COUNTDOWN_PLACEHOLDER;
  }
  const s = Math.floor(seconds);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
