import { requestCode } from '../code-request';
import type { CaptchaHandle } from '../../../lib/captcha/captcha-handle';
import { isApiError, playerText, type ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  loginVerification,
  type LoginValue,
  type LoginVerificationBody,
  type VerificationCredentials,
} from '../../../api/session';
import { sendLoginSmsCode } from '../../../api/sms-code';
import { CodeCountdown } from '../code-countdown';
import { PAGE_CODE_COUNTDOWN_S, SECONDS_PER_MINUTE, TWO_FACTOR_METHODS } from '../constants';
import { checkMobile, type SmsRule } from '../validation';

/** A two-factor method letter (spec/shell.md §3): E email, G authenticator, S sms, P payee name. */
export type TwoFactorMethod = keyof typeof TWO_FACTOR_METHODS;
/** A tab of the two-factor modal (§4). */
export type TwoFactorTab = (typeof TWO_FACTOR_METHODS)[TwoFactorMethod];
/** The inputs of the modal, named as the payload fields. */
export type TwoFactorField = 'email' | 'authCode' | 'mobileNum' | 'verificationCode' | 'payeeName';

/** Tab order of the modal (§4: payeeName, sms, ga, email). */
const TAB_ORDER: readonly TwoFactorMethod[] = ['P', 'S', 'G', 'E'];

/** The field each method requires (§5), in the order they are checked. */
const REQUIRED: Record<TwoFactorMethod, readonly TwoFactorField[]> = {
  P: ['payeeName'],
  S: ['mobileNum', 'verificationCode'],
  G: ['authCode'],
  E: ['email'],
};

/** Fields cleared after a failed verification (§4: email, code and auth-code). */
const CLEARED_ON_FAILURE: readonly TwoFactorField[] = ['email', 'verificationCode', 'authCode'];

/** The methods an error value lists, in tab order; unknown letters are dropped. */
export function parseMethods(value: unknown): TwoFactorMethod[] {
  const listed = Array.isArray(value) ? value.map(String) : [];
  return TAB_ORDER.filter((method) => listed.includes(method));
}

/** What the store needs from the shell. */
export interface TwoFactorDeps {
  api: ApiClient;
  t: (key: string) => string;
  /** A warning dialog (the server's message on failure, §4). */
  warn(message: string): Promise<void>;
  /** The verification passed: run the post-login action with the login value. */
  onPassed(value: LoginValue): Promise<void>;
  sms(): SmsRule | null;
  /** The SMS-code request's captcha (geetest v4 with GEETESTVCODE3), when the shell provides one. */
  smsCaptcha?: CaptchaHandle | null;
}

/**
 * The two-factor modal's state (spec/shell.md §4, §5): the tabs of the methods the server listed, one required
 * field per method (an empty one is flagged and focused), the sms tab's code button, the verification call.
 */
export class TwoFactorStore {
  tab: TwoFactorMethod;
  values: Record<TwoFactorField, string> = {
    email: '',
    authCode: '',
    mobileNum: '',
    verificationCode: '',
    payeeName: '',
  };
  /** The field flagged as missing, and the message key shown beside it. */
  invalid: { field: TwoFactorField; key: string } | null = null;
  /** The field the view should focus (bumped by `focusRequest` so the same field can be focused twice). */
  focusField: TwoFactorField | null = null;
  focusRequest = 0;
  busy = false;
  /** Shown after a successful verification (登录验证通过, translated). */
  passed = false;
  readonly countdown: CodeCountdown;

  /** The SMS-code request's captcha, when the shell provides one. */
  get smsCaptcha(): CaptchaHandle | null {
    return this.deps.smsCaptcha ?? null;
  }

  constructor(
    readonly methods: TwoFactorMethod[],
    private readonly credentials: VerificationCredentials,
    private readonly deps: TwoFactorDeps,
    countdown = new CodeCountdown(),
  ) {
    this.tab = methods[0] ?? 'E';
    this.countdown = countdown;
    makeAutoObservable<TwoFactorStore, 'credentials' | 'deps'>(this, { credentials: false, deps: false });
  }

  /** The tabs shown: only the methods the error listed, in the spec's order. */
  get tabs(): { method: TwoFactorMethod; key: TwoFactorTab }[] {
    return this.methods.map((method) => ({ method, key: TWO_FACTOR_METHODS[method] }));
  }

  selectTab(method: TwoFactorMethod): void {
    if (!this.methods.includes(method)) return;
    this.tab = method;
    this.invalid = null;
  }

  set(field: TwoFactorField, value: string): void {
    this.values[field] = value;
    if (this.invalid?.field === field) this.invalid = null;
  }

  /** Send the sms tab's code to the typed number (needs a valid number: br_enright_cphone). */
  async sendCode(): Promise<void> {
    if (this.countdown.disabled) return;
    const broken = checkMobile(this.values.mobileNum, this.deps.sms());
    if (broken) {
      this.flag('mobileNum', broken);
      return;
    }
    const result = await requestCode({
      countdown: this.countdown,
      captcha: this.deps.smsCaptcha ?? null,
      send: (captcha) =>
        this.deps.api.call(sendLoginSmsCode, {
          body: { ...captcha, mobileNum: this.values.mobileNum.trim() },
        }),
      seconds: (value) =>
        value.expiredMinutes ? value.expiredMinutes * SECONDS_PER_MINUTE : PAGE_CODE_COUNTDOWN_S,
    });
    if (result.status === 'captcha' && result.key) await this.deps.warn(this.deps.t(`host:${result.key}`));
    if (result.status === 'failed') await this.deps.warn(playerText(result.error, this.deps.t));
  }

  /** Verify with the current tab's method. Resolves true when the login went through. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const method = this.tab;
    for (const field of REQUIRED[method]) {
      if (!this.values[field].trim()) {
        this.flag(field, 'in_please_information');
        return false;
      }
    }
    this.invalid = null;
    this.busy = true;
    const body: LoginVerificationBody = { ...this.credentials, method };
    for (const field of REQUIRED[method]) body[field] = this.values[field].trim();
    try {
      const value = await this.deps.api.call(loginVerification, { body });
      runInAction(() => {
        this.passed = true;
        this.countdown.reset();
      });
      await this.deps.onPassed(value);
      return true;
    } catch (error) {
      runInAction(() => {
        for (const field of CLEARED_ON_FAILURE) this.values[field] = '';
      });
      // The server's message in a warning when it sent one, else the field is focused for another try.
      const serverMessage = isApiError(error) && error.kind === 'server' ? error.serverMessage : null;
      if (serverMessage) await this.deps.warn(serverMessage);
      else if (isApiError(error) && error.kind === 'server')
        this.focus(REQUIRED[method][REQUIRED[method].length - 1]!);
      else await this.deps.warn(playerText(error, this.deps.t));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dispose(): void {
    this.countdown.dispose();
    this.deps.smsCaptcha?.dispose();
  }

  private flag(field: TwoFactorField, key: string): void {
    this.invalid = { field, key };
    this.focus(field);
  }

  private focus(field: TwoFactorField): void {
    this.focusField = field;
    this.focusRequest += 1;
  }
}
