import { describeFailure, type LoadFailure } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

/** Where a load is: nothing asked yet, in flight, done, or failed with a text to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Options of a {@link LoadState}. */
export interface LoadStateOptions<Extra extends string> {
  /**
   * Settle some failures in a status of the store's own instead of `'error'`, e.g. `'unauthorized'` for a refused
   * session so the page offers to log in rather than to retry. Return undefined for an ordinary failure.
   */
  classify?: (error: unknown) => Extra | undefined;
}

/** Options of one {@link LoadState.run}. */
export interface LoadRunOptions {
  /**
   * A reload of what is shown (the same game's issue again, a list refreshed on a timer): from `'ready'` the status
   * stays `'ready'` while the run is in flight, so the screen and the store's own checks keep the shown content until
   * the answer comes. `'while-loading'`: a failure is `'error'` as usual; `'always'`: a failure leaves it `'ready'` too
   * (a background refresh whose next run tries again).
   */
  keepReady?: 'while-loading' | 'always';
}

/**
 * The state of one load (a screen's read from the server), shared by the areas' stores so that every screen shows a
 * spinner while loading and a retry card on failure the same way (`LoadView` renders it).
 *
 * - {@link run} never rejects: a failure lands in `status`, `error` (the text to show) and `failure` (its kind and
 *   HTTP status too, for a screen that words a timeout or a 401 apart).
 * - A run that a newer run (or {@link finish}) superseded is ignored: a slow answer never overwrites a newer one.
 * - `Extra` adds statuses of the store's own ({@link LoadStateOptions.classify}, {@link finish}).
 *
 * @example
 * readonly load = new LoadState();
 * fetch() {
 *   return this.load.run(() => this.shell.api.call(endpoint), (value) => (this.items = value));
 * }
 */
export class LoadState<Extra extends string = never> {
  status: LoadStatus | Extra = 'idle';
  /** What to show on failure: the server's message when there is one (`errorText`); null unless `status` is `'error'`. */
  error: string | null = null;
  /** The failure in full (text, kind, HTTP status); null unless `status` is `'error'`. */
  failure: LoadFailure | null = null;
  private generation = 0;
  private readonly classify: ((error: unknown) => Extra | undefined) | undefined;

  constructor(options: LoadStateOptions<Extra> = {}) {
    this.classify = options.classify;
    makeAutoObservable<LoadState<Extra>, 'generation' | 'classify'>(this, {
      generation: false,
      classify: false,
    });
  }

  /**
   * Run `load`; `apply` stores its result, in the same action as the status change, unless a newer run started (or
   * {@link finish} was called) meanwhile. `apply` throwing counts as a failure of the load.
   */
  async run<T>(
    load: () => Promise<T>,
    apply: (value: T) => void,
    { keepReady }: LoadRunOptions = {},
  ): Promise<void> {
    const generation = ++this.generation;
    const kept = keepReady && this.status === 'ready';
    if (!kept) this.settle('loading', null);
    try {
      const value = await load();
      if (generation !== this.generation) return;
      // After an await: the store's update and the status change are one action.
      runInAction(() => {
        apply(value);
        this.settle('ready', null);
      });
    } catch (error) {
      if (generation !== this.generation || (kept && keepReady === 'always')) return;
      const status = this.classify?.(error);
      if (status === undefined) this.settle('error', describeFailure(error));
      else this.settle(status, null);
    }
  }

  /**
   * Settle without asking the server: `'ready'` when there is nothing to load, or a status of the store's own (e.g.
   * no session). A run still in flight is ignored from then on.
   */
  finish(status: 'ready' | Extra): void {
    this.generation++;
    this.settle(status, null);
  }

  private settle(status: LoadStatus | Extra, failure: LoadFailure | null): void {
    this.status = status;
    this.failure = failure;
    this.error = failure?.text ?? null;
  }
}
