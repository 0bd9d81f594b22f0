import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import Decimal from 'decimal.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type ActionFailure } from '../../../lib/failure/action-failure';
import { getUpline } from '../api/upline';
import { transferToUpline } from '../api/upline-transfer';

/** An amount as typed: digits with at most two decimals. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The main wallet's code in the balance list. */
const MAIN_WALLET = 'MAIN';

/**
 * Transfer to upline: the upline's name, the amount (decimal.js, above 0, at most the main wallet), one transfer at a
 * time; on a failure the amount typed stays.
 */
export class UplineTransferStore {
  readonly load = new LoadState();
  upline: string | null = null;
  amount = '';
  submitting = false;
  done: { amount: string; upline: string } | null = null;
  failure: ActionFailure | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<UplineTransferStore, 'shell'>(this, { shell: false });
  }

  /** The main wallet's balance from the session (null before the balance is known). */
  get available(): string | null {
    const wallets = this.shell.session.balance?.balance ?? [];
    return wallets.find((w) => w.accountName === MAIN_WALLET)?.availBalance ?? null;
  }

  /** Why the amount cannot be sent (message key), or null. */
  get amountError(): 'upline_amount_invalid' | 'upline_amount_too_high' | null {
    const amount = this.amount.trim();
    if (!AMOUNT_PATTERN.test(amount) || new Decimal(amount).lessThanOrEqualTo(0))
      return 'upline_amount_invalid';
    if (this.available !== null && new Decimal(amount).greaterThan(this.available))
      return 'upline_amount_too_high';
    return null;
  }

  setAmount(value: string): void {
    this.amount = value;
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getUpline),
      (value) => (this.upline = value.upline),
    );
  }

  async submit(): Promise<void> {
    if (this.submitting || this.amountError || !this.upline) return;
    this.submitting = true;
    this.failure = null;
    this.done = null;
    try {
      const value = await this.shell.api.call(transferToUpline, {
        body: { amount: new Decimal(this.amount.trim()).toFixed(2) },
      });
      runInAction(() => {
        this.done = { amount: value.amount, upline: value.upline };
        this.amount = '';
      });
      this.shell.events.publish('wallet.refreshRequested', { source: 'member-centre.upline' });
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error, this.shell.i18n.t)));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
