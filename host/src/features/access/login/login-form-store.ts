import { requestCode } from '../code-request';
import type { CaptchaHandle } from '../../../lib/captcha/captcha-handle';
import { playerText, type ApiClient } from '@wl/api-client';
import type { FlagView } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { sendLoginSmsCode } from '../../../api/sms-code';
import type { AccessStore, LoginOptions, LoginOutcome, LoginRequest } from '../access-store';
import { CodeCountdown } from '../code-countdown';
import { ACCESS_FLAGS, PAGE_CODE_COUNTDOWN_S, REMEMBER_COOKIE_DAYS, SECONDS_PER_MINUTE } from '../constants';
import {
  checkCountryCode,
  checkCredentials,
  checkLoginPassword,
  checkMobile,
  checkVerificationCode,
  type SmsRule,
} from '../validation';

/** Login types (spec/shell.md §4): username + password, mobile code (sms), mobile number + password. */
export type LoginType = 'username' | 'sms' | 'mobileNum';

/** The form's inputs, named as the payload fields. */
export type LoginField = 'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'verificationCode';

/** Where the form sits: the page's code button counts 120 s, the modals' expiredMinutes × 60 s (§9). */
export type LoginPlacement = 'page' | 'modal' | 'popup';

/** A message the form shows: a message key (translated by the view) or a server's own text. */
export type FormMessage = { key: string } | { text: string };

/** Cookie access, so tests can look at what was written. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string | null, days: number): void;
}

/** The browser's cookies. */
export const documentCookies: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return null;
    const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
    return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
  },
  set(name, value, days) {
    if (typeof document === 'undefined') return;
    const maxAge = value === null ? 0 : days * 86400;
    document.cookie = `${name}=${encodeURIComponent(value ?? '')}; max-age=${maxAge}; path=/; samesite=lax`;
  },
};

/** Cookie names: the remember choice and the last user (1 day each, §9). */
export const REMEMBER_COOKIE = 'rememberPassword';
export const LAST_USER_COOKIE = 'lastUser';

/** What the form needs from the shell. */
export interface LoginFormDeps {
  access: AccessStore;
  api: ApiClient;
  flags: FlagView;
  t: (key: string) => string;
  sms(): SmsRule | null;
  /** Makes the form's captchas (login, SMS code); absent in tests that need none. */
  createCaptcha?: (purpose: 'login' | 'sms') => CaptchaHandle | null;
  cookies?: CookieJar;
  countdown?: CodeCountdown;
}

const EMPTY: Record<LoginField, string> = {
  username: '',
  password: '',
  mobileNum: '',
  countryDialingCode: '',
  verificationCode: '',
};

/**
 * The login form's state and rules (spec/shell.md §4, §5), shared by the login page, the login modal and the
 * login popup: the login types by MOBILELOGIN3 / MOBILEVERCODELOGIN3, validation with the spec's message keys, the
 * mobile-code button, the captcha once the server asks for it, the remember and last-user cookies. A failed or
 * timed-out attempt keeps everything typed but the captcha; a second submit while one is in flight sends nothing.
 */
export class LoginFormStore {
  type: LoginType = 'username';
  values: Record<LoginField, string> = { ...EMPTY };
  remember = false;
  /** What went wrong last, shown above the submit button. */
  message: FormMessage | null = null;
  /** The field the message is about (aria-invalid, focus). */
  invalidField: LoginField | 'captcha' | null = null;
  /** The server asked for a captcha: the field shows and is sent from now on. */
  captchaRequired = false;
  /** The login captcha (demanded by the server) and the SMS-code captcha, when the shell provides them. */
  readonly captcha: CaptchaHandle | null;
  readonly smsCaptcha: CaptchaHandle | null;
  submitting = false;
  /** Sent-code notice (code_sent) after a successful SMS request. */
  codeSent = false;
  readonly countdown: CodeCountdown;
  private readonly cookies: CookieJar;

  constructor(
    private readonly deps: LoginFormDeps,
    readonly placement: LoginPlacement = 'page',
  ) {
    this.countdown = deps.countdown ?? new CodeCountdown();
    this.cookies = deps.cookies ?? documentCookies;
    this.captcha = deps.createCaptcha?.('login') ?? null;
    this.smsCaptcha = deps.createCaptcha?.('sms') ?? null;
    makeAutoObservable<LoginFormStore, 'deps' | 'cookies'>(this, {
      deps: false,
      cookies: false,
      // Captchas keep their own observable state.
      captcha: false,
      smsCaptcha: false,
    });
    this.remember = this.cookies.get(REMEMBER_COOKIE) === '1';
    const lastUser = this.cookies.get(LAST_USER_COOKIE);
    if (lastUser) this.values.username = lastUser;
    const dialling = deps.sms()?.countryDialingCode;
    if (dialling) this.values.countryDialingCode = dialling;
  }

  /** The login types this merchant offers, username first. */
  get types(): LoginType[] {
    const types: LoginType[] = ['username'];
    if (this.deps.flags.isOn(ACCESS_FLAGS.mobileCodeLogin)) types.push('sms');
    if (this.deps.flags.isOn(ACCESS_FLAGS.mobileLogin)) types.push('mobileNum');
    return types;
  }

  /** A submit is running (this form's or another login's): the button takes no second click. */
  get busy(): boolean {
    return this.submitting || this.deps.access.busy;
  }

  /** Switch login type: every field and the countdown are cleared (§4). */
  setType(type: LoginType): void {
    if (type === this.type || !this.types.includes(type)) return;
    this.type = type;
    const dialling = this.values.countryDialingCode;
    this.values = { ...EMPTY, countryDialingCode: dialling };
    this.countdown.reset();
    this.codeSent = false;
    this.clearMessage();
    this.captcha?.reset();
  }

  set(field: LoginField, value: string): void {
    this.values[field] = value;
    if (this.invalidField === field) this.clearMessage();
  }

  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  /** Ask for a login code by SMS: a valid number first (br_enright_cphone), then idle → loading → countdown. */
  async sendCode(): Promise<void> {
    if (this.countdown.disabled) return;
    const broken =
      checkMobile(this.values.mobileNum, this.deps.sms()) ?? checkCountryCode(this.values.countryDialingCode);
    if (broken) {
      this.fail({ key: broken }, broken === 'error_country_code_limit' ? 'countryDialingCode' : 'mobileNum');
      return;
    }
    this.clearMessage();
    const dialling = this.values.countryDialingCode.trim();
    // GEETESTVCODE3: the geetest v4 check first (`not setup geetest v4` without its config).
    const result = await requestCode({
      countdown: this.countdown,
      captcha: this.smsCaptcha,
      send: (captcha) =>
        this.deps.api.call(sendLoginSmsCode, {
          body: {
            ...captcha,
            mobileNum: this.values.mobileNum.trim(),
            ...(dialling ? { countryDialingCode: dialling } : {}),
          },
        }),
      seconds: (value) =>
        this.placement === 'page' || !value.expiredMinutes
          ? PAGE_CODE_COUNTDOWN_S
          : value.expiredMinutes * SECONDS_PER_MINUTE,
    });
    runInAction(() => {
      if (result.status === 'sent') this.codeSent = true;
      else if (result.status === 'captcha') {
        if (result.key) this.fail({ key: result.key }, 'captcha');
      }
      // The SMS request's failure shows the server message (§8).
      else this.fail({ text: playerText(result.error, this.deps.t) }, 'mobileNum');
    });
  }

  /** Validate and log in. Resolves with the outcome (null when validation stopped it or a submit is in flight). */
  async submit(options: LoginOptions = {}): Promise<LoginOutcome | null> {
    if (this.busy) return null;
    // Geetest opens its popup here when it is not passed yet; the image kind just needs a code.
    if (this.captchaRequired && this.captcha && !(await this.captcha.ensureVerified())) {
      const key = this.captcha.validate();
      if (key) this.fail({ key }, 'captcha');
      return null;
    }
    const request = this.request();
    if (!request) return null;
    this.clearMessage();
    this.submitting = true;
    try {
      const outcome = await this.deps.access.login(request, options);
      runInAction(() => this.afterLogin(outcome));
      return outcome;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  dispose(): void {
    this.countdown.dispose();
    this.captcha?.dispose();
    this.smsCaptcha?.dispose();
  }

  /** The request for the current type, or null after flagging the first broken rule (§5). */
  private request(): LoginRequest | null {
    const v = this.values;
    const extra = this.captchaResult();
    if (extra === null) return null;
    switch (this.type) {
      case 'username': {
        const broken = checkCredentials(v.username, v.password);
        if (broken) return this.invalid(broken, v.username.trim() ? 'password' : 'username');
        return { type: 'username', username: v.username.trim(), password: v.password, extra };
      }
      case 'mobileNum': {
        const broken =
          this.mobileProblem() ??
          (checkLoginPassword(v.password)
            ? { key: checkLoginPassword(v.password)!, field: 'password' as const }
            : null);
        if (broken) return this.invalid(broken.key, broken.field);
        return {
          type: 'mobileNum',
          mobileNum: v.mobileNum.trim(),
          password: v.password,
          countryDialingCode: v.countryDialingCode,
          extra,
        };
      }
      case 'sms': {
        const codeBroken = checkVerificationCode(v.verificationCode);
        const broken =
          this.mobileProblem() ??
          (codeBroken ? { key: codeBroken, field: 'verificationCode' as const } : null);
        if (broken) return this.invalid(broken.key, broken.field);
        return {
          type: 'sms',
          mobileNum: v.mobileNum.trim(),
          verificationCode: v.verificationCode.trim(),
          countryDialingCode: v.countryDialingCode,
          extra,
        };
      }
    }
  }

  private mobileProblem(): { key: string; field: LoginField } | null {
    const mobile = checkMobile(this.values.mobileNum, this.deps.sms());
    if (mobile) return { key: mobile, field: 'mobileNum' };
    const code = checkCountryCode(this.values.countryDialingCode);
    return code ? { key: code, field: 'countryDialingCode' } : null;
  }

  /** The captcha's fields for the payload; null (and flagged) when it is required and not done. */
  private captchaResult(): Record<string, unknown> | null {
    if (!this.captchaRequired || !this.captcha) return {};
    const broken = this.captcha.validate();
    if (broken) {
      this.fail({ key: broken }, 'captcha');
      return null;
    }
    return this.captcha.result();
  }

  private afterLogin(outcome: LoginOutcome): void {
    if (outcome.status === 'loggedIn') {
      // The last user and the remember choice, 1 day each (§9).
      this.cookies.set(REMEMBER_COOKIE, this.remember ? '1' : null, REMEMBER_COOKIE_DAYS);
      const user = this.type === 'username' ? this.values.username.trim() : null;
      this.cookies.set(LAST_USER_COOKIE, this.remember && user ? user : null, REMEMBER_COOKIE_DAYS);
      this.values.password = '';
      this.countdown.reset();
      return;
    }
    if (outcome.status !== 'failed') return;
    // Wrong password keeps the typed username; a server error or timeout keeps everything typed.
    this.fail({ text: outcome.message }, this.type === 'sms' ? 'verificationCode' : 'password');
    if (outcome.captcha && !this.captchaRequired) {
      this.captchaRequired = true;
      this.captcha?.demand();
    } else if (this.captchaRequired) {
      this.captcha?.reset();
    }
  }

  private invalid(key: string, field: LoginField): null {
    this.fail({ key }, field);
    return null;
  }

  private fail(message: FormMessage, field: LoginField | 'captcha'): void {
    this.message = message;
    this.invalidField = field;
  }

  private clearMessage(): void {
    this.message = null;
    this.invalidField = null;
  }
}
