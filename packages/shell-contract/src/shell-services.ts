import type { ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { DisplayLanguage } from '@wl/i18n';
import type { TFunction } from 'i18next';
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

/** What a game launch needs (spec/products.md §3); the games-lobby remote owns the behaviour. */
export interface LaunchGameParams {
  gameId?: string | null;
  roomId?: string | null;
  nodeId?: string | null;
  vassalage: string;
  gameType: string;
  /** 1 when a demo is available. */
  freeplay?: number;
  /** 1 or 2 opens a new window. */
  appNewWindow?: number;
  /** Launch the demo instead of the real game. */
  demo?: boolean;
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
  /** Observable session. */
  session: SessionView;
  /** The merchant's feature flags. */
  flags: FlagView;
  /** The current language and a translator bound to the common namespace. */
  i18n: { readonly language: DisplayLanguage; t: TFunction };
  /** Client-side navigation within the site (no reload). */
  navigate(to: string): void;
  /** True when logged in; otherwise shows the login prompt (in_sorry_in) and returns false. */
  requireLogin(): boolean;
  /** True for a real account; for a demo account (isAgent 4) shows in_need_true_account and returns false. */
  requireRealAccount(): boolean;
  dialogs: DialogService;
  openCustomerService(): void;
  openDeposit(): void;
  /** Launches a game through the games-lobby remote's service. */
  launchGame(params: LaunchGameParams): Promise<void>;
}
