import { ApiClient } from '@wl/api-client';
import { createEventBus, type EventBus } from '@wl/event-bus';
import { addNamespace, createI18n } from '@wl/i18n';
import type { NavigateOptions, ShellServices } from '@wl/shell-contract';
import { DialogStore } from '@wl/ui';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import { getSettings, type SiteSettings } from '../api/settings';
import { updateMemberLanguage } from '../api/member-language';
import { getWhitelabel } from '../api/whitelabel';
import { resolveMerchant, type RemoteMap, type SiteConfig } from '../config/site-config';
import { RemoteRegistry, type FederationRuntime } from '../federation/remote-registry';
import { loadHostTexts } from '../i18n';
import { AccessStore } from '../features/access/access-store';
import { createCaptcha, loadCaptcha } from '../features/access/captcha/captcha-loader';
import { createShellServices } from '../shell/shell-services';
import { ErrorPresenter } from './error-presenter';
import { FlagStore } from './flag-store';
import { LanguageStore, sendsLanguageUpdate } from './language-store';
import { startNotifications } from './notification-store';
import { RealtimeStore, type StompClientFactory } from './realtime-store';
import { SessionStore, SOURCE_KEY } from './session-store';
import { ensureDeviceId, SafeStorage } from './storage';

/** The i18n namespace of the shell's own texts. */
export const HOST_NAMESPACE = 'host';

/** Secure pages, where a 504 stays silent (spec/shell.md §8). */
export const SECURE_PATHS = ['/member/securityCenter'];

/** Is `pathname` a secure page? */
export function isSecurePage(pathname: string): boolean {
  return SECURE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** What the root store needs from the outside world (the browser in production, fakes in tests). */
export interface RootStoreOptions {
  siteConfig: SiteConfig;
  remoteMap: RemoteMap;
  hostname: string;
  search: string;
  federation: FederationRuntime;
  storage?: SafeStorage;
  stompClientFactory?: StompClientFactory;
}

/**
 * Creates and owns the shell's domain stores and the singletons every remote shares (API client, event bus, i18n).
 * Components read stores; stores hold the logic.
 */
export class RootStore {
  readonly merchant: string;
  readonly events: EventBus = createEventBus();
  readonly i18n: I18nInstance;
  readonly api: ApiClient;
  readonly dialogs = new DialogStore();
  readonly flags = new FlagStore();
  readonly language: LanguageStore;
  readonly session: SessionStore;
  /** The access modals and the post-login flow (spec/shell.md §4). */
  readonly access: AccessStore;
  readonly shell: ShellServices;
  remotes: RemoteRegistry | null = null;
  realtime: RealtimeStore | null = null;
  settings: SiteSettings | null = null;
  /** Navigation, bound by the router once it is mounted. */
  navigate: (to: string, options?: NavigateOptions) => void = (to) => window.location.assign(to);
  private stopNotifications: (() => void) | null = null;

  constructor(private readonly options: RootStoreOptions) {
    const storage = options.storage ?? new SafeStorage();
    this.merchant = resolveMerchant(options.hostname, options.siteConfig);
    this.i18n = createI18n('CN');
    this.language = new LanguageStore(
      this.i18n,
      options.search,
      storage,
      (lng) =>
        Promise.all([
          addNamespace(this.i18n, HOST_NAMESPACE, lng, loadHostTexts),
          this.remotes?.loadTranslations(lng),
        ]).then(() => undefined),
      {
        events: this.events,
        // Not for visitors and free-play accounts (spec/shell.md §4: "not sent for isAgent 4").
        tellServer: async (language) => {
          if (sendsLanguageUpdate(this.session))
            await this.api.call(updateMemberLanguage, { body: { language } });
        },
      },
    );
    void this.i18n.changeLanguage(this.language.language);
    const errors = new ErrorPresenter({
      dialogs: this.dialogs,
      t: this.i18n.t.bind(this.i18n),
      clearSession: () => this.session.clear(),
      // Logout, an invalid session and a 401 share SessionStore.clear(); the reload goes to the root or agent page.
      reloadSiteRoot: () => window.location.assign(this.session.signOutTarget),
      reload: () => window.location.reload(),
      openCustomerService: () => this.shell.openCustomerService(),
    });
    this.api = new ApiClient({
      context: {
        merchant: () => this.merchant,
        language: () => this.language.apiLanguage,
        token: () => this.session.requestToken,
        securePage: () => isSecurePage(window.location.pathname),
      },
      onError: (error, action) => errors.present(error, action),
    });
    this.session = new SessionStore(this.api, this.events, this.merchant, ensureDeviceId(storage), storage);
    // Opened from the agent site: an ended session reloads the agent page (spec/shell.md §4).
    if (new URLSearchParams(options.search).get('source') === 'agent') storage.set(SOURCE_KEY, 'agent');
    this.access = new AccessStore({
      api: this.api,
      events: this.events,
      session: this.session,
      flags: this.flags,
      dialogs: this.dialogs,
      t: this.i18n.t.bind(this.i18n),
      navigate: (to) => this.navigate(to),
      settings: () => this.settings,
      captchaReady: loadCaptcha,
      createCaptcha: (purpose) =>
        createCaptcha(
          {
            api: this.api,
            flags: this.flags,
            gw: () => this.settings?.gw,
            scripts: options.siteConfig.geetest,
            language: () => this.language.apiLanguage,
          },
          purpose,
        ),
    });
    this.shell = createShellServices(this);
    makeAutoObservable<RootStore, 'options' | 'stopNotifications'>(this, {
      options: false,
      stopNotifications: false,
      events: false,
      i18n: false,
      api: false,
      shell: false,
      navigate: false,
      access: false,
    });
  }

  /** Load what the first render needs: flags, settings and the stored session, in parallel. */
  async start(): Promise<void> {
    const [tree, settings] = await Promise.all([
      this.api.call(getWhitelabel),
      this.api.call(getSettings),
      this.session.restore(),
      // The first render shows the shell's texts: only this language's (and its fallbacks') are downloaded.
      addNamespace(this.i18n, HOST_NAMESPACE, this.language.language, loadHostTexts),
    ]);
    runInAction(() => {
      this.flags.setTree(tree);
      this.settings = settings;
      this.remotes = new RemoteRegistry(
        this.options.remoteMap,
        (flag) => this.flags.isOn(flag),
        this.options.federation,
        this.i18n,
      );
      this.realtime = new RealtimeStore(
        this.session,
        this.events,
        this.options.siteConfig.realtime,
        this.options.stompClientFactory,
      );
    });
    this.stopNotifications = startNotifications(
      this.events,
      this.session,
      this.dialogs,
      this.i18n.t.bind(this.i18n),
    );
    this.language.applyToDocument();
  }

  /** Stop timers and connections (tests). */
  async dispose(): Promise<void> {
    this.stopNotifications?.();
    this.session.dispose();
    await this.realtime?.dispose();
  }
}
