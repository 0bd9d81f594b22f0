/**
 * The access flows' constants (spec/shell.md §5, §9), in one place. Every number the login, two-factor,
 * registration and password screens use is named here, as the spec names it (the captcha's: lib/captcha/constants.ts).
 */

/** Whitelabel flags of the access flows (spec/shell.md §6; the social and SSO names are ours, docs/endpoints.md). */
export const ACCESS_FLAGS = {
  mobileLogin: 'MOBILELOGIN3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  freePlay: 'FREEPLAY3',
  forceExpiredPasswordChange: 'PWDEXPFORCECHANGE3',
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobileRegistrationPassword: 'MOBILENUMPASSREG3',
  mobileVerificationOnRegister: 'REGMOBVERF3',
  paymentPassword: 'PAYMENTPASS3',
  firebaseLogin: 'FIREBASELOGIN3',
  telegramLogin: 'TELEGRAMLOGIN3',
  /** Social sign-in may create a new account by itself (bind dialog's "register new"). */
  socialAutoCreate: 'SSOREG3',
  /** "Register new" from the bind dialog opens the register modal instead. */
  socialManualRegistration: 'MANUALREG3',
} as const;

/** The default password (spec's {secret}): a login with it forces a change; phone registration without one uses it. */
export const DEFAULT_PASSWORD = 'aa123456';

/** Mobile-code countdown on the page-level login and registration buttons, seconds (§9). */
export const PAGE_CODE_COUNTDOWN_S = 120;
/** The countdown value after a phone-code registration (§9). */
export const CODE_COUNTDOWN_RESET_S = 59;
/** Seconds per minute of a login code's `expiredMinutes` (countdown = expiredMinutes × 60). */
export const SECONDS_PER_MINUTE = 60;
/** Digits a phone-code request needs at registration (§5, §9). */
export const REGISTER_SMS_MOBILE_DIGITS = 11;
/** Remember-password and last-user cookies (§9). */
export const REMEMBER_COOKIE_DAYS = 1;
/** The two-factor modal's width, px (§9). */
export const TWO_FACTOR_MODAL_WIDTH_PX = 660;

/** Two-factor methods (§3) and the tab each opens (§4). */
export const TWO_FACTOR_METHODS = { P: 'payeeName', S: 'sms', G: 'ga', E: 'email' } as const;

/** A field rule: length bounds and a pattern ('*' accepts anything), with the message key shown when broken. */
export interface FieldRule {
  minLength: number;
  maxLength: number;
  /** A regular-expression source, or '*' for anything. */
  acceptedPattern: string;
  messageKey: string;
}

/** The default rules when the settings give none (§5). */
export const DEFAULT_RULES = {
  verificationCode: { minLength: 1, maxLength: 10, acceptedPattern: '*', messageKey: 'not_empty' },
  username: { minLength: 6, maxLength: 13, acceptedPattern: '^[A-Za-z0-9]+$', messageKey: 'reg_pattern_4' },
  password: { minLength: 6, maxLength: 16, acceptedPattern: '*', messageKey: 'error_password' },
  mobileNum: {
    minLength: 10,
    maxLength: 16,
    acceptedPattern: '^[0-9]+$',
    messageKey: 'error_phone_number_limit',
  },
  countryDialingCode: {
    minLength: 1,
    maxLength: 3,
    acceptedPattern: '^[0-9]+$',
    messageKey: 'error_country_code_limit',
  },
} as const satisfies Record<string, FieldRule>;
