import { TRANSPORT_ERROR_PREFIX, type ApiError, type ErrorAction } from '@wl/api-client';
import type { DialogStore } from '@wl/ui';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Maintenance times are shown as YYYY-MM-DD HH:mm:ss (spec/products.md §4). */
export const MAINTENANCE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Secure pages, where a 504 stays silent (spec/shell.md §8): the API client asks {@link isSecurePage}. */
export const SECURE_PATHS = ['/member/securityCenter'];

/** Is `pathname` a secure page? */
export function isSecurePage(pathname: string): boolean {
  return SECURE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** What the presenter needs from the shell. */
export interface ErrorPresenterDeps {
  dialogs: DialogStore;
  t: TFunction;
  /** Forget the session locally. */
  clearSession(): void;
  /**
   * True while the member is logging out and once they have logged out on this page (SessionStore.leaving): the server
   * refuses the old token of calls still running, which must not greet the member with "login expired".
   */
  leaving?(): boolean;
  /** Leave to the site root with a fresh page (spec/shell.md §4: an invalid session reloads the site root). */
  reloadSiteRoot(): void;
  /** Reload the current page (domain_not_available → Retry, when there is no domain routing). */
  reload(): void;
  /**
   * domain_not_available: the domain routing dialog (probe the server's other domains, Retry goes to one that
   * answers; spec/shell.md §4). Without it, a plain dialog whose Retry reloads.
   */
  domainUnavailable?(message: string): void;
  openCustomerService(): void;
}

const formatTime = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const time = dayjs(
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number),
  );
  return time.isValid() ? time.format(MAINTENANCE_TIME_FORMAT) : String(value);
};

/**
 * Shows what the error catalogue decided for a failed call (`@wl/api-client` ERROR_CATALOGUE). The same message is
 * not stacked while it is on screen, and a burst of 401s signs out once.
 */
export class ErrorPresenter {
  private endingSession = false;
  private readonly showing = new Set<string>();

  constructor(private readonly deps: ErrorPresenterDeps) {}

  /**
   * The session is over (a 401, an invalid session, a token the realtime server refused): say so (`in_sorry_in` by
   * default), then forget the session and reload the site root. Several reasons at once end it once.
   */
  endSession(message?: string): void {
    if (this.endingSession) return;
    this.endingSession = true;
    void this.deps.dialogs.warn(message || this.deps.t('in_sorry_in')).then(() => {
      this.deps.clearSession();
      this.deps.reloadSiteRoot();
    });
  }

  present(error: ApiError, action: ErrorAction): void {
    const { dialogs, t } = this.deps;
    switch (action.kind) {
      case 'none':
        return;
      case 'log':
        // Never the request itself: headers carry the token.
        console.warn(`[api] ${error.endpointId}: ${error.message}`);
        return;
      case 'warn': {
        // A transport refusal's server text is an engineer's sentence: the player reads a translated one.
        const message = error.errorCode?.startsWith(TRANSPORT_ERROR_PREFIX)
          ? t('common:unknown_error')
          : action.message;
        return this.once(message, () => dialogs.warn(message));
      }
      case 'timeout':
        return this.once(t('timeout_retry_please'), () => dialogs.warn(t('timeout_retry_please')));
      case 'signOut':
      case 'sessionInvalid':
        // The member is leaving or has left: a "login expired" dialog would greet them after their own logout.
        if (this.deps.leaving?.()) return;
        return this.endSession(action.message);
      case 'domainUnavailable':
        if (this.deps.domainUnavailable) return this.deps.domainUnavailable(action.message);
        return this.once(action.message, () =>
          dialogs
            .open({
              kind: 'warn',
              message: action.message,
              actions: [
                { key: 'retry', label: t('retry') },
                { key: 'customer-service', label: t('host:contact_service') },
              ],
            })
            .then((choice) => {
              if (choice === 'retry') this.deps.reload();
              if (choice === 'customer-service') this.deps.openCustomerService();
            }),
        );
      case 'vendorMaintenance': {
        const text = `${action.message}\n${formatTime(action.start)} ~ ${formatTime(action.end)}`;
        return this.once(text, () => dialogs.warn(text));
      }
    }
  }

  private once(key: string, show: () => Promise<unknown>): void {
    if (this.showing.has(key)) return;
    this.showing.add(key);
    void show().finally(() => this.showing.delete(key));
  }
}
