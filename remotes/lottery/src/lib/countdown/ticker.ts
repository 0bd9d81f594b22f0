import { COUNTDOWN_TICK_MS } from '../../constants';

/** What a ticker tells its listeners: a regular tick, or a page that became visible again (re-sync now). */
export type TickReason = 'tick' | 'visible';

/** Told on every tick of the shared ticker. */
export type TickListener = (reason: TickReason) => void;

/**
 * One 1 s tick for every countdown of the page (spec/products.md §9 "tick 1 s"): however many countdowns a page
 * shows (lobby, panel, quick bet), the browser wakes once a second. It runs only while someone listens, and tells
 * listeners at once when a hidden tab becomes visible again, so a tab that slept shows the right time without waiting
 * for its next tick (timers of hidden tabs are throttled or stopped).
 */
export class Ticker {
  private readonly listeners = new Set<TickListener>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly clock: () => number = () => Date.now()) {}
  private readonly onVisibility = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') this.emit('visible');
  };

  /** Listen; the interval starts with the first listener. Returns the unsubscribe (the last one stops it). */
  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.schedule();
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** How many listeners share the interval. */
  get size(): number {
    return this.listeners.size;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /**
   * The next tick on the next whole second of the clock: every countdown's deadline is a whole second too (see
   * CountdownStore), so each shows its seconds on time, all in step, and a late timer never adds up to drift.
   */
  private schedule(): void {
    const wait = COUNTDOWN_TICK_MS - (this.clock() % COUNTDOWN_TICK_MS);
    this.timer = setTimeout(() => {
      this.schedule();
      this.emit('tick');
    }, wait);
  }

  private emit(reason: TickReason): void {
    for (const listener of [...this.listeners]) listener(reason);
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
  }
}

/** The page's one ticker: every countdown of the lottery area on a page shares it. */
export const sharedTicker = new Ticker();
