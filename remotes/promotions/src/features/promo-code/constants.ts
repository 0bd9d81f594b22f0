/** The promo code form (spec/products.md §7 "promo code enable"; the redeem call is *chosen*). */

/** The payload field of the redeem call, also the input's name. */
export const PROMO_CODE_FIELD = 'promoCode';

/** Message key when the field is empty. */
export const PROMO_CODE_REQUIRED_KEY = 'promo_code_required';

/** The redeem call's error codes and the message key each shows; other failures show the server's text. */
export const PROMO_CODE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'promo.code.required': PROMO_CODE_REQUIRED_KEY,
  'promo.code.invalid': 'promo_code_invalid',
  'promo.code.expired': 'promo_code_expired',
  'promo.code.used': 'promo_code_used',
  'promo.code.disabled': 'promo_code_disabled',
  'promo.code.real.account': 'common:in_need_true_account',
};
