import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import { WALLET_REFRESH_SOURCE, WALLET_REFRESH_TIMEOUT_MS } from '../../../constants';

/**
 * The refresh-balance action. The balance itself lives in the host's session (`shell.session.balance`); this store
 * only asks the host to reload it and knows whether a refresh is under way.
 */
export class WalletStore {
  refreshing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly timeoutMs = WALLET_REFRESH_TIMEOUT_MS,
  ) {
    makeAutoObservable<WalletStore, 'shell' | 'timer' | 'timeoutMs'>(this, {
      shell: false,
      timer: false,
      timeoutMs: false,
    });
  }

  /** Ask the host to reload the balance; busy until `wallet.refreshed` (or the timeout). */
  requestRefresh(): void {
    if (this.refreshing) return;
    this.refreshing = true;
    this.timer = setTimeout(() => this.done(), this.timeoutMs);
    this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
  }

  /** Listen for the host's `wallet.refreshed`; call the result to stop (also clears the timer). */
  start(): () => void {
    const unsubscribe = this.shell.events.subscribe('wallet.refreshed', () => this.done());
    return () => {
      unsubscribe();
      this.done();
    };
  }

  private done(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.refreshing = false;
  }
}
