import { isApiError } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKEN_INVALID } from '../constants';

/** Where a load is: nothing asked yet, in flight, done, failed (with a text to show), or refused for want of a session. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unauthorized';

/** True for the backend's "log in first" answer: HTTP 401 or the invalid-token code. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.errorCode === TOKEN_INVALID);
}

/**
 * The state of one load, shared by the area's stores so every screen shows a spinner while loading, a retry card on
 * failure and a login prompt without a session the same way. `run` ignores the result of a superseded load.
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
      if (isUnauthorized(error)) this.settle('unauthorized', null);
      else
        this.settle(
          'error',
          isApiError(error) ? error.displayText : error instanceof Error ? error.message : String(error),
        );
    }
  }

  /** No session: nothing to ask the server. */
  refuse(): void {
    this.generation++;
    this.settle('unauthorized', null);
  }

  private settle(status: LoadStatus, error: string | null): void {
    this.status = status;
    this.error = error;
  }
}
