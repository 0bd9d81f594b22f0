import { isApiError, playerText, type ApiClient } from '@wl/api-client';
import type { FlagView } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginValue } from '../../../api/session';
import {
  getTelegramSetting,
  loginFirebase,
  loginTelegram,
  type FirebaseLoginBody,
  type TelegramAuth,
  type TelegramLoginBody,
} from '../../../api/social';
import type { AccessStore, LoginOutcome } from '../access-store';
import { ACCESS_FLAGS } from '../constants';

/** The social sign-in providers (spec/shell.md §3). */
export type SocialProvider = 'firebase' | 'telegram';

/** The firebase channel the site signs in with. */
export const FIREBASE_CHANNEL = 'google';
/** The `source` of the messages a provider's sign-in page posts to the site (docs/endpoints.md "Access"). */
export const SOCIAL_MESSAGE_SOURCE = 'wl-social';
/** How often a waiting sign-in checks whether the member closed the provider's popup. */
export const POPUP_POLL_MS = 500;
/**
 * A provider page posts its answer and then closes itself; the opener may see `closed` before the message task runs.
 * A closed popup ends the wait only after this much longer, so an answer already sent still arrives.
 */
export const POPUP_CLOSED_GRACE_MS = 1000;

/** The part of the settings social sign-in reads (`firebase` null: the site has no Google service). */
export interface SocialSettings {
  firebase?: { signInUrl: string } | null;
}

/** What a provider's sign-in page posts to `window.opener`. */
export interface SocialMessage {
  source: typeof SOCIAL_MESSAGE_SOURCE;
  provider: SocialProvider;
  idToken?: string;
  mobileNo?: string;
  telegramAuth?: TelegramAuth;
  /** The provider refused: its code and reason are shown with the translated message (spec/shell.md §8). */
  error?: { code?: string; message?: string };
}

/** The page the site runs on: where popups post back to and what the telegram payload names. */
export interface SocialPage {
  origin: string;
  hostname: string;
  search: string;
}

/** What social sign-in needs from the shell. */
export interface SocialDeps {
  api: ApiClient;
  access: Pick<AccessStore, 'finishLogin' | 'openBind'>;
  flags: FlagView;
  settings(): SocialSettings | null | undefined;
  t: (key: string) => string;
  deviceId(): string;
  page(): SocialPage;
  /** `window.open`; null when the browser blocked the popup. */
  openPopup(url: string): Window | null;
  /** Where the provider's messages arrive (the site's window). */
  messages: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Arguments a later login sends so the server binds the identity (docs/endpoints.md "Access": login body). */
export function socialArgsOf(body: FirebaseLoginBody | TelegramLoginBody): Record<string, unknown> {
  if ('telegramAuth' in body) return { telegramAuth: body.telegramAuth };
  return { firebaseChannel: body.firebaseChannel, firebaseIdToken: body.firebaseIdToken };
}

/** The firebase login body for a provider message (spec/shell.md §3). */
export function firebaseLoginBody(message: SocialMessage, deviceId: string): FirebaseLoginBody {
  return {
    type: 'firebase',
    firebaseChannel: FIREBASE_CHANNEL,
    firebaseIdToken: message.idToken ?? '',
    ...(message.mobileNo ? { firebaseMobileNo: message.mobileNo } : {}),
    deviceId,
  };
}

/** The telegram login body (spec/shell.md §3): the site, the codes it was opened with, the identity. */
export function telegramLoginBody(
  telegramAuth: TelegramAuth,
  page: SocialPage,
  deviceId: string,
): TelegramLoginBody {
  const query = new URLSearchParams(page.search);
  const affiliateCode = query.get('affiliateCode');
  const referralCode = query.get('referralCode');
  return {
    registerUrl: page.origin,
    domain: page.hostname,
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    telegramAuth,
    deviceId,
  };
}

/**
 * Waits for the provider's sign-in page to post its answer: only from the site's own origin (the stand-in and the
 * production relay page live there), only `source: 'wl-social'` of the expected provider. Resolves null when the
 * member closes the popup first (after {@link POPUP_CLOSED_GRACE_MS}, for an answer posted just before the close).
 */
export function waitForSocialMessage(
  popup: Window,
  provider: SocialProvider,
  origin: string,
  messages: SocialDeps['messages'],
): Promise<SocialMessage | null> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const data = event.data as Partial<SocialMessage> | null;
      if (!data || data.source !== SOCIAL_MESSAGE_SOURCE || data.provider !== provider) return;
      done(data as SocialMessage);
    };
    let closing: ReturnType<typeof setTimeout> | null = null;
    const done = (value: SocialMessage | null) => {
      messages.removeEventListener('message', onMessage as EventListener);
      clearInterval(poll);
      if (closing) clearTimeout(closing);
      resolve(value);
    };
    const poll = setInterval(() => {
      if (popup.closed && !closing) closing = setTimeout(() => done(null), POPUP_CLOSED_GRACE_MS);
    }, POPUP_POLL_MS);
    messages.addEventListener('message', onMessage as EventListener);
  });
}

/**
 * Social sign-in (spec/shell.md §3, §4 "Social login", §8): the firebase and telegram buttons (FIREBASELOGIN3,
 * TELEGRAMLOGIN3), their popups, the login calls, and the shared post-login flow. bind_customer_required opens the
 * bind dialog with the identity kept for the next login.
 */
export class SocialLoginStore {
  /** The provider whose sign-in is running (its button is disabled; no second one starts). */
  busy: SocialProvider | null = null;
  /** What to show beside the buttons (translated). */
  message: string | null = null;

  constructor(private readonly deps: SocialDeps) {
    makeAutoObservable<SocialLoginStore, 'deps'>(this, { deps: false });
  }

  get showFirebase(): boolean {
    return this.deps.flags.isOn(ACCESS_FLAGS.firebaseLogin);
  }

  get showTelegram(): boolean {
    return this.deps.flags.isOn(ACCESS_FLAGS.telegramLogin);
  }

  /**
   * Sign in with Google through firebase. Called from the click: the popup opens before anything is awaited, or
   * the browser blocks it.
   */
  async firebase(options: { next?: string } = {}): Promise<LoginOutcome | null> {
    if (this.busy) return null;
    this.message = null;
    const config = this.deps.settings()?.firebase;
    if (!config?.signInUrl) {
      this.message = this.deps.t('host:site_not_support_google');
      return null;
    }
    const page = this.deps.page();
    const url = withQuery(config.signInUrl, { channel: FIREBASE_CHANNEL, origin: page.origin });
    const popup = this.deps.openPopup(url);
    if (!popup) {
      this.message = this.deps.t('host:popup_blocked');
      return null;
    }
    this.busy = 'firebase';
    try {
      const answer = await waitForSocialMessage(popup, 'firebase', page.origin, this.deps.messages);
      if (!this.accept(answer, popup) || !answer?.idToken) return null;
      return await this.signIn('firebase', firebaseLoginBody(answer, this.deps.deviceId()), options);
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Sign in with telegram: the merchant's bot and sign-in page come from GET /wps/system/setting/telegram. */
  async telegram(options: { next?: string } = {}): Promise<LoginOutcome | null> {
    if (this.busy) return null;
    this.message = null;
    // Opened blank inside the click, pointed at the provider once the setting arrives.
    const popup = this.deps.openPopup('about:blank');
    if (!popup) {
      this.message = this.deps.t('host:popup_blocked');
      return null;
    }
    this.busy = 'telegram';
    try {
      const page = this.deps.page();
      let url: string;
      try {
        const setting = await this.deps.api.call(getTelegramSetting);
        url = withQuery(setting.authDomain, { bot_id: setting.botId, origin: page.origin });
      } catch (error) {
        popup.close();
        runInAction(() => (this.message = playerText(error, this.deps.t)));
        return null;
      }
      popup.location.href = url;
      const answer = await waitForSocialMessage(popup, 'telegram', page.origin, this.deps.messages);
      if (!this.accept(answer, popup) || !answer?.telegramAuth) return null;
      return await this.signIn(
        'telegram',
        telegramLoginBody(answer.telegramAuth, page, this.deps.deviceId()),
        options,
      );
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /**
   * The social login call and what follows: the post-login flow, the bind dialog on bind_customer_required, or the
   * failure beside the buttons. The bind dialog's "register new" repeats it after the auto-create.
   */
  async signIn(
    provider: SocialProvider,
    body: FirebaseLoginBody | TelegramLoginBody,
    options: { next?: string } = {},
  ): Promise<LoginOutcome> {
    let value: LoginValue;
    try {
      value =
        provider === 'firebase'
          ? await this.deps.api.call(loginFirebase, { body })
          : await this.deps.api.call(loginTelegram, { body });
    } catch (error) {
      const code = isApiError(error) ? (error.errorCode ?? null) : null;
      if (code === 'bind_customer_required') {
        const autoCreate = (error as { value?: { autoCreate?: unknown } }).value?.autoCreate === true;
        this.deps.access.openBind(socialArgsOf(body), autoCreate);
        return { status: 'bind' };
      }
      const message = playerText(error, this.deps.t);
      runInAction(() => (this.message = message));
      return { status: 'failed', message, errorCode: code, captcha: false };
    }
    return this.deps.access.finishLogin(value, { username: null, password: null, ...options });
  }

  /** Is the provider's answer a usable identity? A refusal is shown with its code and reason. */
  private accept(answer: SocialMessage | null, popup: Window): boolean {
    if (!popup.closed) popup.close();
    if (!answer) return false;
    if (answer.error) {
      const { code = 'unknown', message = '' } = answer.error;
      runInAction(
        () =>
          (this.message = `${this.deps.t('host:social_provider_error')} (${code}${message ? `: ${message}` : ''})`),
      );
      return false;
    }
    return true;
  }
}

/** `url` with extra query parameters (it may already carry some). */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A social login body rebuilt from the stored arguments (to repeat the login after an auto-create). */
export function bodyFromSocialArgs(
  args: Record<string, unknown>,
  page: SocialPage,
  deviceId: string,
): { provider: SocialProvider; body: FirebaseLoginBody | TelegramLoginBody } | null {
  if (args.telegramAuth && typeof args.telegramAuth === 'object') {
    return {
      provider: 'telegram',
      body: telegramLoginBody(args.telegramAuth as TelegramAuth, page, deviceId),
    };
  }
  if (typeof args.firebaseIdToken === 'string') {
    return {
      provider: 'firebase',
      body: {
        type: 'firebase',
        firebaseChannel: typeof args.firebaseChannel === 'string' ? args.firebaseChannel : FIREBASE_CHANNEL,
        firebaseIdToken: args.firebaseIdToken,
        deviceId,
      },
    };
  }
  return null;
}
