import { playerText, type ApiClient } from '@wl/api-client';
import type { FlagView } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { registerAutoUsername } from '../../../api/social';
import type { AccessStore } from '../access-store';
import { ACCESS_FLAGS } from '../constants';
import { checkCredentials } from '../validation';
import { bodyFromSocialArgs, type SocialLoginStore, type SocialPage } from './social-login';

/** The bind dialog's two screens: the choice, and the existing-account login form. */
export type BindMode = 'choose' | 'login';

/** What the bind dialog needs from the shell. */
export interface BindDeps {
  api: ApiClient;
  access: Pick<AccessStore, 'login' | 'open' | 'close' | 'clearSocialArgs' | 'socialArgs' | 'bindAutoCreate'>;
  social: Pick<SocialLoginStore, 'signIn'>;
  flags: FlagView;
  t: (key: string) => string;
  deviceId(): string;
  page(): SocialPage;
}

/**
 * The bind-existing-account dialog (spec/shell.md §4 "Social login"): after bind_customer_required, log in to an
 * existing account (the login carries the stored social arguments, so the server binds the identity), or register
 * a new one: with MANUALREG3 the register modal opens; with SSOREG3 and the server's auto-create the account is made
 * by PUT /wps/member/register/autoUsername and the social login repeats.
 */
export class BindStore {
  mode: BindMode = 'choose';
  username = '';
  password = '';
  /** A call is in flight: the buttons take no second click. */
  busy = false;
  /** What went wrong (translated), shown in the dialog. */
  message: string | null = null;

  constructor(private readonly deps: BindDeps) {
    makeAutoObservable<BindStore, 'deps'>(this, { deps: false });
  }

  /** "Register new" shows with the manual-registration flag, or when auto-create is allowed (SSOREG3 + server). */
  get canRegister(): boolean {
    const { flags, access } = this.deps;
    if (flags.isOn(ACCESS_FLAGS.socialManualRegistration)) return true;
    return flags.isOn(ACCESS_FLAGS.socialAutoCreate) && access.bindAutoCreate;
  }

  /** "Register new" opens the register modal rather than creating an account by itself. */
  get manualRegistration(): boolean {
    return this.deps.flags.isOn(ACCESS_FLAGS.socialManualRegistration);
  }

  setMode(mode: BindMode): void {
    this.mode = mode;
    this.message = null;
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** Log in to an existing account; the typed fields stay when it fails. */
  async loginExisting(): Promise<void> {
    if (this.busy) return;
    const invalid = checkCredentials(this.username, this.password);
    if (invalid) {
      this.message = this.deps.t(`host:${invalid}`);
      return;
    }
    this.busy = true;
    this.message = null;
    try {
      const outcome = await this.deps.access.login({
        type: 'username',
        username: this.username,
        password: this.password,
      });
      if (outcome.status === 'failed') runInAction(() => (this.message = outcome.message));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Register a new account for the identity (see the class comment for which way). */
  async registerNew(): Promise<void> {
    if (this.busy || !this.canRegister) return;
    const { access } = this.deps;
    if (this.manualRegistration) {
      // The stored social arguments stay: the registration sends them (spec/shell.md §3 registration payload).
      access.open('register');
      return;
    }
    const args = access.socialArgs ?? {};
    const page = this.deps.page();
    const repeat = bodyFromSocialArgs(args, page, this.deps.deviceId());
    if (!repeat) {
      this.message = this.deps.t('common:unknown_error');
      return;
    }
    this.busy = true;
    this.message = null;
    try {
      await this.deps.api.call(registerAutoUsername, {
        body: { ...args, registerUrl: page.origin, domain: page.hostname, deviceId: this.deps.deviceId() },
      });
      const outcome = await this.deps.social.signIn(repeat.provider, repeat.body);
      if (outcome.status === 'failed') runInAction(() => (this.message = outcome.message));
    } catch (error) {
      runInAction(() => (this.message = playerText(error, this.deps.t)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Leave the dialog: the identity is forgotten. */
  cancel(): void {
    this.deps.access.close();
    this.deps.access.clearSocialArgs();
  }
}
