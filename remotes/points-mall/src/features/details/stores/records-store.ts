import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { DateRangeStore } from '@wl/ui/date-range';
import { makeAutoObservable } from 'mobx';
import { RECORDS_PAGE_SIZE, REDEMPTION_STATUS_ALL, REDEMPTION_STATUSES } from '../../../constants';
import { redeemRecordsEndpoint, type RedeemRecord, type RedeemRecordsQuery } from '../api/redeem-records';

/** A status filter value: one of P, R, A, or all. */
export type RedemptionStatusFilter = (typeof REDEMPTION_STATUSES)[number] | typeof REDEMPTION_STATUS_ALL;

/** Details tab 0 (spec §2, §5): the member's redemption records by date range and status, 13 a page. */
export class RecordsStore {
  readonly range: DateRangeStore;
  status: RedemptionStatusFilter = REDEMPTION_STATUS_ALL;
  page = 1;
  rows: RedeemRecord[] = [];
  totalPages = 0;
  readonly load = new LoadState();

  constructor(
    private readonly shell: ShellServices,
    now?: () => number,
  ) {
    this.range = new DateRangeStore(now);
    makeAutoObservable<RecordsStore, 'shell'>(this, { shell: false, range: false }, { autoBind: true });
  }

  setStatus(status: RedemptionStatusFilter): void {
    this.status = status;
  }

  /** Search from page 1 (the search button, a quick pick); nothing is sent while the range is refused. */
  search(): Promise<void> {
    this.page = 1;
    return this.fetch();
  }

  goTo(page: number): Promise<void> {
    this.page = page;
    return this.fetch();
  }

  fetch(): Promise<void> {
    if (this.range.error) return Promise.resolve();
    const { startTime, endTime } = this.range.query;
    const params: RedeemRecordsQuery = {
      startDate: startTime,
      endDate: endTime,
      page: this.page,
      size: RECORDS_PAGE_SIZE,
      status: this.status,
    };
    return this.load.run(
      () => this.shell.api.call(redeemRecordsEndpoint, { params }),
      (value) => {
        this.rows = value.content;
        this.totalPages = value.totalPages;
      },
    );
  }
}
