/**
 * What a form needs of a captcha (the part of `CaptchaStore` the login, two-factor, registration and
 * password-recovery stores use), so their tests can pass a stand-in. A form has one for its own check and one for
 * the SMS-code request (geetest v4 with GEETESTVCODE3).
 */
export interface CaptchaHandle {
  /** Does this form need it now (the login one: once demanded; the SMS one: by the merchant's flags)? */
  readonly enabled: boolean;
  /** The server flagged the captcha on a failed login: show it from now on. */
  demand(): void;
  /** Passed (image: a code typed; geetest: the popup passed, opened when needed). */
  ensureVerified(): Promise<boolean>;
  /** The message key when the captcha is not done, else null. */
  validate(): string | null;
  /** The fields to spread into the payload (the image code, or the geetest result). */
  result(): Record<string, unknown>;
  /** A fresh challenge (after every attempt that used one). */
  reset(): void;
  dispose(): void;
}
