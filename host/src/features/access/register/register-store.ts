import { requestCode } from '../code-request';
import type { CaptchaHandle } from '../../../lib/captcha/captcha-handle';
import { isApiError, playerText, type ApiClient } from '@wl/api-client';
import { DEFAULT_LANGUAGE } from '@wl/i18n';
import type { FlagView } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkAffiliate,
  registerByMobile,
  registerByUsername,
  sendRegisterSmsCode,
  type RegisterBody,
  type RegisterMobileBody,
  type RegisterValue,
} from '../../../api/register';
import { getRegisterConfig, type RegisterField } from '../../../api/register-config';
import type { LoginOptions, LoginOutcome, LoginRequest } from '../access-store';
import { CodeCountdown } from '../code-countdown';
import {
  ACCESS_FLAGS,
  CODE_COUNTDOWN_RESET_S,
  DEFAULT_PASSWORD,
  DEFAULT_RULES,
  PAGE_CODE_COUNTDOWN_S,
  REGISTER_SMS_MOBILE_DIGITS,
} from '../constants';
import { checkMobile, type SmsRule } from '../validation';
import {
  checkField,
  confirmationField,
  digitsOnly,
  fitsField,
  MASKED_FIELDS,
  MOBILE_REGISTER_MESSAGES,
  NOT_RENDERED,
  NUMERIC_FIELDS,
  payloadName,
  validTid,
  type FieldMessage,
} from './register-rules';
import { fieldHint } from './register-hints';

/** Registration by username, or by phone (the server makes the username). */
export type RegisterMethod = 'username' | 'phone';

/** What the registration needs from the shell. */
export interface RegisterDeps {
  api: ApiClient;
  flags: FlagView;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The post-login flow: registration logs in with the new account afterwards. */
  login(request: LoginRequest, options: LoginOptions): Promise<LoginOutcome>;
  settings(): { sms?: SmsRule | null } | null;
  /** The display language (a code or cimode): hints are built in it; CN unless given. */
  language?(): string;
  /** The registration captcha (`register`) and the SMS-code one (`sms`, geetest v4 with GEETESTVCODE3). */
  createCaptcha(purpose: 'register' | 'sms'): CaptchaHandle | null;
  /** A warning dialog; resolves when it is confirmed. */
  warn(message: string): Promise<void>;
  navigate(to: string): void;
  /** The site's address: `registerUrl` (origin) and `domain` (host name) of the payloads. */
  site: { origin: string; hostname: string };
  deviceId: string;
  /**
   * A social sign-in waiting to be bound (the bind dialog's "register new" with MANUALREG3): its firebase fields go
   * with the registration (spec/shell.md §3), and the automatic login afterwards binds it.
   */
  socialArgs?(): Record<string, unknown> | null;
  /** From the query: referralCode, affiliateCode, tid (kept only when all digits). */
  query: { referralCode?: string | null; affiliateCode?: string | null; tid?: string | null };
  countdown?: CodeCountdown;
}

/** The social sign-in fields the registration payload carries (spec/shell.md §3). */
const SOCIAL_REGISTER_FIELDS = ['firebaseChannel', 'firebaseIdToken'] as const;

/** One input the form renders; `name` is the payload field name. */
export interface RegisterInput {
  name: string;
  /** The register config key (verifyPwd for the confirmation; mobileNum for the phone tab's number). */
  key: string;
  required: boolean;
  masked: boolean;
  numeric: boolean;
  maxLength?: number;
  /** What the field asks for, in the player's language (register-hints.ts); null: nothing to say. */
  hint: FieldMessage | null;
}

/** Where the registration sits: the /register page, the register modal or the register popup modal. */
export type RegisterPlacement = 'page' | 'modal' | 'popup';

/** The tick that means "agreed to the terms" and the legal-age tick. */
export type RegisterCheckbox = 'agreement' | 'legalAge';

/**
 * The registration (spec/shell.md §4, §5): the ten-clause agreement first, then the form driven by the register
 * config (checks on blur; required, pattern, bounds, confirmation; inputs trimmed), tabs username / phone when both
 * USERNAMEREG3 and MOBILENUMREG3 are on, the phone flow with the default password, the SMS code, the captcha last,
 * the affiliate check, then the registration call and the automatic login. A failed call keeps everything typed; a
 * second submit while one is in flight sends nothing.
 */
export class RegisterStore {
  stage: 'agreement' | 'form' = 'agreement';
  readonly config = new LoadState();
  fields: RegisterField[] = [];
  method: RegisterMethod = 'username';
  /** Typed values by payload name. */
  values: Record<string, string> = {};
  /** Per-field messages by payload name (and `captcha`, `agreement`, `legalAge`). */
  errors: Record<string, FieldMessage> = {};
  agreement = false;
  legalAge = false;
  /** The affiliate check failed on an optional field: the field is hidden and registration goes on without it. */
  affiliateHidden = false;
  /** A form-level message (a server refusal), above the submit button. */
  message: FieldMessage | null = null;
  submitting = false;
  /** Submits stopped by a check (the view focuses the first field with a message after each). */
  refusedSubmits = 0;
  codeSent = false;
  readonly countdown: CodeCountdown;
  readonly captcha: CaptchaHandle | null;
  readonly smsCaptcha: CaptchaHandle | null;
  /** The tid query parameter, when all digits. */
  readonly tid: string | null;

  constructor(
    private readonly deps: RegisterDeps,
    readonly placement: RegisterPlacement = 'page',
  ) {
    this.countdown = deps.countdown ?? new CodeCountdown();
    this.captcha = deps.createCaptcha('register');
    this.smsCaptcha = deps.createCaptcha('sms');
    this.tid = validTid(deps.query.tid);
    const affiliate = deps.query.affiliateCode?.trim();
    if (affiliate) this.values.affiliateCode = affiliate;
    this.method = this.methods[0] ?? 'username';
    makeAutoObservable<RegisterStore, 'deps'>(this, {
      deps: false,
      captcha: false,
      smsCaptcha: false,
      config: false,
    });
  }

  /** The registration methods this merchant offers. */
  get methods(): RegisterMethod[] {
    const username = this.on(ACCESS_FLAGS.usernameRegistration);
    const phone = this.on(ACCESS_FLAGS.mobileRegistration);
    if (username && phone) return ['username', 'phone'];
    return phone ? ['phone'] : ['username'];
  }

  /** The username / phone tabs show only when both methods are on. */
  get showTabs(): boolean {
    return this.methods.length === 2;
  }

  /** Busy: the submit button takes no second click. */
  get busy(): boolean {
    return this.submitting;
  }

  /** The SMS code exists only when mobile verification is on (REGMOBVERF3). */
  get smsVerification(): boolean {
    return (
      this.on(ACCESS_FLAGS.mobileVerificationOnRegister) && this.field('verificationCode')?.enabled !== false
    );
  }

  /** The phone tab asks for a password only with MOBILENUMPASSREG3; else the default password is used. */
  get phonePassword(): boolean {
    return this.on(ACCESS_FLAGS.mobileRegistrationPassword);
  }

  /** The inputs of the current method, in form order (the captcha and the ticks follow them). */
  get inputs(): RegisterInput[] {
    return this.method === 'phone' ? this.phoneInputs : this.usernameInputs;
  }

  /** Load the register config (the agreement shows meanwhile). */
  load(): Promise<void> {
    return this.config.run(
      () => this.deps.api.call(getRegisterConfig),
      (fields) => {
        this.fields = fields;
      },
    );
  }

  /** The member agreed to the ten clauses: the form shows, with the agreement ticked. */
  agree(): void {
    this.stage = 'form';
    this.agreement = true;
    if (this.config.status === 'idle') void this.load();
  }

  setMethod(method: RegisterMethod): void {
    if (method === this.method || !this.methods.includes(method)) return;
    this.method = method;
    // Typed values stay (nothing typed is lost); the messages belong to the other tab.
    this.errors = {};
    this.message = null;
  }

  set(name: string, value: string): void {
    this.values[name] = NUMERIC_FIELDS.has(name) ? digitsOnly(value) : value;
    if (this.errors[name]) delete this.errors[name];
  }

  setChecked(box: RegisterCheckbox, checked: boolean): void {
    this[box] = checked;
    if (checked) delete this.errors[box];
  }

  /** The check of one field when it loses focus (spec/shell.md §5). */
  blur(name: string): void {
    const problem = this.problemOf(name);
    if (problem) this.errors[name] = problem;
    else delete this.errors[name];
    // The confirmation follows the password.
    if (name === 'password' && this.value('confirmPassword') !== '') this.blur('confirmPassword');
  }

  /** Ask for the registration SMS code: an 11-digit valid number first (br_enright_cphone), then the countdown. */
  async sendCode(): Promise<void> {
    if (this.countdown.disabled) return;
    const name = this.mobileName;
    const mobile = this.value(name);
    if (
      mobile.length !== REGISTER_SMS_MOBILE_DIGITS ||
      checkMobile(mobile, this.deps.settings()?.sms) !== null ||
      !this.mobileFits(mobile)
    ) {
      this.errors[name] = { key: 'br_enright_cphone' };
      return;
    }
    delete this.errors[name];
    const result = await requestCode({
      countdown: this.countdown,
      captcha: this.smsCaptcha,
      send: (captcha) => this.deps.api.call(sendRegisterSmsCode, { body: { ...captcha, mobileNo: mobile } }),
      seconds: () => PAGE_CODE_COUNTDOWN_S,
    });
    runInAction(() => {
      if (result.status === 'sent') this.codeSent = true;
      else if (result.status === 'captcha') {
        if (result.key) this.errors.verificationCode = { key: result.key };
      }
      // The SMS request's failure shows the server message (spec/shell.md §8).
      else this.errors[name] = { text: playerText(result.error, this.deps.t) };
    });
  }

  /** Validate, check the affiliate, register, log in. Resolves with the login outcome, or null when stopped. */
  async submit(): Promise<LoginOutcome | null> {
    if (this.submitting) return null;
    this.submitting = true;
    this.message = null;
    try {
      if (!(await this.validateAll())) {
        runInAction(() => (this.refusedSubmits += 1));
        return null;
      }
      if (!(await this.checkAffiliateCode())) return null;
      const password =
        this.method === 'phone' && !this.phonePassword ? DEFAULT_PASSWORD : this.value('password');
      let value: RegisterValue;
      try {
        value =
          this.method === 'phone'
            ? await this.deps.api.call(registerByMobile, { body: this.mobileBody() })
            : await this.deps.api.call(registerByUsername, { body: this.usernameBody() });
      } catch (error) {
        runInAction(() => this.refused(error));
        return null;
      }
      runInAction(() => {
        // After a phone-code registration the code button counts from 59 (spec/shell.md §4).
        if (this.method === 'phone' && this.smsVerification) this.countdown.start(CODE_COUNTDOWN_RESET_S);
        this.codeSent = false;
      });
      const outcome = await this.deps.login(
        { type: 'username', username: value.customerName, password },
        { cameFromRegister: true },
      );
      if (outcome.status === 'failed') runInAction(() => (this.message = { text: outcome.message }));
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

  // ---- fields ----

  private on(flag: string): boolean {
    return this.deps.flags.isOn(flag);
  }

  private field(key: string): RegisterField | undefined {
    return this.fields.find((f) => f.key === key);
  }

  private value(name: string): string {
    return (this.values[name] ?? '').trim();
  }

  private get mobileName(): string {
    return this.method === 'phone' ? 'mobileNo' : 'mobileNum';
  }

  /** The config fields the username tab renders. */
  private get usernameFields(): RegisterField[] {
    return this.fields.filter((f) => {
      if (!f.enabled || NOT_RENDERED.has(f.key)) return false;
      if (f.key === 'verificationCode') return this.smsVerification;
      if (f.key === 'paymentPassword') return this.on(ACCESS_FLAGS.paymentPassword);
      if (f.key === 'affiliateCode') return !this.affiliateHidden;
      return true;
    });
  }

  /** The rule a field is checked by (the confirmation derives from the password's). */
  private ruleOf(key: string): RegisterField | undefined {
    const field = this.field(key);
    if (field && key === 'verifyPwd') return confirmationField(field, this.field('password'));
    return field;
  }

  private input(field: RegisterField, name = payloadName(field.key)): RegisterInput {
    const rule = this.ruleOf(field.key) ?? field;
    return {
      name,
      key: field.key,
      required: field.required,
      masked: MASKED_FIELDS.has(field.key),
      numeric: NUMERIC_FIELDS.has(field.key),
      maxLength: rule.maxLength ?? undefined,
      hint: field.key === 'verifyPwd' ? null : this.hintOf(rule),
    };
  }

  private get usernameInputs(): RegisterInput[] {
    return this.usernameFields.map((f) => this.input(f));
  }

  private get phoneInputs(): RegisterInput[] {
    const synthetic = (key: string, required: boolean): RegisterField => ({
      key,
      type: 'text',
      required,
      enabled: true,
      message: '',
      ...(this.field(key) ?? {}),
    });
    const inputs: RegisterInput[] = [
      { ...this.input(synthetic('mobileNum', true), 'mobileNo'), required: true, numeric: true },
    ];
    if (this.phonePassword) {
      inputs.push({ ...this.input(synthetic('password', true)), required: true });
      inputs.push({ ...this.input(synthetic('verifyPwd', true)), required: true });
    }
    if (this.smsVerification)
      inputs.push({ ...this.input(synthetic('verificationCode', true)), required: true });
    const affiliate = this.field('affiliateCode');
    if (affiliate?.enabled && !this.affiliateHidden) inputs.push(this.input(affiliate));
    return inputs;
  }

  private mobileFits(mobile: string): boolean {
    const rule = this.field('mobileNum');
    return rule ? fitsField(rule, mobile) : true;
  }

  /** The message a field's value gets now, or null. */
  private problemOf(name: string): FieldMessage | null {
    if (this.method === 'phone') return this.phoneProblem(name);
    const key = name === 'confirmPassword' ? 'verifyPwd' : name;
    const field = this.ruleOf(key);
    if (!field) return null;
    return checkField(field, this.value(name), this.value('password'), this.hintOf(field));
  }

  /** A field's hint in the display language (the config's message only when it is written in it). */
  private hintOf(field: RegisterField): FieldMessage | null {
    return fieldHint(field, this.deps.language?.() ?? DEFAULT_LANGUAGE);
  }

  /** The phone tab's checks, each with its own message of the mobile-registration order (spec/shell.md §5). */
  private phoneProblem(name: string): FieldMessage | null {
    const m = MOBILE_REGISTER_MESSAGES;
    const value = this.value(name);
    switch (name) {
      case 'mobileNo':
        return /^[0-9]+$/.test(value) &&
          this.mobileFits(value) &&
          (this.field('mobileNum') || checkMobile(value, this.deps.settings()?.sms) === null)
          ? null
          : { key: m.mobile };
      case 'password': {
        if (value === '') return { key: m.passwordEmpty };
        const rule = this.field('password') ?? {
          minLength: DEFAULT_RULES.password.minLength,
          maxLength: DEFAULT_RULES.password.maxLength,
          acceptedPattern: DEFAULT_RULES.password.acceptedPattern,
        };
        return fitsField(rule, value)
          ? null
          : { key: m.passwordPattern, values: { min: rule.minLength ?? 0, max: rule.maxLength ?? 0 } };
      }
      case 'confirmPassword':
        return value === this.value('password') ? null : { key: m.confirm };
      case 'verificationCode':
        return value === '' ? { key: m.smsCode } : null;
      case 'affiliateCode': {
        const field = this.field('affiliateCode');
        return field ? checkField(field, value, '', this.hintOf(field)) : null;
      }
      default:
        return null;
    }
  }

  /** Every check before sending; the first problem is focused by the view. */
  private async validateAll(): Promise<boolean> {
    return this.method === 'phone' ? this.validatePhone() : this.validateUsername();
  }

  private async validateUsername(): Promise<boolean> {
    const errors: Record<string, FieldMessage> = {};
    for (const input of this.usernameInputs) {
      const problem = this.problemOf(input.name);
      if (problem) errors[input.name] = problem;
    }
    if (!this.agreement) errors.agreement = { key: 'in_register_agreed' };
    if (!this.legalAge) errors.legalAge = { key: 'register_legal_age_required' };
    runInAction(() => (this.errors = errors));
    if (Object.keys(errors).length > 0) return false;
    return this.captchaPassed('captcha');
  }

  /** The mobile registration: one message at a time, in the order of spec/shell.md §5. */
  private async validatePhone(): Promise<boolean> {
    const stop = (name: string, message: FieldMessage) => {
      runInAction(() => (this.errors = { [name]: message }));
      return false;
    };
    for (const input of this.phoneInputs) {
      if (input.name === 'affiliateCode') continue;
      const problem = this.phoneProblem(input.name);
      if (problem) return stop(input.name, problem);
    }
    if (!(await this.captchaPassed(MOBILE_REGISTER_MESSAGES.captcha))) return false;
    if (!this.agreement) return stop('agreement', { key: MOBILE_REGISTER_MESSAGES.agreement });
    if (!this.legalAge) return stop('legalAge', { key: 'register_legal_age_required' });
    const affiliate = this.phoneProblem('affiliateCode');
    if (affiliate && this.value('affiliateCode') !== '') return stop('affiliateCode', affiliate);
    runInAction(() => (this.errors = {}));
    return true;
  }

  /**
   * The captcha (placed last): the image code typed, or the geetest popup passed (opened here when needed).
   * `emptyKey`: the phone tab's own text for an empty image code; the username tab uses the captcha's key.
   */
  private async captchaPassed(emptyKey: string): Promise<boolean> {
    const captcha = this.captcha;
    if (!captcha?.enabled) return true;
    if (await captcha.ensureVerified()) return true;
    const key = captcha.validate();
    runInAction(() => {
      this.errors = {
        captcha: { key: key === 'not_empty' && emptyKey !== 'captcha' ? emptyKey : (key ?? 'verify_first') },
      };
    });
    return false;
  }

  /** The affiliate code to send: the typed one (field shown), else the query's. */
  private get affiliateCode(): string {
    if (this.affiliateHidden) return '';
    const shown = this.inputs.some((input) => input.name === 'affiliateCode');
    return shown ? this.value('affiliateCode') : (this.deps.query.affiliateCode?.trim() ?? '');
  }

  /**
   * The affiliate check when a code is supplied (spec/shell.md §8): on failure an optional field is hidden and the
   * registration goes on without it; a required one shows the message and, once confirmed, goes to the site root.
   */
  private async checkAffiliateCode(): Promise<boolean> {
    const code = this.affiliateCode;
    if (!code) return true;
    try {
      await this.deps.api.call(checkAffiliate, { params: { code, domain: this.deps.site.hostname } });
      return true;
    } catch {
      if (this.field('affiliateCode')?.required) {
        await this.deps.warn(this.deps.t('host:register_affiliate_invalid'));
        this.deps.navigate('/');
        return false;
      }
      runInAction(() => {
        this.affiliateHidden = true;
        delete this.values.affiliateCode;
        delete this.errors.affiliateCode;
      });
      return true;
    }
  }

  private common() {
    const affiliateCode = this.affiliateCode;
    const referralCode = this.deps.query.referralCode?.trim();
    const social = this.deps.socialArgs?.() ?? {};
    const firebase = Object.fromEntries(
      SOCIAL_REGISTER_FIELDS.filter((key) => typeof social[key] === 'string').map((key) => [
        key,
        social[key],
      ]),
    );
    return {
      ...firebase,
      registerMethod: 'WEB' as const,
      registerUrl: this.deps.site.origin,
      domain: this.deps.site.hostname,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
      deviceId: this.deps.deviceId,
      login: true as const,
    };
  }

  private usernameBody(): RegisterBody {
    const fields: Record<string, string> = {};
    for (const input of this.usernameInputs) {
      if (input.name === 'affiliateCode') continue;
      const value = this.value(input.name);
      if (value !== '') fields[input.name] = value;
    }
    return {
      ...fields,
      ...this.common(),
      ...(this.tid ? { tid: this.tid } : {}),
      ...(this.captcha?.result() ?? {}),
      username: this.value('username'),
      password: this.value('password'),
      confirmPassword: this.value('confirmPassword'),
    };
  }

  private mobileBody(): RegisterMobileBody {
    const defaultPassword = !this.phonePassword;
    return {
      ...this.common(),
      ...(this.captcha?.result() ?? {}),
      mobileNo: this.value('mobileNo'),
      password: defaultPassword ? DEFAULT_PASSWORD : this.value('password'),
      confirmPassword: defaultPassword ? DEFAULT_PASSWORD : this.value('confirmPassword'),
      defaultPassword,
      ...(this.smsVerification ? { verificationCode: this.value('verificationCode') } : {}),
    };
  }

  /** A refused registration: the server's message; everything typed stays (a spent captcha is renewed). */
  private refused(error: unknown): void {
    const code = isApiError(error) ? (error.errorCode ?? null) : null;
    const text = playerText(error, this.deps.t);
    // register.field.invalid names the payload field: "<field>: <message>".
    const named =
      code === 'register.field.invalid' && isApiError(error)
        ? /^(\w+):\s*(.*)$/.exec(error.serverMessage ?? '')
        : null;
    if (named && this.inputs.some((input) => input.name === named[1]))
      this.errors[named[1]!] = { text: named[2]! };
    else this.message = { text };
    // The server answered: the captcha result was used. A lost connection or a timeout keeps it.
    if (code !== null) this.captcha?.reset();
  }
}
