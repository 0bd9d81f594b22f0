import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CONVERT_AMOUNT_ERROR,
  CONVERT_PASSWORD_ERROR,
  CONVERT_SUCCESS,
  PAYMENT_PASSWORD_FLAG,
  WALLET_REFRESH_SOURCE,
} from '../../../constants';
import type { PointConfigStore } from '../../../lib/point-config-store';
import { convertedMoney, isValidConvertAmount, normaliseConvertAmount } from '../../../lib/points-math';
import { convertEndpoint } from '../api/convert';

/** The member's point balance, which the tab reads again when opened and sets from a conversion's answer. */
export interface PointBalance {
  fetchBalance(): Promise<void>;
  setBalance(availablePoint: string): void;
}

/**
 * Details tab 2 (spec §4, §5): opening it loads the balance and the config; the rates; the conversion of points
 * into money (amount at least 1, password required, else an error popup; under 1 becomes 1 on blur). A failure
 * keeps what was typed.
 */
export class RulesStore {
  amount = '';
  password = '';
  busy = false;

  constructor(
    private readonly shell: ShellServices,
    /** The mall's store, which holds the balance the page's card shows. */
    private readonly mall: PointBalance,
    readonly config: PointConfigStore,
    /** Translates the area's keys (the popups' texts). */
    private readonly t: (key: string) => string,
  ) {
    makeAutoObservable<RulesStore, 'shell' | 'mall' | 't'>(
      this,
      { shell: false, mall: false, t: false, config: false },
      { autoBind: true },
    );
  }

  /** The tab opened: balance and config are read again. */
  open(): Promise<void> {
    return Promise.all([this.mall.fetchBalance(), this.config.fetch()]).then(() => undefined);
  }

  /** The password is the payment password with PAYMENTPASS3. */
  get asksPaymentPassword(): boolean {
    return this.shell.flags.isOn(PAYMENT_PASSWORD_FLAG);
  }

  /** Money the typed amount converts to (0.00 until a rate is known). */
  get money(): string {
    const rate = this.config.config?.pointExchangeRate;
    return rate && isValidConvertAmount(this.amount)
      ? convertedMoney(this.amount, rate)
      : convertedMoney(0, '0');
  }

  setAmount(text: string): void {
    this.amount = text.replace(/[^\d.]/g, '');
  }

  /** On blur an amount under 1 becomes 1. */
  blurAmount(): void {
    this.amount = normaliseConvertAmount(this.amount);
  }

  setPassword(text: string): void {
    this.password = text;
  }

  /** Check (an error popup for a bad amount or no password), then the encrypted conversion; balances refresh. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    if (!isValidConvertAmount(this.amount)) {
      await this.shell.dialogs.warn(this.t(CONVERT_AMOUNT_ERROR));
      return false;
    }
    if (!this.password) {
      await this.shell.dialogs.warn(this.t(CONVERT_PASSWORD_ERROR));
      return false;
    }
    this.busy = true;
    try {
      const value = await this.shell.api.call(convertEndpoint, {
        body: { amount: Number(this.amount), password: this.password },
      });
      runInAction(() => {
        this.busy = false;
        this.amount = '';
        this.password = '';
      });
      this.mall.setBalance(value.availablePoint);
      this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
      this.shell.dialogs.toast(this.t(CONVERT_SUCCESS), { kind: 'success' });
      void this.mall.fetchBalance();
      return true;
    } catch {
      // The host shows the server's refusal (error catalogue); what was typed stays.
      runInAction(() => {
        this.busy = false;
      });
      return false;
    }
  }
}
