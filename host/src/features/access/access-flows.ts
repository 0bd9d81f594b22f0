import { isApiError, playerText } from '@wl/api-client';
import type { MemberInfo } from '@wl/shell-contract';
import { runInAction } from 'mobx';
import { firstLogin } from '../../api/first-login';
import { freePlayLogin, login, type LoginBody, type LoginValue } from '../../api/session';
import { parseMethods, TwoFactorStore } from './two-factor/two-factor-store';
import type { AccessDeps, AccessState, LoginOptions, LoginOutcome, LoginRequest } from './access-types';
import type { CaptchaHandle } from '../../lib/captcha/captcha-handle';
import { ACCESS_FLAGS, DEFAULT_PASSWORD } from './constants';

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
 * What a login does (spec/shell.md §4), for the access store (AccessStore), which holds the modals' state and loads this with the
 * first flow: the login calls, the refusals (two-factor, bind, captcha), the post-login steps and the logout.
 */
export class AccessFlows {
  constructor(
    private readonly state: AccessState,
    private readonly deps: AccessDeps,
  ) {}

  /** Log in and run the post-login flow (the store keeps it one at a time). */
  async login(request: LoginRequest, options: LoginOptions): Promise<LoginOutcome> {
    const body = this.body(request);
    let value: LoginValue;
    try {
      value = await this.deps.api.call(login, { body });
    } catch (error) {
      // The two-factor modal has a captcha for its SMS code: its code may not be here yet.
      if (isApiError(error) && error.errorCode === 'login_verify_required')
        await this.deps.captchaReady?.().catch(() => undefined);
      return this.refused(error, body);
    }
    return this.finishLogin(value, {
      username: request.type === 'username' ? body.username : null,
      password: request.type === 'sms' ? null : request.password,
      ...options,
    });
  }

  /** Free play (FREEPLAY3): a demo login, isAgent 4. A refusal is shown in a warning, translated. */
  async freePlay(options: LoginOptions): Promise<LoginOutcome> {
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
    return this.finishLogin(value, { username: null, password: null, ...options });
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
    this.state.closeTwoFactor();
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
      runInAction(() => (this.state.modal = 'changePassword'));
      return { status: 'changePassword' };
    }
    runInAction(() => {
      this.state.clearSocialArgs();
      this.state.modal = null;
    });
    const member = await this.loadMember();
    if (context.cameFromRegister) this.deps.navigate(AFTER_REGISTER_PAGE);
    else if (context.next) this.deps.navigate(context.next);
    return { status: 'loggedIn', member };
  }

  /** The forced password change succeeded: the held login completes and the member goes to /index. */
  async completePasswordChange(): Promise<void> {
    if (!this.deps.session.releasePending()) return;
    runInAction(() => (this.state.modal = null));
    await this.loadMember();
    this.deps.navigate(AFTER_PASSWORD_CHANGE_PAGE);
  }

  /** Log out (the caller has asked for confirmation): server call, storage cleared but the merchant code, next page. */
  async logout(next = '/'): Promise<void> {
    await this.deps.session.logout();
    runInAction(() => {
      this.state.modal = null;
      this.state.clearSocialArgs();
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
          ...(this.state.socialArgs ?? {}),
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
        this.state.closeTwoFactor();
        this.state.modal = null;
        this.state.twoFactor = new TwoFactorStore(
          methods,
          // A social identity waiting to be bound is bound by the verification that finishes this login.
          { ...this.state.socialArgs, username: body.username, password: body.password as string },
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
      this.state.openBind(this.state.socialArgs ?? {}, autoCreate);
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
