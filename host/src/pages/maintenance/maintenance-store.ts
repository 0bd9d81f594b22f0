import type { ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { getLocation } from '../../api/location';

/** What the notice needs from the shell. */
export interface MaintenanceStoreDeps {
  api: ApiClient;
  /** The shell's customer service (shell.openCustomerService): entries, label filter, decoding, pop-up. */
  openCustomerService: () => void;
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

  /** The contact-service button: the shell's customer service (spec/shell.md §4), as everywhere on the site. */
  contact(): void {
    this.deps.openCustomerService();
  }
}
