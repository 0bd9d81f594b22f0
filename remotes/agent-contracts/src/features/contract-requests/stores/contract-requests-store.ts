import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { getConsolidatedContracts, type ConsolidatedContracts } from '../api/consolidated-contracts';
import { toSections, type ContractSection } from '../model';

/**
 * The member's consolidated contract requests (dividend, daily, hourly and real-time salary), split per kind into
 * new requests (P, E) and termination requests (V). Accept/reject actions come later.
 */
export class ContractRequestsStore {
  value: ConsolidatedContracts | null = null;
  /** The requests' load; only the newest load writes its result (a retry can overtake a slow request). */
  readonly requestsLoad = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<ContractRequestsStore, 'shell'>(this, { shell: false });
  }

  /** Load (or reload) the requests. Never rejects: failures land in {@link requestsLoad}. */
  load(): Promise<void> {
    return this.requestsLoad.run(
      () => this.shell.api.call(getConsolidatedContracts),
      (value) => {
        this.value = value;
      },
    );
  }

  /** The four sections, in display order (empty before the first successful load). */
  get sections(): ContractSection[] {
    return this.value ? toSections(this.value) : [];
  }

  /** Requests waiting in each list, over all kinds. */
  get counts(): { newRequests: number; terminationRequests: number } {
    return this.sections.reduce(
      (sum, s) => ({
        newRequests: sum.newRequests + s.newRequests.length,
        terminationRequests: sum.terminationRequests + s.terminationRequests.length,
      }),
      { newRequests: 0, terminationRequests: 0 },
    );
  }
}
