import { makeAutoObservable, observable } from 'mobx';
import {
  COUNTDOWN_MAX_HOURS,
  COUNTDOWN_MIN_SECONDS,
  COUNTDOWN_PLACEHOLDER,
  COUNTDOWN_REFRESH_THROTTLE_MS,
} from '../../constants';
import { serverDeadline, type RoundTrip } from './deadline';
import { sharedTicker, type Ticker, type TickReason } from './ticker';

/** Options of {@link CountdownStore}. */
export interface CountdownOptions {
  /** Called when a countdown reaches zero, at most once per 5 s (spec/products.md §4): reload the issues. */
  onExpire: () => void;
  /**
   * Called when the page becomes visible again: reload from the server so the deadlines are re-synced (the shown
   * time is already right at once, from the kept deadlines).
   */
  onResync?: () => void;
  /** Time source (epoch ms); Date.now by default. */
  clock?: () => number;
  /** The ticker to follow; the page's shared one by default. */
  ticker?: Ticker;
}

/**
 * Countdowns to the draws of several games (spec/products.md §4, §9).
 *
 * Each countdown is kept as a deadline on the client clock, computed from the server's `remainTime` and corrected by
 * half the request's round trip ({@link serverDeadline}); every reload re-syncs it. The observable `now` moves on
 * each tick of the page's one shared 1 s ticker, and at once when a hidden tab becomes visible, so a tab that slept
 * shows the right time immediately (and `onResync` reloads). When a countdown reaches zero the store asks for a
 * refresh, throttled to once per 5 s so a server still answering 0 is not hammered.
 * Components call {@link start} on mount and {@link dispose} on unmount.
 */
export class CountdownStore {
  /** Current time as of the last tick. */
  now: number;
  private readonly deadlines = observable.map<string, number>();
  /** Keys whose zero asks for no refresh (lock times: betting closes, the draw is still to come). */
  private readonly quiet = new Set<string>();
  private unsubscribe: (() => void) | null = null;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private readonly onExpire: () => void;
  private readonly onResync: (() => void) | undefined;
  private readonly clock: () => number;
  private readonly ticker: Ticker;

  constructor(options: CountdownOptions) {
    this.onExpire = options.onExpire;
    this.onResync = options.onResync;
    this.clock = options.clock ?? Date.now;
    this.ticker = options.ticker ?? sharedTicker;
    this.now = this.clock();
    makeAutoObservable<
      CountdownStore,
      'unsubscribe' | 'onExpire' | 'onResync' | 'clock' | 'lastRefreshAt' | 'ticker' | 'quiet'
    >(this, {
      unsubscribe: false,
      onExpire: false,
      onResync: false,
      clock: false,
      ticker: false,
      quiet: false,
      lastRefreshAt: false,
    });
  }

  /**
   * (Re)start the countdown `key` from the server's `remainTime` in seconds, measured over `trip` (the request's
   * round trip; without it the answer is taken as instant). `refreshAtZero` false: its zero asks for no refresh
   * (a lock time).
   */
  set(key: string, remainSeconds: number, trip?: RoundTrip, refreshAtZero = true): void {
    this.now = this.clock();
    const deadline = this.deadlineOf(remainSeconds, trip);
    this.deadlines.set(key, deadline);
    if (refreshAtZero) this.quiet.delete(key);
    else this.quiet.add(key);
  }

  /**
   * Replace every countdown at once (after a reload), all measured over the same `trip`; an entry's third item
   * false marks a countdown whose zero asks for no refresh (a lock time).
   */
  replaceAll(
    entries: Iterable<[key: string, remainSeconds: number, refreshAtZero?: boolean]>,
    trip?: RoundTrip,
  ): void {
    this.now = this.clock();
    this.deadlines.clear();
    this.quiet.clear();
    for (const [key, remain, refreshAtZero = true] of entries) {
      this.deadlines.set(key, this.deadlineOf(remain, trip));
      if (!refreshAtZero) this.quiet.add(key);
    }
  }

  /**
   * The deadline, rounded to a whole second of the client clock: the shared ticker ticks on whole seconds, so every
   * countdown of the page changes on a tick (half a second at most off, below what the round trip blurs anyway).
   */
  private deadlineOf(remainSeconds: number, trip: RoundTrip | undefined): number {
    const deadline = serverDeadline(remainSeconds, trip ?? { sentAt: this.now, receivedAt: this.now });
    return Math.round(deadline / 1000) * 1000;
  }

  /** The deadline of `key` (client epoch ms), or undefined. */
  deadline(key: string): number | undefined {
    return this.deadlines.get(key);
  }

  /** Whole seconds left for `key`, rounded up (0 once passed), or null when unknown. */
  remaining(key: string): number | null {
    const deadline = this.deadlines.get(key);
    if (deadline === undefined) return null;
    return Math.max(0, Math.ceil((deadline - this.now) / 1000));
  }

  /** `HH:MM:SS` for `key`, or the placeholder when under 1 s, over 1000 hours or unknown (spec/products.md §4). */
  text(key: string): string {
    const deadline = this.deadlines.get(key);
    if (deadline === undefined || deadline - this.now < COUNTDOWN_MIN_SECONDS * 1000)
      return COUNTDOWN_PLACEHOLDER;
    return formatCountdown(Math.ceil((deadline - this.now) / 1000));
  }

  /** Follow the shared ticker; once however often it is called. */
  start(): void {
    if (this.unsubscribe) return;
    this.now = this.clock();
    this.unsubscribe = this.ticker.subscribe((reason) => this.tick(reason));
  }

  /** Stop following the ticker (unmount). {@link start} may run it again. */
  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  get running(): boolean {
    return this.unsubscribe !== null;
  }

  /** A tick (or a page visible again): move `now`; at zero, ask for a refresh; after a sleep, re-sync. */
  tick(reason: TickReason = 'tick'): void {
    this.now = this.clock();
    if (reason === 'visible') this.onResync?.();
    for (const [key, deadline] of this.deadlines) {
      if (deadline <= this.now && !this.quiet.has(key)) {
        this.requestRefresh();
        break;
      }
    }
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
