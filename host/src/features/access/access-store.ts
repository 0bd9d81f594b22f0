import type { CaptchaHandle } from './captcha/captcha-handle';
import { isApiError, playerText, type ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { FlagView, MemberInfo } from '@wl/shell-contract';
import type { DialogStore } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { firstLogin } from '../../api/first-login';
import { freePlayLogin, login, type LoginBody, type LoginValue } from '../../api/session';
import type { SessionStore } from '../../stores/session-store';
import { parseMethods, TwoFactorStore, type TwoFactorMethod } from '../two-factor/two-factor-store';
import { ACCESS_FLAGS, DEFAULT_PASSWORD } from './constants';
import type { PasswordRuleSetting, SmsRule } from './validation';

/** The access modals and panels; one is open at a time (spec/shell.md §2). */
export type AccessModal =
  | 'login'
  | 'loginPopup'
  | 'register'
  | 'registerPopup'
  | 'forgotPassword'
  | 'setPasswordByPhone'
  | 'changePassword'
  | 'bind'
  | null;

/** A login as a form (or registration) asks for it. */
export type LoginRequest =
  | { type: 'username'; username: string; password: string; extra?: Record<string, unknown> }
  | {
      type: 'mobileNum';
      mobileNum: string;
      password: string;
      countryDialingCode?: string;
      extra?: Record<string, unknown>;
    }
  | {
      type: 'sms';
      mobileNum: string;
      verificationCode: string;
      countryDialingCode?: string;
      extra?: Record<string, unknown>;
    };

/** How a login ended; the form decides what to show from it. */
export type LoginOutcome =
  /** Logged in: member info and balance loaded (member null when that load failed), next page reached. */
  | { status: 'loggedIn'; member: MemberInfo | null }
  /** The forced change-password panel is open; the login finishes when the change succeeds. */
  | { status: 'changePassword' }
  /** login_verify_required: the two-factor modal is open with these methods. */
  | { status: 'twoFactor'; methods: TwoFactorMethod[] }
  /** bind_customer_required: the bind dialog is open. */
  | { status: 'bind' }
  /** Another login is still running: nothing was sent. */
  | { status: 'busy' }
  /** Refused or failed: `message` is what to show (translated key text or the server's message). */
  | { status: 'failed'; message: string; errorCode: string | null; captcha: boolean };

/** Where a login goes afterwards. */
export interface LoginOptions {
  /** Registration logs in afterwards: the next page is home (spec/shell.md §4). */
  cameFromRegister?: boolean;
  /** The page to go to after login; none stays on the current page (the modals). */
  next?: string;
}

/** Settings the access flows read (docs/endpoints.md "Access": consolidated settings). */
export interface AccessSettings {
  sms?: SmsRule | null;
  defaultPasswordRule?: PasswordRuleSetting | null;
}

/** What the access store needs from the shell. */
export interface AccessDeps {
  api: ApiClient;
  events: EventBus;
  session: SessionStore;
  flags: FlagView;
  dialogs: DialogStore;
  t: (key: string) => string;
  navigate(to: string): void;
  settings(): AccessSettings | null;
  /** Makes a captcha (CaptchaStore) for a form: the login one and the SMS-code one. */
  createCaptcha?(purpose: 'login' | 'sms' | 'register'): CaptchaHandle;
  /** Resolves once createCaptcha can make one (the captcha code loads on demand; forms bring it themselves). */
  captchaReady?(): Promise<void>;
}

/** Agent types that get the payment-confirmation check after login (spec/shell.md §6). */
export const PAYMENT_CHECK_AGENT_TYPES: readonly number[] = [0, 1, 2];
/** Where a login that went through the forced password change lands (spec/shell.md §2). */
export const AFTER_PASSWORD_CHANGE_PAGE = '/index';
/** Where a login from the register page lands (spec/shell.md §2). */
export const AFTER_REGISTER_PAGE = '/';

/** Does a failed login ask for the captcha (the error flags it, or its text mentions it, §4)? */
export function flagsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value = error.value as { captcha?: unknown } | null | undefined;
  if (value && typeof value === 'object' && value.captcha === true) return true;
  return /captcha/i.test(error.serverMessage ?? '') || /captcha/i.test(error.errorCode ?? '');
}

/**
 * The front door (spec/shell.md §4): which access modal is open, and the whole post-login flow every kind of login
 * shares (password, mobile code, two-factor, free play, social, after registration): token stored, first-login
 * action, forced password change, member info and balance, next page, the payment-confirmation check.
 */
export class AccessStore {
  modal: AccessModal = null;
  /** The two-factor modal's store while it is open (login_verify_required). */
  twoFactor: TwoFactorStore | null = null;
  /**
   * Social sign-in arguments kept after bind_customer_required: a later username/password login sends them, which
   * binds that identity to the account.
   */
  socialArgs: Record<string, unknown> | null = null;
  /** The bind dialog may offer "register new" (auto-create allowed for that identity). */
  bindAutoCreate = false;
  /** A login, free play or verification is in flight: a second one is not sent. */
  busy = false;

  constructor(private readonly deps: AccessDeps) {
    makeAutoObservable<AccessStore, 'deps'>(this, { deps: false });
    // A reload while the forced change was open: the held login is still waiting for it.
    if (deps.session.pending) this.modal = 'changePassword';
  }

  /** The held login's current password is the default: the change form does not ask for the old one. */
  get pendingDefaultPassword(): boolean {
    return this.deps.session.pending?.defaultPassword ?? false;
  }

  /** Is a forced password change open (the panel cannot be dismissed)? */
  get forcedChange(): boolean {
    return this.modal === 'changePassword' && this.deps.session.pending !== null;
  }

  open(modal: Exclude<AccessModal, null>): void {
    this.modal = modal;
  }

  /** Close the open modal. The forced change-password panel stays until the change succeeds. */
  close(): void {
    if (this.forcedChange) return;
    this.modal = null;
  }

  /** A captcha for a form (login, SMS code), or null when the shell provides none. */
  captcha(purpose: 'login' | 'sms' | 'register'): CaptchaHandle | null {
    return this.deps.createCaptcha?.(purpose) ?? null;
  }

  /** Close the two-factor modal. */
  closeTwoFactor(): void {
    this.twoFactor?.dispose();
    this.twoFactor = null;
  }

  /**
   * A social sign-in answered bind_customer_required: keep its arguments for the next login and open the bind
   * dialog (`autoCreate`: the identity may register a new account).
   */
  openBind(socialArgs: Record<string, unknown>, autoCreate: boolean): void {
    this.socialArgs = socialArgs;
    this.bindAutoCreate = autoCreate;
    this.modal = 'bind';
  }

  /** Forget the stored social arguments (the bind dialog was abandoned). */
  clearSocialArgs(): void {
    this.socialArgs = null;
    this.bindAutoCreate = false;
  }

  /** Log in and run the post-login flow. Failures come back as an outcome; the caller shows them. */
  async login(request: LoginRequest, options: LoginOptions = {}): Promise<LoginOutcome> {
    if (this.busy) return { status: 'busy' };
    this.busy = true;
    const body = this.body(request);
    try {
      let value: LoginValue;
      try {
        value = await this.deps.api.call(login, { body });
      } catch (error) {
        // The two-factor modal has a captcha for its SMS code: its code may not be here yet.
        if (isApiError(error) && error.errorCode === 'login_verify_required')
          await this.deps.captchaReady?.().catch(() => undefined);
        return this.refused(error, body);
      }
      return await this.finishLogin(value, {
        username: request.type === 'username' ? body.username : null,
        password: request.type === 'sms' ? null : request.password,
        ...options,
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Free play (FREEPLAY3): a demo login, isAgent 4. A refusal is shown in a warning, translated. */
  async freePlay(options: LoginOptions = {}): Promise<LoginOutcome> {
    if (this.busy) return { status: 'busy' };
    this.busy = true;
    try {
      let value: LoginValue;
      try {
        value = await this.deps.api.call(freePlayLogin, { body: { deviceId: this.deps.session.device } });
      } catch (error) {
        const message =
          isApiError(error) && error.errorCode === 'freeplay.disabled'
            ? this.deps.t('host:freeplay.disabled')
            : playerText(error, this.deps.t);
        void this.deps.dialogs.warn(message);
        return {
          status: 'failed',
          message,
          errorCode: isApiError(error) ? (error.errorCode ?? null) : null,
          captcha: false,
        };
      }
      return await this.finishLogin(value, { username: null, password: null, ...options });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * The post-login flow for a login value from any source (social sign-in calls it too): token stored; the
   * first-login action when firstTimeLogin; the forced change-password panel when the password was the default or
   * is expired with PWDEXPFORCECHANGE3 on; else member info, balance, the payment-confirmation check, next page.
   */
  async finishLogin(
    value: LoginValue,
    context: LoginOptions & { username: string | null; password: string | null },
  ): Promise<LoginOutcome> {
    const { session, api, flags } = this.deps;
    this.closeTwoFactor();
    const defaultPassword = context.password === DEFAULT_PASSWORD;
    const expired = value.passwordExpired === true && flags.isOn(ACCESS_FLAGS.forceExpiredPasswordChange);
    const forced = defaultPassword || expired;
    // The token is stored (or held) first: the first-login action and the password change carry it.
    if (forced) {
      session.holdForPasswordChange({
        token: value.token,
        username: context.username ?? '',
        defaultPassword,
      });
    } else {
      session.acceptToken(value.token, context.username);
    }
    if (value.firstTimeLogin) {
      try {
        await api.call(firstLogin);
      } catch (error) {
        console.warn('[access] first-login action failed', isApiError(error) ? error.message : error);
      }
    }
    if (forced) {
      runInAction(() => (this.modal = 'changePassword'));
      return { status: 'changePassword' };
    }
    runInAction(() => {
      this.clearSocialArgs();
      this.modal = null;
    });
    const member = await this.loadMember();
    if (context.cameFromRegister) this.deps.navigate(AFTER_REGISTER_PAGE);
    else if (context.next) this.deps.navigate(context.next);
    return { status: 'loggedIn', member };
  }

  /** The forced password change succeeded: the held login completes and the member goes to /index. */
  async completePasswordChange(): Promise<void> {
    if (!this.deps.session.releasePending()) return;
    runInAction(() => (this.modal = null));
    await this.loadMember();
    this.deps.navigate(AFTER_PASSWORD_CHANGE_PAGE);
  }

  /** Log out (the caller has asked for confirmation): server call, storage cleared but the merchant code, next page. */
  async logout(next = '/'): Promise<void> {
    await this.deps.session.logout();
    runInAction(() => {
      this.modal = null;
      this.clearSocialArgs();
    });
    this.deps.navigate(next);
  }

  private async loadMember(): Promise<MemberInfo | null> {
    let member: MemberInfo | null = null;
    try {
      member = await this.deps.session.completeLogin();
    } catch (error) {
      // Logged in regardless; the account bar shows the stored account and the balance retries later.
      console.warn('[access] member info after login failed', isApiError(error) ? error.message : error);
    }
    if (member && PAYMENT_CHECK_AGENT_TYPES.includes(member.type)) {
      this.deps.events.publish('agent-contracts.paymentConfirmationCheck', {
        account: member.account,
        isAgent: member.type,
      });
    }
    return member;
  }

  private body(request: LoginRequest): LoginBody {
    const deviceId = this.deps.session.device;
    const extra = request.extra ?? {};
    switch (request.type) {
      case 'username':
        return {
          // Social arguments first: the typed credentials always win.
          ...(this.socialArgs ?? {}),
          ...extra,
          username: request.username.trim(),
          password: request.password,
          type: 'username',
          isSms: false,
          deviceId,
        };
      case 'mobileNum':
        return {
          ...extra,
          username: request.mobileNum.trim(),
          password: request.password,
          type: 'username',
          isSms: false,
          ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode.trim() } : {}),
          deviceId,
        };
      case 'sms':
        return {
          ...extra,
          username: request.mobileNum.trim(),
          mobileNum: request.mobileNum.trim(),
          type: 'sms',
          isSms: true,
          verificationCode: request.verificationCode.trim(),
          ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode.trim() } : {}),
          deviceId,
        };
    }
  }

  /** The two-factor modal's SMS captcha; none when its code could not be loaded (the SMS tab then goes without). */
  private smsCaptchaOrNone(): CaptchaHandle | null {
    try {
      return this.deps.createCaptcha?.('sms') ?? null;
    } catch {
      return null;
    }
  }

  private refused(error: unknown, body: LoginBody): LoginOutcome {
    const code = isApiError(error) ? (error.errorCode ?? null) : null;
    if (code === 'login_verify_required' && typeof body.password === 'string') {
      const methods = parseMethods(isApiError(error) ? error.value : null);
      runInAction(() => {
        this.closeTwoFactor();
        this.modal = null;
        this.twoFactor = new TwoFactorStore(
          methods,
          // A social identity waiting to be bound is bound by the verification that finishes this login.
          { ...this.socialArgs, username: body.username, password: body.password as string },
          {
            api: this.deps.api,
            t: this.deps.t,
            warn: (message) => this.deps.dialogs.warn(message),
            sms: () => this.deps.settings()?.sms ?? null,
            smsCaptcha: this.smsCaptchaOrNone(),
            onPassed: async (value) => {
              // The success text shows for a moment before the modal gives way to the post-login action.
              this.deps.dialogs.toast(this.deps.t('host:two_factor_passed'), { kind: 'success' });
              await this.finishLogin(value, { username: body.username, password: body.password as string });
            },
          },
        );
      });
      return { status: 'twoFactor', methods };
    }
    if (code === 'bind_customer_required') {
      const autoCreate =
        isApiError(error) && (error.value as { autoCreate?: unknown } | null)?.autoCreate === true;
      this.openBind(this.socialArgs ?? {}, autoCreate);
      return { status: 'bind' };
    }
    return {
      status: 'failed',
      message: playerText(error, this.deps.t),
      errorCode: code,
      captcha: flagsCaptcha(error),
    };
  }
}
