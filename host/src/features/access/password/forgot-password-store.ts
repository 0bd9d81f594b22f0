import { requestCode } from '../code-request';
import type { CaptchaHandle } from '../../../lib/captcha/captcha-handle';
import { isApiError, playerText, type ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  forgotPasswordByEmail,
  forgotPasswordBySms,
  forgotPasswordEmailForm,
  setPasswordByPhone,
} from '../../../api/password-recovery';
import { getRegisterConfig } from '../../../api/register-config';
import { sendLoginSmsCode } from '../../../api/sms-code';
import { CodeCountdown } from '../code-countdown';
import { PAGE_CODE_COUNTDOWN_S, SECONDS_PER_MINUTE } from '../constants';
import {
  changePasswordRule,
  checkChangePassword,
  checkMobile,
  checkVerificationCode,
  matchesRule,
  type PasswordRuleSetting,
  type SmsRule,
} from '../validation';

/** The panel's modes (spec/shell.md §2): find password (by phone or by email), or set a new one by phone code. */
export type ForgotPasswordMode = 'forgotPassword' | 'setPasswordByPhone';

/** How the forgotten password is sent: texted to the number, or mailed. */
export type RecoveryChannel = 'phone' | 'email';

/** The panel's inputs, named as the payload fields. */
export type RecoveryField =
  | 'username'
  | 'mobileNumber'
  | 'email'
  | 'mobileNum'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';

/** A message: a key (translated by the view) or a server's own text. */
export type RecoveryMessage = { key: string } | { text: string };

/** What the panel needs from the shell. */
export interface ForgotPasswordDeps {
  api: ApiClient;
  t: (key: string) => string;
  settings(): { sms?: SmsRule | null; defaultPasswordRule?: PasswordRuleSetting | null } | null;
  smsCaptcha?: CaptchaHandle | null;
  countdown?: CodeCountdown;
}

/** When the register config gives no email pattern: something@something.tld. */
export const FALLBACK_EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

const EMPTY: Record<RecoveryField, string> = {
  username: '',
  mobileNumber: '',
  email: '',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** The success text of each way (namespace host). */
export const RECOVERY_SUCCESS = {
  phone: 'password_sent_sms',
  email: 'password_sent_email',
  setPassword: 'password_set_by_phone_done',
} as const;

/**
 * The forgot-password panel (spec/shell.md §4, §5, §7): by phone (POST /wps/member/password/sms { username,
 * mobileNumber }: "密码已发送，请查看短信"), by email (POST /wps/member/password/email as a form body), and set
 * password by phone (the noLogin SMS code, then POST /wps/member/password/verification, encrypted). The account is
 * required (in_account_incorrect); the email must match the configured pattern (in_email_incorrect). A failed call
 * keeps everything typed; a second submit while one is in flight sends nothing.
 */
export class ForgotPasswordStore {
  channel: RecoveryChannel = 'phone';
  values: Record<RecoveryField, string> = { ...EMPTY };
  message: RecoveryMessage | null = null;
  invalidField: RecoveryField | null = null;
  /** The success text once the call went through. */
  done: string | null = null;
  submitting = false;
  codeSent = false;
  /** The email field's pattern from the register config (loaded on first use). */
  emailPattern: string = FALLBACK_EMAIL_PATTERN;
  readonly countdown: CodeCountdown;
  readonly smsCaptcha: CaptchaHandle | null;

  constructor(
    private readonly deps: ForgotPasswordDeps,
    readonly mode: ForgotPasswordMode,
  ) {
    this.countdown = deps.countdown ?? new CodeCountdown();
    this.smsCaptcha = deps.smsCaptcha ?? null;
    makeAutoObservable<ForgotPasswordStore, 'deps'>(this, { deps: false, smsCaptcha: false });
  }

  /** Read the configured email pattern (the register config's email field); the fallback stays when it fails. */
  async loadEmailRule(): Promise<void> {
    try {
      const fields = await this.deps.api.call(getRegisterConfig);
      const pattern = fields.find((field) => field.key === 'email')?.acceptedPattern;
      if (pattern) runInAction(() => (this.emailPattern = pattern));
    } catch (error) {
      console.warn('[forgot-password] register config failed; the fallback email rule applies', error);
    }
  }

  setChannel(channel: RecoveryChannel): void {
    if (channel === this.channel) return;
    this.channel = channel;
    this.message = null;
    this.invalidField = null;
    this.done = null;
  }

  set(field: RecoveryField, value: string): void {
    this.values[field] = value;
    if (this.invalidField === field) {
      this.message = null;
      this.invalidField = null;
    }
  }

  /** The fields shown now, in order. */
  get fields(): RecoveryField[] {
    if (this.mode === 'setPasswordByPhone')
      return ['username', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];
    return this.channel === 'phone' ? ['username', 'mobileNumber'] : ['username', 'email'];
  }

  /** Set password by phone: the noLogin SMS code for the number (a valid number first). */
  async sendCode(): Promise<void> {
    if (this.countdown.disabled) return;
    const mobile = this.values.mobileNum.trim();
    const broken = checkMobile(mobile, this.deps.settings()?.sms);
    if (broken) return this.fail({ key: broken }, 'mobileNum');
    this.clear();
    const dialling = this.deps.settings()?.sms?.countryDialingCode;
    const result = await requestCode({
      countdown: this.countdown,
      captcha: this.smsCaptcha,
      send: (captcha) =>
        this.deps.api.call(sendLoginSmsCode, {
          body: { ...captcha, mobileNum: mobile, ...(dialling ? { countryDialingCode: dialling } : {}) },
        }),
      seconds: (value) =>
        value.expiredMinutes ? value.expiredMinutes * SECONDS_PER_MINUTE : PAGE_CODE_COUNTDOWN_S,
    });
    runInAction(() => {
      if (result.status === 'sent') this.codeSent = true;
      else if (result.status === 'captcha') {
        if (result.key) this.fail({ key: result.key }, 'verificationCode');
      } else this.fail({ text: playerText(result.error, this.deps.t) }, 'mobileNum');
    });
  }

  /** Validate and send. Resolves true when the call went through. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const problem = this.problem();
    if (problem) {
      this.fail({ key: problem.key }, problem.field);
      return false;
    }
    this.clear();
    this.done = null;
    this.submitting = true;
    const v = this.trimmed();
    try {
      if (this.mode === 'setPasswordByPhone') {
        await this.deps.api.call(setPasswordByPhone, {
          body: {
            username: v.username,
            mobileNum: v.mobileNum,
            verificationCode: v.verificationCode,
            newPassword: this.values.newPassword,
            confirmNewPassword: this.values.confirmNewPassword,
          },
        });
      } else if (this.channel === 'phone') {
        await this.deps.api.call(forgotPasswordBySms, {
          body: { username: v.username, mobileNumber: v.mobileNumber },
        });
      } else {
        await this.deps.api.call(forgotPasswordByEmail, {
          body: forgotPasswordEmailForm(v.username, v.email),
        });
      }
      runInAction(() => {
        this.done =
          this.mode === 'setPasswordByPhone'
            ? RECOVERY_SUCCESS.setPassword
            : this.channel === 'phone'
              ? RECOVERY_SUCCESS.phone
              : RECOVERY_SUCCESS.email;
        this.countdown.reset();
        this.codeSent = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        // Everything typed stays; the server's message shows.
        this.message = { text: playerText(error, this.deps.t) };
        this.invalidField =
          isApiError(error) && error.errorCode === 'sms.code.invalid' ? 'verificationCode' : null;
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  dispose(): void {
    this.countdown.dispose();
    this.smsCaptcha?.dispose();
  }

  private trimmed(): Record<RecoveryField, string> {
    const out = { ...this.values };
    for (const key of Object.keys(out) as RecoveryField[]) {
      if (key !== 'newPassword' && key !== 'confirmNewPassword') out[key] = out[key].trim();
    }
    return out;
  }

  /** The first broken rule (spec/shell.md §5), or null. */
  private problem(): { field: RecoveryField; key: string } | null {
    const v = this.trimmed();
    if (!v.username) return { field: 'username', key: 'in_account_incorrect' };
    if (this.mode === 'setPasswordByPhone') {
      const mobile = checkMobile(v.mobileNum, this.deps.settings()?.sms);
      if (mobile) return { field: 'mobileNum', key: mobile };
      const code = checkVerificationCode(v.verificationCode);
      if (code) return { field: 'verificationCode', key: code };
      const password = checkChangePassword(
        { oldPassword: '', newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword },
        { askOld: false, rule: changePasswordRule(this.deps.settings()?.defaultPasswordRule) },
      );
      // The old password is never asked here, so the problem is about the new one or its confirmation.
      return password && password.field !== 'oldPassword'
        ? { field: password.field, key: password.key }
        : null;
    }
    if (this.channel === 'phone') {
      const mobile = checkMobile(v.mobileNumber, this.deps.settings()?.sms);
      return mobile ? { field: 'mobileNumber', key: mobile } : null;
    }
    const emailOk =
      v.email !== '' &&
      matchesRule(v.email, {
        minLength: 1,
        maxLength: Number.MAX_SAFE_INTEGER,
        acceptedPattern: this.emailPattern,
      });
    return emailOk ? null : { field: 'email', key: 'in_email_incorrect' };
  }

  private fail(message: RecoveryMessage, field: RecoveryField): void {
    this.message = message;
    this.invalidField = field;
  }

  private clear(): void {
    this.message = null;
    this.invalidField = null;
  }
}
