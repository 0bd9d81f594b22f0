import type { ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerServiceEntry } from '../../api/customer-service';
import { getLocation } from '../../api/location';

/** Why the whole site is replaced by a notice (spec/shell.md §4 "Maintenance and access"). */
export type BlockReason = 'maintenance' | 'region';

/** Customer-service pop-up size (spec/shell.md §9). */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;

/** Maintenance first, then region restriction; null: the site is open. */
export function blockReason(
  permission: { maintenance?: boolean; regionRestriction?: boolean } | null | undefined,
): BlockReason | null {
  if (permission?.maintenance) return 'maintenance';
  if (permission?.regionRestriction) return 'region';
  return null;
}

/** A link the site may open: absolute http(s) only (house rule; `javascript:` and the like never). */
export function safeHttpLink(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(path);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The customer-service link for a member of `labelId` (null: a visitor or no club label): entries are filtered by
 * club label (spec/shell.md §4), and only a path that is an http(s) link can be opened (others are encrypted).
 */
export function customerServiceLink(
  entries: readonly CustomerServiceEntry[] | null | undefined,
  labelId: string | null,
): string | null {
  for (const entry of entries ?? []) {
    const labels = entry.labelIds ?? [];
    if (labels.length > 0 && (labelId === null || !labels.includes(labelId))) continue;
    const link = safeHttpLink(entry.path);
    if (link) return link;
  }
  return null;
}

/** What the notice needs from the shell. */
export interface MaintenanceStoreDeps {
  api: ApiClient;
  customerService: () => readonly CustomerServiceEntry[] | null | undefined;
  labelId: () => string | null;
  /** The shell's own customer service (shell.openCustomerService), used when no link is configured. */
  openCustomerService: () => void;
  openWindow?: (url: string, features: string) => void;
}

/** The maintenance / access-denied notice: the visitor's IP and the contact-service button. */
export class MaintenanceStore {
  /** The visitor's IP as the server sees it; null until known (or when the call failed). */
  ip: string | null = null;

  constructor(private readonly deps: MaintenanceStoreDeps) {
    makeAutoObservable<MaintenanceStore, 'deps'>(this, { deps: false });
  }

  /** Fetch the visitor's IP (GET /wps/system/location). */
  async load(): Promise<void> {
    try {
      const { ip } = await this.deps.api.call(getLocation);
      runInAction(() => (this.ip = ip));
    } catch {
      // The notice stays useful without the IP; the call is silent.
    }
  }

  /** Open the configured customer-service link in its pop-up, else the shell's customer service. */
  contact(): void {
    const link = customerServiceLink(this.deps.customerService(), this.deps.labelId());
    if (!link) {
      this.deps.openCustomerService();
      return;
    }
    const open =
      this.deps.openWindow ?? ((url: string, features: string) => void window.open(url, '_blank', features));
    const { width, height } = CUSTOMER_SERVICE_POPUP;
    // noopener: the support page gets no handle on the site's window.
    open(link, `noopener,noreferrer,width=${width},height=${height}`);
  }
}
