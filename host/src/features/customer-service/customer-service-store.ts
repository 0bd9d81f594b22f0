import type { ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerServiceEntry } from '../../api/customer-service';
import { getCustomerServiceScripts, getCustomerServiceToken } from '../../api/customer-service-calls';
import {
  CS_ACCOUNT_PARAM,
  CS_MESSAGES,
  CS_POPUP_HEIGHT,
  CS_POPUP_WIDTH,
  CS_TOKEN_PARAM,
  CS_TYPES_WITH_ACCOUNT,
  CS_TYPES_WITH_TOKEN,
  CS_WINDOW_NAME,
} from './constants';
import type { CustomerServiceSignal } from './customer-service-signal';
import { decodeCsPath } from './path-codec';

/** The member's club label as member info gives it (spec/shell.md §3). */
export interface ClubLabel {
  labelName?: string | null;
  rankLevel?: number | null;
}

/** An entry the member may use, with its decoded link. */
export interface CustomerServiceOption {
  entry: CustomerServiceEntry;
  link: string;
}

/** The window the pop-up is, as far as the store needs it. */
export interface PopupWindow {
  closed: boolean;
  opener: unknown;
  close(): void;
  location: { replace(url: string): void };
}

/** What the customer service needs from the shell. */
export interface CustomerServiceDeps {
  api: ApiClient;
  merchant: string;
  entries: () => readonly CustomerServiceEntry[] | null | undefined;
  clubLabel: () => ClubLabel | null | undefined;
  /** The logged-in account, null for a visitor. */
  account: () => string | null;
  warn: (message: string) => void;
  t: (key: string, options?: Record<string, unknown>) => string;
  openWindow?: (url: string, name: string, features: string) => PopupWindow | null;
  /** Where the menu's visibility lives (the layout renders the menu from it). */
  signal: CustomerServiceSignal;
}

/**
 * Entries filtered by the member's club label (spec/shell.md §4): an entry without labelIds is for everyone, else the
 * member's label name or rank level must be listed. Visitors and members without a label get the open entries only.
 */
export function entriesForLabel(
  entries: readonly CustomerServiceEntry[] | null | undefined,
  label: ClubLabel | null | undefined,
): CustomerServiceEntry[] {
  const mine = [label?.labelName, label?.rankLevel == null ? null : String(label.rankLevel)].filter(
    (value): value is string => Boolean(value),
  );
  return (entries ?? []).filter((entry) => {
    const labels = entry.labelIds ?? [];
    return labels.length === 0 || labels.some((id) => mine.includes(id));
  });
}

/**
 * The customer-service menu and pop-up (spec/shell.md §4, §9): the member's entries, one opened directly, several
 * listed in a menu; the pop-up is 440x750, opened inside the click (null: popup_blocked), then pointed at the link
 * with the account or a provider token added for the types that take them.
 */
export class CustomerServiceStore {
  /** Extra link parameters per type (`value.scripts`), once fetched. */
  private scripts: Map<string, Record<string, string>> | null = null;

  constructor(private readonly deps: CustomerServiceDeps) {
    makeAutoObservable<CustomerServiceStore, 'deps' | 'scripts'>(this, { deps: false, scripts: false });
  }

  /** The entries the member may open, each with a usable link (undecodable paths are left out). */
  get options(): CustomerServiceOption[] {
    return entriesForLabel(this.deps.entries(), this.deps.clubLabel()).flatMap((entry) => {
      const link = decodeCsPath(entry.path, this.deps.merchant);
      return link ? [{ entry, link }] : [];
    });
  }

  /** The shell's openCustomerService: one entry opens at once, several show the menu, none the notice. */
  open(): void {
    const options = this.options;
    if (options.length === 0) {
      this.deps.warn(this.deps.t(CS_MESSAGES.notConfigured));
    } else if (options.length === 1) {
      void this.openOption(options[0]!);
    } else {
      this.deps.signal.setMenuOpen(true);
      // Fetched while the member chooses, so the click opens the link without waiting.
      void this.loadScripts();
    }
  }

  /** The menu is shown (more than one entry applies). */
  get menuOpen(): boolean {
    return this.deps.signal.menuOpen;
  }

  closeMenu(): void {
    this.deps.signal.setMenuOpen(false);
  }

  /** Open one entry in the pop-up. Resolves when the pop-up shows the link or has been closed. */
  async openOption(option: CustomerServiceOption): Promise<void> {
    this.closeMenu();
    const open =
      this.deps.openWindow ??
      ((url: string, name: string, features: string) =>
        window.open(url, name, features) as PopupWindow | null);
    // Opened blank inside the click (a later open is blocked), then pointed at the link.
    const popup = open('', CS_WINDOW_NAME, `width=${CS_POPUP_WIDTH},height=${CS_POPUP_HEIGHT}`);
    if (!popup) {
      this.deps.warn(this.deps.t(CS_MESSAGES.popupBlocked, { context: 'cs' }));
      return;
    }
    // The support page gets no handle on the site's window.
    popup.opener = null;
    const url = new URL(option.link);
    const { csType } = option.entry;
    const account = this.deps.account();
    if (account && CS_TYPES_WITH_ACCOUNT.includes(csType)) url.searchParams.set(CS_ACCOUNT_PARAM, account);
    await this.loadScripts();
    for (const [name, value] of Object.entries(this.scripts?.get(csType) ?? {}))
      url.searchParams.set(name, value);
    if (CS_TYPES_WITH_TOKEN.includes(csType)) {
      try {
        const { token } = await this.deps.api.call(getCustomerServiceToken, { params: { csType } });
        url.searchParams.set(CS_TOKEN_PARAM, token);
      } catch (error) {
        // A failed token fetch closes the pop-up (spec/shell.md §4).
        console.warn('[customer-service] token fetch failed', error instanceof Error ? error.message : error);
        popup.close();
        return;
      }
    }
    if (!popup.closed) popup.location.replace(url.href);
  }

  /** Read `value.scripts` once; a failure leaves the links without extra parameters. */
  private async loadScripts(): Promise<void> {
    if (this.scripts) return;
    try {
      const { scripts } = await this.deps.api.call(getCustomerServiceScripts);
      const byType = new Map(scripts.map((script) => [script.csType, script.params]));
      runInAction(() => (this.scripts = byType));
    } catch {
      runInAction(() => (this.scripts = new Map()));
    }
  }
}
