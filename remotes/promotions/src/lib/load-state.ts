import { isApiError } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';

/** Where a load is: nothing asked yet, in flight, done, or failed with a text to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The state of one load, shared by the area's stores so every screen shows a spinner while loading and a retry card
 * on failure the same way. `run` ignores the result of a load that a newer one superseded.
 */
export class LoadState {
  status: LoadStatus = 'idle';
  /** What to show on failure (the server message when there is one). */
  error: string | null = null;
  private generation = 0;

  constructor() {
    makeAutoObservable(this);
  }

  /** Run `load`; `apply` stores its result unless a newer run started meanwhile. */
  async run<T>(load: () => Promise<T>, apply: (value: T) => void): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.error = null;
    try {
      const value = await load();
      if (generation !== this.generation) return;
      // After an await: the store's update and the status change are one action.
      runInAction(() => {
        apply(value);
        this.settle('ready', null);
      });
    } catch (error) {
      if (generation !== this.generation) return;
      this.settle(
        'error',
        isApiError(error) ? error.displayText : error instanceof Error ? error.message : String(error),
      );
    }
  }

  private settle(status: LoadStatus, error: string | null): void {
    this.status = status;
    this.error = error;
  }
}
