import type { ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { DisplayLanguage } from '@wl/i18n';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RealtimeService } from './realtime';
import type { FlagView, SessionView } from './session';

/** Options of a confirm dialog. */
export interface ConfirmOptions {
  title?: string;
  okText?: string;
  cancelText?: string;
}

/** Options of a toast. */
export interface ToastOptions {
  kind?: 'info' | 'success' | 'error';
  /** 0 keeps it until dismissed. */
  durationMs?: number;
}

/** The host's dialogs, so every area looks and behaves the same. */
export interface DialogService {
  /** A warning with one confirm button; resolves when closed. */
  warn(message: string): Promise<void>;
  /** A question; resolves true on confirm, false on cancel or close. */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  /** A short notice that does not block. */
  toast(message: string, options?: ToastOptions): void;
}

/** How a game is launched (spec/products.md §3): GLS for games, LOTT for the lottery lobby. */
export type LaunchMode = 'GLS' | 'LOTT';

/**
 * What a game launch needs (spec/products.md §3, the fields of a game card plus the launch parameters an area may
 * set). The games-lobby remote owns the behaviour: it turns these into the launch call's parameters, picks the window
 * and handles the failures.
 */
export interface LaunchGameParams {
  /** The vendor's game id (a game card's gameId); sport ids 0 and 1 become 1. */
  gameId?: string | number | null;
  /** A live table; a launch needs gameId or roomId. */
  roomId?: string | number | null;
  /** The platform's node of the game (lists, banners). */
  nodeId?: string | number | null;
  /** A sports match to open. */
  matchId?: string | number | null;
  /** A sports league to open. */
  leagueId?: string | number | null;
  /** The vendor (accountTypeName), e.g. `PG`, `BBIN`. */
  vassalage: string;
  /** The game type (LIVE, RNG, ...); names the in-page view (`/seamless?gameType=`). Banners may not know it. */
  gameType?: string | null;
  /** 1 when a demo is available. */
  freeplay?: number | null;
  /** 1 or 2 opens a new window. */
  appNewWindow?: number | null;
  /** The game card's platform (html5-desktop, flash or html5); decides the launch platform of the flash rule. */
  platform?: string | null;
  /** Launch the demo (free play, accountType 0) instead of the real game (accountType 1). */
  demo?: boolean;
  /** GLS (default) or LOTT for the lottery lobby. */
  launchMode?: LaunchMode;
  /** The lottery's mode (spec/products.md §4: 1 Traditional, 2 Entertainment, ...). */
  lottoMode?: string | number | null;
  /** The lottery game to open. */
  lottoGameCode?: string | null;
  /** Where the launch comes from (analytics of the platform). */
  sourceType?: string | null;
  /** The marketing detail (a banner or promotion) the launch comes from. */
  marketingDetailId?: string | number | null;
}

/**
 * The games-lobby remote's `launchGame` service (its definition's `services.launchGame`). The host calls it after
 * its login checks, passing itself: the remote needs the shell (API client, dialogs, navigation) and has no other
 * way to reach it from a click on another area's page. It must open any new window synchronously, before its first
 * `await`, so the click's user activation still allows it.
 */
export type LaunchGameService = (shell: ShellServices, params: LaunchGameParams) => Promise<void>;

/**
 * What areas read of the merchant's site settings (spec/shell.md §3), as the host holds them: observable, current
 * at read time (the host re-reads the settings on its own schedule), so an area never calls the settings endpoint.
 */
export interface SettingsView {
  /** The lobby domains a game launch needs; empty when the merchant has none (or the settings are not known). */
  readonly launchGameCDNs: readonly string[];
}

/**
 * The host's overlay slot: an area's own dialog rendered inside the host's React tree, next to the host's dialogs,
 * so an area never mounts a React root of its own. The area's content keeps its own behaviour (role dialog,
 * aria-modal, label, focus, Escape); the host only places it.
 */
export interface OverlayService {
  /**
   * Render `content` until the returned function is called (calling it again does nothing). Overlays shown later
   * are placed after (above) earlier ones. The content is never copied or observed deeply: pass a React element
   * that reads its own (observable) state.
   */
  show(content: ReactNode): () => void;
}

/** Options of {@link ShellServices.navigate}. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (e.g. a second game on `/seamless`). */
  replace?: boolean;
}

/**
 * Everything a remote may use of the shell. The host passes one object to every remote and widget as the `shell`
 * prop; a remote never imports from the host or another remote.
 */
export interface ShellServices {
  /** The site's one API client. */
  api: ApiClient;
  /** The site's one event bus. */
  events: EventBus;
  /** Broadcast topics (lottery draws) over the shell's one realtime connection. */
  realtime: RealtimeService;
  /** Observable session. */
  session: SessionView;
  /** The merchant's feature flags. */
  flags: FlagView;
  /** The merchant's site settings areas read (since contract 1.3). */
  settings: SettingsView;
  /** The current language and a translator bound to the common namespace. */
  i18n: { readonly language: DisplayLanguage; t: TFunction };
  /** Client-side navigation within the site (no reload). */
  navigate(to: string, options?: NavigateOptions): void;
  /** True when logged in; otherwise shows the login prompt (in_sorry_in) and returns false. */
  requireLogin(): boolean;
  /** True for a real account; for a demo account (isAgent 4) shows in_need_true_account and returns false. */
  requireRealAccount(): boolean;
  dialogs: DialogService;
  /** An area's own dialogs, rendered in the host's tree (since contract 1.3). */
  overlay: OverlayService;
  openCustomerService(): void;
  openDeposit(): void;
  /**
   * Launches a game through the games-lobby remote's {@link LaunchGameService}: a real launch first needs a login
   * (in_sorry_in) and a real account (in_need_true_account), checked here only, for every area (the lobby's own
   * buttons too); a demo launch is open to visitors (free play). Call it synchronously inside the click handler: a
   * new game window can only be opened there.
   */
  launchGame(params: LaunchGameParams): Promise<void>;
}
