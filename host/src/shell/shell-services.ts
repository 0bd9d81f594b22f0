import type { ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { DisplayLanguage } from '@wl/i18n';
import type {
  FlagView,
  NavigateOptions,
  OverlayService,
  RealtimeService,
  RemoteDefinition,
  RemoteId,
  SessionView,
  ShellServices,
} from '@wl/shell-contract';
import type { DialogStore } from '@wl/ui';
import type { i18n as I18nInstance } from 'i18next';
import type { SiteSettings } from '../api/settings';
import type { CustomerServiceSite } from '../features/customer-service/customer-service';
import { DEMO_AGENT_TYPE } from '../stores/session-store';

/**
 * What the shell services read from the site (the root store; a fake in tests), at call time: the root store hands
 * itself in, and this module never imports it (the root store creates the services).
 */
export interface ShellSite extends CustomerServiceSite {
  readonly api: ApiClient;
  readonly events: EventBus;
  /** Null until the site started. */
  readonly realtime: RealtimeService | null;
  readonly session: SessionView;
  readonly flags: FlagView;
  /** The merchant's settings (the launch's lobby domains, the customer service's entries); null until known. */
  readonly settings: Pick<SiteSettings, 'launchGameCDNs' | 'customerService'> | null;
  /** The areas' overlay slot (the layout renders it). */
  readonly overlays: OverlayService;
  readonly i18n: I18nInstance;
  readonly language: { readonly language: string };
  readonly dialogs: Pick<DialogStore, 'warn' | 'confirm' | 'toast'>;
  /** The access modals: the shell opens the login popup. */
  readonly access: { open(modal: 'loginPopup'): void };
  /** Null until the site started. */
  readonly remotes: {
    loaded(id: RemoteId): RemoteDefinition | null;
    load(id: RemoteId): Promise<RemoteDefinition | null>;
  } | null;
  navigate(to: string, options?: NavigateOptions): void;
}

/** No lobby domain: one frozen list, so a read without settings gives the same value each time. */
const NO_DOMAINS: readonly string[] = Object.freeze([]);

/** A topic asked for before the site started (no area can): nothing to follow, said once in the console. */
function unstarted(topic: string): () => void {
  console.warn(`[realtime] ${topic} asked for before the site started`);
  return () => {};
}

/**
 * The services every remote receives as `shell`. One object for the page's life: its members read the root store
 * at call time, so remotes always see the current session, language and router.
 */
export function createShellServices(root: ShellSite): ShellServices {
  const t = root.i18n.t.bind(root.i18n);
  const shell: ShellServices = {
    api: root.api,
    events: root.events,
    // The realtime store exists once the site started, before any remote renders (areas mount after that).
    realtime: {
      get connected() {
        return root.realtime?.connected ?? false;
      },
      subscribeTopic: (destination, handler) =>
        root.realtime?.subscribeTopic(destination, handler) ?? unstarted(destination),
      subscribeDraws: (gameCode, handler) =>
        root.realtime?.subscribeDraws(gameCode, handler) ?? unstarted(gameCode),
    },
    session: root.session,
    flags: root.flags,
    // Read at call time from the root store's settings (observable): a re-read of the settings shows at once.
    settings: {
      get launchGameCDNs() {
        return root.settings?.launchGameCDNs ?? NO_DOMAINS;
      },
    },
    overlay: { show: (content) => root.overlays.show(content) },
    i18n: {
      get language() {
        return root.language.language as DisplayLanguage;
      },
      t,
    },
    navigate: (to, options) => root.navigate(to, options),
    requireLogin: () => {
      if (root.session.isLoggedIn) return true;
      void root.dialogs
        .confirm(t('in_sorry_in'), { okText: t('login'), cancelText: t('cancel') })
        // The login popup modal logs in where the member is: the game, favourite or page they wanted stays.
        .then((go) => go && root.access.open('loginPopup'));
      return false;
    },
    requireRealAccount: () => {
      if (root.session.isAgent !== DEMO_AGENT_TYPE) return true;
      void root.dialogs.warn(t('in_need_true_account'));
      return false;
    },
    dialogs: {
      warn: (message) => root.dialogs.warn(message),
      confirm: (message, options) => root.dialogs.confirm(message, options),
      toast: (message, options) => root.dialogs.toast(message, options),
    },
    // The customer service loads on first use (spec/shell.md §4): its menu or its 440x750 pop-up. Chromium keeps the
    // click's user activation for 5 s, so the pop-up still opens after the module loads.
    openCustomerService: () =>
      void import('../features/customer-service/customer-service').then(({ customerService }) =>
        customerService(root).open(),
      ),
    openDeposit: () => root.navigate('/member/depositv2'),
    launchGame: (params) => {
      // A real game needs a member with a real account; a demo is free play, open to visitors (spec/shell.md §1,
      // §6: "free play if enabled"; the games-lobby service checks FREEPLAY3 and the game's freeplay). Checked here
      // only: every area's launch (the lobby's own Play buttons too) comes through this one entry.
      if (!params.demo && (!shell.requireLogin() || !shell.requireRealAccount())) return Promise.resolve();
      const run = (lobby: RemoteDefinition | null): Promise<void> => {
        const launch = lobby?.services?.launchGame;
        return launch ? launch(shell, params) : root.dialogs.warn(t('in_stay_tuned'));
      };
      // Loaded already (the usual case: the Play button is the lobby's own): call it with no await before it, so the
      // service opens its game window inside the click. Not loaded yet (a banner on a page without the lobby): load
      // first; Chromium keeps the click's transient user activation for 5 s, so the window still opens after a
      // normal load, and the service shows popup_blocked when it does not.
      const loaded = root.remotes?.loaded('games-lobby') ?? null;
      if (loaded) return run(loaded);
      return (root.remotes?.load('games-lobby') ?? Promise.resolve(null)).then(run);
    },
  };
  return shell;
}
