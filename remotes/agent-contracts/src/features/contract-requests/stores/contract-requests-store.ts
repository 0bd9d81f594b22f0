import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { describeFailure, type LoadFailure } from '@wl/api-client';
import { getConsolidatedContracts, type ConsolidatedContracts } from '../api/consolidated-contracts';
import { toSections, type ContractSection } from '../model';

/** Where a load stands. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The member's consolidated contract requests (dividend, daily, hourly and real-time salary), split per kind into
 * new requests (P, E) and termination requests (V). Accept/reject actions come later.
 */
export class ContractRequestsStore {
  state: LoadState = 'idle';
  value: ConsolidatedContracts | null = null;
  /** Why the last load failed, or null. */
  failure: LoadFailure | null = null;
  /** Only the newest load may write its result (a retry can overtake a slow request). */
  private loadSeq = 0;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<ContractRequestsStore, 'shell' | 'loadSeq'>(this, { shell: false, loadSeq: false });
  }

  /** Load (or reload) the requests. Never rejects: failures land in `state`/`failure`. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.state = 'loading';
    this.failure = null;
    try {
      const value = await this.shell.api.call(getConsolidatedContracts);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.state = 'error';
        this.failure = describeFailure(error);
      });
    }
  }

  /** The last failure was a 401: the session is gone or invalid. */
  get unauthorized(): boolean {
    return this.failure?.status === 401;
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
