import type { LoginValue } from '../../api/session';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TwoFactorStore } from './two-factor/two-factor-store';
import type { AccessFlows } from './access-flows';
import type {
  AccessDeps,
  AccessModal,
  AccessState,
  LoginOptions,
  LoginOutcome,
  LoginRequest,
} from './access-types';
import type { CaptchaHandle } from '../../lib/captcha/captcha-handle';

export type {
  AccessDeps,
  AccessModal,
  AccessSettings,
  LoginOptions,
  LoginOutcome,
  LoginRequest,
} from './access-types';

/**
 * The front door (spec/shell.md §4): which access modal is open, and the whole post-login flow every kind of login
 * shares (password, mobile code, two-factor, free play, social, after registration): token stored, first-login
 * action, forced password change, member info and balance, next page, the payment-confirmation check.
 *
 * The flows themselves ({@link AccessFlows}: the login calls, the two-factor store, the post-login steps) load with
 * the first one a player starts, or when an access modal opens: a first visit renders its header without them.
 */
export class AccessStore implements AccessState {
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

  private loadingFlows: Promise<AccessFlows> | null = null;

  constructor(private readonly deps: AccessDeps) {
    makeAutoObservable<AccessStore, 'deps' | 'loadingFlows'>(this, { deps: false, loadingFlows: false });
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
    // The form comes with its own chunk; the flows its submit needs load beside it.
    void this.flows().catch(() => undefined);
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
    return this.oneAtATime((flows) => flows.login(request, options));
  }

  /** Free play (FREEPLAY3): a demo login, isAgent 4. A refusal is shown in a warning, translated. */
  async freePlay(options: LoginOptions = {}): Promise<LoginOutcome> {
    return this.oneAtATime((flows) => flows.freePlay(options));
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
    return (await this.flows()).finishLogin(value, context);
  }

  /** The forced password change succeeded: the held login completes and the member goes to /index. */
  async completePasswordChange(): Promise<void> {
    return (await this.flows()).completePasswordChange();
  }

  /** Log out (the caller has asked for confirmation): server call, storage cleared but the merchant code, next page. */
  async logout(next = '/'): Promise<void> {
    return (await this.flows()).logout(next);
  }

  /** Marks a login as in flight (synchronously: a second click while the flows load is refused too). */
  private async oneAtATime(run: (flows: AccessFlows) => Promise<LoginOutcome>): Promise<LoginOutcome> {
    if (this.busy) return { status: 'busy' };
    this.busy = true;
    try {
      return await run(await this.flows());
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private flows(): Promise<AccessFlows> {
    if (!this.loadingFlows) {
      const loading = import(/* webpackChunkName: "access-flows" */ './access-flows').then(
        ({ AccessFlows }) => new AccessFlows(this, this.deps),
      );
      // A failed load (the network) is tried again by the next flow.
      loading.catch(() => {
        if (this.loadingFlows === loading) this.loadingFlows = null;
      });
      this.loadingFlows = loading;
    }
    return this.loadingFlows;
  }
}
