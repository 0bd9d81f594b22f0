import { playerText } from '@wl/api-client';
import type { RealtimePayload } from '@wl/event-bus';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { WALLET_REFRESH_SOURCE } from '../../../constants';
import { amountPayload, checkAmount, type AmountProblem } from '../../../lib/money-forms/amount';
import { MoneyRequestLog } from '../../../lib/money-forms/request-log';
import { requestWithdraw } from '../api/withdraw';
import { getWithdrawConfig, type WithdrawConfig } from '../api/withdraw-config';
import { getWithdrawRequests } from '../api/withdraw-requests';
import { PAYMENT_PASSWORD_FLAG } from '../constants';

/** The withdrawal form's inputs, named as the payload fields. */
export interface WithdrawValues {
  amount: string;
  paymentPassword: string;
}

/** Why the form is refused before sending: an amount problem or the missing payment password. */
export type WithdrawProblem = AmountProblem | 'payment_password_required';

/**
 * The withdrawal page: limits, the main wallet's balance and the bank account from the server; the amount checked
 * against them (decimal.js); the payment password asked when PAYMENTPASS3 is on (and a way to set it when there is
 * none yet); the request sent once; pending until the WITHDRAW realtime event (success, or reject with remarks).
 * A refusal keeps what was typed.
 */
export class WithdrawStore {
  readonly load = new LoadState();
  config: WithdrawConfig | null = null;
  /** The member's withdrawals, their pending ones and the last realtime result (with a rejection's remarks). */
  readonly log = new MoneyRequestLog('withdraw');
  values: WithdrawValues = { amount: '', paymentPassword: '' };
  problem: WithdrawProblem = null;
  error: string | null = null;
  busy = false;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<WithdrawStore, 'shell'>(this, { shell: false });
  }

  /** The payment password is asked (PAYMENTPASS3 on, as the server says). */
  get asksPaymentPassword(): boolean {
    return (this.config?.paymentPasswordRequired ?? false) && this.shell.flags.isOn(PAYMENT_PASSWORD_FLAG);
  }

  /** The payment password is asked but the member has none yet: the page sends them to the security centre. */
  get needsPaymentPassword(): boolean {
    return this.asksPaymentPassword && !(this.config?.paymentPasswordSet ?? false);
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => Promise.all([this.shell.api.call(getWithdrawConfig), this.shell.api.call(getWithdrawRequests)]),
      ([config, requests]) => {
        this.config = config;
        this.log.requests = requests;
      },
    );
  }

  /** Read the balance and limits again (after a request held money, or a result gave it back). */
  private async reloadConfig(): Promise<void> {
    try {
      const config = await this.shell.api.call(getWithdrawConfig, { silent: true });
      runInAction(() => (this.config = config));
    } catch {
      // The page keeps the last figures; the next event or visit reads them again.
    }
  }

  set(field: keyof WithdrawValues, value: string): void {
    this.values[field] = value;
    this.problem = null;
    this.error = null;
  }

  /** Validate and send; resolves true when the request was accepted (pending). */
  async submit(): Promise<boolean> {
    const config = this.config;
    if (this.busy || !config) return false;
    this.error = null;
    this.problem = checkAmount(this.values.amount, {
      min: config.minAmount,
      max: config.maxAmount,
      available: config.balance,
    });
    if (!this.problem && this.asksPaymentPassword && this.values.paymentPassword === '') {
      this.problem = 'payment_password_required';
    }
    if (this.problem) return false;
    this.busy = true;
    this.log.result = null;
    try {
      const request = await this.shell.api.call(requestWithdraw, {
        body: {
          amount: amountPayload(this.values.amount),
          ...(this.asksPaymentPassword ? { paymentPassword: this.values.paymentPassword } : {}),
        },
      });
      runInAction(() => {
        this.log.add(request);
        this.values = { amount: '', paymentPassword: '' };
        this.busy = false;
      });
      // The amount is held: the account bar and this page show the lower balance.
      this.refreshBalance();
      void this.reloadConfig();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = playerText(error, this.shell.i18n.t);
        this.busy = false;
      });
      return false;
    }
  }

  /** A WITHDRAW realtime event: settle the matching request, show the result (remarks of a rejection). */
  onEvent(payload: RealtimePayload): void {
    if (this.log.settle(payload)) void this.reloadConfig();
  }

  start(): () => void {
    return this.shell.events.subscribe('WITHDRAW', (payload) => this.onEvent(payload));
  }

  private refreshBalance(): void {
    this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
  }
}
