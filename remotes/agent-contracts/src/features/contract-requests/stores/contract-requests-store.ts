import { isApiError, playerText, type Endpoint } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { DateRangeStore } from '@wl/ui/date-range';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  HIGHER_RATE_KEY,
  ILLEGAL_TRANSITION_CODE,
  ILLEGAL_TRANSITION_KEY,
  PENDING_STATUSES,
  STATUS_ACCEPT,
  type ContractKind,
} from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { getConsolidatedContracts, type ConsolidatedContracts } from '../api/consolidated-contracts';
import { processDailySalary } from '../api/daily-salary-process';
import { processDividend } from '../api/dividend-process';
import { processHourlySalary } from '../api/hourly-salary-process';
import { processRealTimeSalary } from '../api/real-time-salary-process';
import { actionBody, toSections, type ContractSection, type RequestAction, type RequestRow } from '../model';

/** The status call of each kind (spec/products.md §7). */
const PROCESS: Record<ContractKind, Endpoint<unknown>> = {
  dividend: processDividend,
  dailySalary: processDailySalary,
  hourlySalary: processHourlySalary,
  realTimeSalary: processRealTimeSalary,
};

/** Options of {@link ContractRequestsStore}. */
export interface ContractRequestsOptions {
  /**
   * The consolidated modal: every request still waiting for an answer, no date range. Otherwise the detail lists,
   * read for the date range (today by default).
   */
  waitingOnly?: boolean;
}

/**
 * The member's consolidated contract requests (dividend, daily, hourly and real-time salary), split per kind into
 * new requests (P, E, A) and termination requests (V), and their actions: Accept (A) and Reject (R) for P and E,
 * Terminate (C) and Reject (A) for V. Accepting a higher-rate dividend asks `higher_rate` first; one action at a
 * time; after each the list is read again, so it shows what the platform now holds.
 */
export class ContractRequestsStore {
  value: ConsolidatedContracts | null = null;
  /** The requests' load; only the newest load writes its result (a retry can overtake a slow request). */
  readonly requestsLoad = new LoadState();
  /** The detail lists' date range (spec/products.md §5: today by default, at most 30 days, no future day). */
  readonly range: DateRangeStore;
  /** Key of the request whose action is in flight (or waits for the higher-rate answer), or null. */
  acting: string | null = null;
  readonly waitingOnly: boolean;

  constructor(
    private readonly shell: ShellServices,
    options: ContractRequestsOptions = {},
    now?: () => number,
  ) {
    this.waitingOnly = options.waitingOnly ?? false;
    this.range = new DateRangeStore(now);
    makeAutoObservable<ContractRequestsStore, 'shell'>(this, { shell: false, range: false });
  }

  /** Load (or reload) the requests. Never rejects: failures land in {@link requestsLoad}. */
  load(): Promise<void> {
    const params = this.waitingOnly ? undefined : { ...this.range.query };
    return this.requestsLoad.run(
      () => this.shell.api.call(getConsolidatedContracts, params ? { params } : undefined),
      (value) => {
        this.value = value;
      },
    );
  }

  /** The four sections, in display order (empty before the first successful load). */
  get sections(): ContractSection[] {
    return this.value ? toSections(this.value, this.waitingOnly) : [];
  }

  /** Requests in each list, over all kinds. */
  get counts(): { newRequests: number; terminationRequests: number } {
    return this.sections.reduce(
      (sum, s) => ({
        newRequests: sum.newRequests + s.newRequests.length,
        terminationRequests: sum.terminationRequests + s.terminationRequests.length,
      }),
      { newRequests: 0, terminationRequests: 0 },
    );
  }

  /** Loaded and nothing waits for an answer (the modal closes). */
  get nothingWaiting(): boolean {
    return this.requestsLoad.status === 'ready' && this.sections.every((s) => s.total === 0);
  }

  /**
   * Send `status` for a request. Accepting a pending request that offers the downline a higher rate asks first;
   * an illegal transition (the status changed meanwhile) says so; the list is read again either way.
   */
  async act(request: RequestRow, action: RequestAction): Promise<void> {
    const { status } = action;
    if (this.acting !== null) return;
    const t = (key: string) => this.shell.i18n.t(`${NAMESPACE}:${key}`);
    this.acting = request.key;
    try {
      if (status === STATUS_ACCEPT && request.higherRate && PENDING_STATUSES.includes(request.status)) {
        const sure = await this.shell.dialogs.confirm(t(HIGHER_RATE_KEY));
        if (!sure) return;
      }
      try {
        await this.shell.api.call(PROCESS[request.kind], { body: actionBody(request, status) });
        this.shell.dialogs.toast(t(`${action.key}_done`), { kind: 'success' });
      } catch (error) {
        const message =
          isApiError(error) && error.errorCode === ILLEGAL_TRANSITION_CODE
            ? t(ILLEGAL_TRANSITION_KEY)
            : playerText(error, this.shell.i18n.t);
        void this.shell.dialogs.warn(message);
      }
      await this.load();
    } finally {
      runInAction(() => (this.acting = null));
    }
  }

  /** Is any request waiting in the consolidated read (the after-login check)? */
  static hasWaiting(value: ConsolidatedContracts): boolean {
    return toSections(value, true).some((section) => section.total > 0);
  }
}
