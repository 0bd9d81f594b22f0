// Constants of the security centre (securityCenter), named as spec/shell.md names them.

// The change-password rule and its 3 s throttle (spec/shell.md §5, §9) are shared with the host: see @wl/ui.

/** Profile icons when the settings give no PROFILE_ICON_COUNT (spec/shell.md §9: default 9). */
export const DEFAULT_PROFILE_ICON_COUNT = 9;

/** Where icon `n` (1-based) of the profile icons is served (docs/endpoints.md "Account bar"). */
export const AVATAR_IMAGE_PATH = (icon: number): string => `/wps/res/img/avatar/${icon}.svg`;

/** The payment password: 6 digits (our rule; the spec gives none; the sandbox checks the same). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** The whitelabel flag of the payment password (spec/products.md §6). */
export const PAYMENT_PASSWORD_FLAG = 'PAYMENTPASS3';

/** Two-factor methods and the field each binding sends (spec/shell.md §5 two-factor: email, authCode, mobile). */
export const TWO_FACTOR_FIELDS = { E: 'email', G: 'authCode', S: 'mobileNum' } as const;

/** A two-factor method the security centre can bind. */
export type TwoFactorMethod = keyof typeof TWO_FACTOR_FIELDS;
