import { ApiClient } from '@wl/api-client';
import { createEventBus, type EventBus } from '@wl/event-bus';
import { addNamespace, COMMON_NAMESPACE, createI18n, loadCommonTexts } from '@wl/i18n';
import { OverlayStack, type NavigateOptions, type ShellServices } from '@wl/shell-contract';
import { DialogStore } from '@wl/ui';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteSettings } from '../api/settings';
import { updateMemberLanguage } from '../api/member-language';
import { resolveMerchant, type RemoteMap, type SiteConfig, type StartAnswers } from '../config/site-config';
import { RemoteRegistry, type FederationRuntime } from '../federation/remote-registry';
import { applyRemoteOverrides } from '../federation/remote-override';
import { applyFormattingLanguage, HOST_NAMESPACE, loadHostTexts } from '../i18n';
import { AccessStore } from '../features/access/access-store';
import { createCaptcha, loadCaptcha } from '../lib/captcha/captcha-loader';
import { CustomerServiceSignal } from '../features/customer-service/customer-service-signal';
import { DomainRoutingLauncher } from '../features/domain-routing/domain-routing-launcher';
import { FeedbackLauncher } from '../features/feedback/feedback-launcher';
import { EventPopupStore } from '../features/event-popups/popup-store';
import { SettingsStore } from '../features/site-settings/settings-store';
import { createShellServices } from '../shell/shell-services';
import { ErrorPresenter, isSecurePage } from './error-presenter';
import { FlagStore } from './flag-store';
import { LanguageStore, sendsLanguageUpdate } from './language-store';
import { RealtimeStore, type StompClientFactory } from './realtime-store';
import { SessionStore, SOURCE_KEY } from './session-store';
import { ensureDeviceId, SafeStorage } from './storage';
import { signal } from '../lib/release-health/signals';

/** What the root store needs from the outside world (the browser in production, fakes in tests). */
export interface RootStoreOptions {
  siteConfig: SiteConfig;
  remoteMap: RemoteMap;
  hostname: string;
  search: string;
  federation: FederationRuntime;
  storage?: SafeStorage;
  stompClientFactory?: StompClientFactory;
  /** The flags and settings the site server read for this page (config/site-config.ts), if it could. */
  startAnswers?: StartAnswers | null;
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
  /** The areas' own dialogs (`shell.overlay`), rendered in the layout next to the host's. */
  readonly overlays = new OverlayStack();
  /** The areas' popups opened on realtime events (bonus popup, payment confirmation): one at a time. */
  readonly eventPopups = new EventPopupStore((remote) => this.remotes?.isEnabled(remote) ?? false);
  readonly flags = new FlagStore();
  readonly language: LanguageStore;
  readonly session: SessionStore;
  /** The access modals and the post-login flow (spec/shell.md §4). */
  readonly access: AccessStore;
  readonly shell: ShellServices;
  /** Whether the feedback modal is open (the quick link opens it; the modal loads on first use). */
  readonly feedback = new FeedbackLauncher();
  /** The domain-unavailable dialog's state (the error presenter opens it; the dialog loads on first use). */
  readonly domainRouting = new DomainRoutingLauncher();
  /** Whether the customer-service menu shows (the menu and its store load on first use). */
  readonly customerServiceMenu = new CustomerServiceSignal();
  remotes: RemoteRegistry | null = null;
  realtime: RealtimeStore | null = null;
  /** The permission and settings info and the flag tree: start-up, last known, re-fetch (spec/shell.md §3, §4). */
  readonly siteSettings: SettingsStore;
  /** Navigation, bound by the router once it is mounted. */
  navigate: (to: string, options?: NavigateOptions) => void = (to) => window.location.assign(to);
  /** Shows failed calls; also ends the session when the realtime server refuses the token. */
  private readonly errors: ErrorPresenter;
  private readonly stops: (() => void)[] = [];

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
          // RU, PT, ES and AR have their common texts in a lazy chunk (the six others are inline).
          addNamespace(this.i18n, COMMON_NAMESPACE, lng, loadCommonTexts),
          this.remotes?.loadTranslations(lng),
          // Dates and money switch with the texts (dayjs's locale chunk, Intl separators).
          applyFormattingLanguage(lng),
        ]).then(() => undefined),
      {
        events: this.events,
        // Not for visitors and free-play accounts (spec/shell.md §4: "not sent for isAgent 4"). A change made right
        // after a login waits for the member's type.
        tellServer: async (language) => {
          await this.session.memberKnown();
          if (sendsLanguageUpdate(this.session))
            await this.api.call(updateMemberLanguage, { body: { language } });
        },
      },
    );
    void this.i18n.changeLanguage(this.language.language);
    const errors = (this.errors = new ErrorPresenter({
      dialogs: this.dialogs,
      t: this.i18n.t.bind(this.i18n),
      clearSession: () => this.session.clear(),
      leaving: () => this.session.leaving,
      // Logout, an invalid session and a 401 share SessionStore.clear(); the reload goes to the root or agent page.
      reloadSiteRoot: () => window.location.assign(this.session.signOutTarget),
      reload: () => window.location.reload(),
      // The domain routing dialog: probes the server's other domains (spec/shell.md §4).
      domainUnavailable: (message) => this.domainRouting.show(message),
      openCustomerService: () => this.shell.openCustomerService(),
    }));
    this.api = new ApiClient({
      context: {
        merchant: () => this.merchant,
        language: () => this.language.apiLanguage,
        token: () => this.session.requestToken,
        securePage: () => isSecurePage(window.location.pathname),
      },
      onError: (error, action) => errors.present(error, action),
      onSettled: (path, status, type) => signal({ kind: 'api', path, status, type }),
    });
    this.session = new SessionStore(this.api, this.events, this.merchant, ensureDeviceId(storage), storage);
    this.siteSettings = new SettingsStore({
      api: this.api,
      flags: this.flags,
      merchant: this.merchant,
      storage,
      inlined: options.startAnswers,
    });
    // A sign-out clears local storage: keep this browser's last known settings for a start without the backend.
    this.events.subscribe('session.changed', ({ account }) => {
      if (account === null) this.siteSettings.persist();
    });
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
    makeAutoObservable<RootStore, 'options' | 'stops' | 'errors'>(this, {
      errors: false,
      options: false,
      stops: false,
      siteSettings: false,
      feedback: false,
      domainRouting: false,
      customerServiceMenu: false,
      events: false,
      i18n: false,
      api: false,
      shell: false,
      navigate: false,
      access: false,
      overlays: false,
    });
  }

  /** The merchant's settings (spec/shell.md §3); null until they are known. */
  get settings(): SiteSettings | null {
    return this.siteSettings.settings;
  }

  /**
   * The stores that need the merchant's settings: the remote registry (a setting allows remote overrides) and the
   * realtime connection. The start-up module (site-start.ts) calls it once, when the settings are known.
   */
  wireSiteStores(): void {
    runInAction(() => {
      this.remotes = new RemoteRegistry(
        // Developers and QA may point a remote at another published version in their browser, where allowed.
        applyRemoteOverrides(this.options.remoteMap, {
          allowed: this.settings?.remoteOverride ?? false,
          search: this.options.search,
          storage: this.options.storage ?? new SafeStorage(),
        }),
        (flag) => this.flags.isOn(flag),
        this.options.federation,
        this.i18n,
      );
      this.realtime = new RealtimeStore(
        this.session,
        this.events,
        this.options.siteConfig.realtime,
        this.options.stompClientFactory,
        // A refused token ends the session as a 401 does.
        { onAuthRejected: () => this.errors.endSession() },
      );
    });
  }

  /** Stops `stop` with the root (what the start-up module started: notifications, the visibility re-fetch). */
  onDispose(stop: () => void): void {
    this.stops.push(stop);
  }

  /** Stop timers and connections (tests). */
  async dispose(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    this.siteSettings.dispose();
    this.session.dispose();
    await this.realtime?.dispose();
  }
}
