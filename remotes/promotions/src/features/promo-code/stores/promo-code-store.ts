import { isApiError, playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { PROMO_CODE_ERROR_KEYS, PROMO_CODE_REQUIRED_KEY } from '../constants';
import { redeemPromoCodeEndpoint } from '../api/redeem-promo-code';

/**
 * The promo code form (loaded with the form, on demand): what was typed, one redeem call at a time, and the error
 * shown. Visitors get the login prompt and demo accounts in_need_true_account before any call. A failure keeps the
 * code typed; a success clears it and hands the claimed promotion to `onRedeemed`.
 */
export class PromoCodeStore {
  code = '';
  submitting = false;
  /** The message key of the error shown (promo_code_*), or null. */
  errorKey: string | null = null;
  /** The text of a failure without a key of its own (server text, timeout, network), or null. */
  serverError: string | null = null;
  /** The promotion id the last redeemed code claimed (the success message), or null. */
  redeemedId: number | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly onRedeemed: (promotionId: number) => void,
  ) {
    makeAutoObservable<PromoCodeStore, 'shell' | 'onRedeemed'>(
      this,
      { shell: false, onRedeemed: false },
      { autoBind: true },
    );
  }

  setCode(value: string): void {
    this.code = value;
    this.errorKey = null;
    this.serverError = null;
  }

  /** Redeem the typed code; a press while a call is in flight does nothing. True on success. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    if (!(this.shell.requireLogin() && this.shell.requireRealAccount())) return false;
    const promoCode = this.code.trim();
    this.serverError = null;
    this.redeemedId = null;
    if (!promoCode) {
      this.errorKey = PROMO_CODE_REQUIRED_KEY;
      return false;
    }
    this.errorKey = null;
    this.submitting = true;
    try {
      // Shown next to the field: the host's dialog would hide the form.
      const result = await this.shell.api.call(redeemPromoCodeEndpoint, {
        body: { promoCode },
        alerts: false,
      });
      runInAction(() => {
        this.submitting = false;
        this.code = '';
        this.redeemedId = result.promotionId;
      });
      this.onRedeemed(result.promotionId);
      return true;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        const key = isApiError(error) ? PROMO_CODE_ERROR_KEYS[error.errorCode ?? ''] : undefined;
        if (key) this.errorKey = key;
        else this.serverError = playerText(error, this.shell.i18n.t);
      });
      return false;
    }
  }
}
