import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { savePaymentPassword } from '../api/payment-password';
import { PAYMENT_PASSWORD_PATTERN } from '../constants';
import type { FormMessage } from './change-password-store';

/** The payment password fields, named as the payload. */
export type PaymentPasswordField = 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';

/**
 * Set (first time) or change (old one asked) the payment password (PAYMENTPASS3): 6 digits, equal to its
 * confirmation. `onSaved` tells the page the member now has one.
 */
export class PaymentPasswordStore {
  values: Record<PaymentPasswordField, string> = {
    oldPaymentPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  };
  message: FormMessage | null = null;
  /** The field the message is about (aria-invalid, described by the message); null for the server's refusals. */
  invalidField: PaymentPasswordField | null = null;
  busy = false;
  done = false;

  constructor(
    private readonly shell: ShellServices,
    /** The member has a payment password already: the old one is asked. */
    private readonly hasOne: () => boolean,
    private readonly onSaved: () => void,
  ) {
    makeAutoObservable<PaymentPasswordStore, 'shell' | 'hasOne' | 'onSaved'>(this, {
      shell: false,
      hasOne: false,
      onSaved: false,
    });
  }

  get asksOld(): boolean {
    return this.hasOne();
  }

  set(field: PaymentPasswordField, value: string): void {
    this.values[field] = value;
    this.message = null;
    this.invalidField = null;
    this.done = false;
  }

  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const { oldPaymentPassword, paymentPassword, confirmPaymentPassword } = this.values;
    const refusal = this.refusal();
    this.message = refusal && { key: refusal.key };
    this.invalidField = refusal?.field ?? null;
    if (this.message) return false;
    this.busy = true;
    try {
      await this.shell.api.call(savePaymentPassword, {
        body: {
          ...(this.asksOld ? { oldPaymentPassword } : {}),
          paymentPassword,
          confirmPaymentPassword,
        },
      });
      runInAction(() => {
        this.values = { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };
        this.done = true;
        this.busy = false;
      });
      this.onSaved();
      return true;
    } catch (error) {
      runInAction(() => {
        this.message = { text: playerText(error, this.shell.i18n.t) };
        this.busy = false;
      });
      return false;
    }
  }

  /** The first rule the typed values break, with the field it is about. */
  private refusal(): { key: string; field: PaymentPasswordField } | null {
    const { oldPaymentPassword, paymentPassword, confirmPaymentPassword } = this.values;
    if (this.asksOld && !oldPaymentPassword)
      return { key: 'common:in_please_information', field: 'oldPaymentPassword' };
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword))
      return { key: 'payment_password_rule', field: 'paymentPassword' };
    if (paymentPassword !== confirmPaymentPassword)
      return { key: 'in_confirmation_correct', field: 'confirmPaymentPassword' };
    return null;
  }
}
