/** The captcha's constants (spec/shell.md §6, §8, §9): the login, registration, feedback and SMS-code forms share it. */

/** Whitelabel flags that choose the captcha (spec/shell.md §6). */
export const CAPTCHA_FLAGS = {
  geetest: 'GEETEST3',
  geetestOnRegister: 'GEETESTTEST3',
  geetestOnSmsCode: 'GEETESTVCODE3',
} as const;

/** Geetest v4 gives up after this long (§9). */
export const GEETEST_V4_TIMEOUT_MS = 5000;
/** Geetest loader error codes meaning the vendor's resources timed out (§8). */
export const GEETEST_LOAD_TIMEOUT_CODES = ['60204', '60205'] as const;
