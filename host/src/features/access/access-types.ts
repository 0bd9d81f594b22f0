import type { ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { FlagView, MemberInfo } from '@wl/shell-contract';
import type { DialogStore } from '@wl/ui';
import type { SessionStore } from '../../stores/session-store';
import type { TwoFactorMethod, TwoFactorStore } from './two-factor/two-factor-store';
import type { CaptchaHandle } from '../../lib/captcha/captcha-handle';
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

/** The access state a flow changes (AccessStore's). */
export interface AccessState {
  modal: AccessModal;
  twoFactor: TwoFactorStore | null;
  socialArgs: Record<string, unknown> | null;
  closeTwoFactor(): void;
  clearSocialArgs(): void;
  openBind(socialArgs: Record<string, unknown>, autoCreate: boolean): void;
}
