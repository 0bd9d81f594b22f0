import type { ShellServices } from '@wl/shell-contract';
import { PagedRangeList } from '@wl/ui/date-range';
import { makeAutoObservable } from 'mobx';
import { RECORDS_PAGE_SIZE, REDEMPTION_STATUS_ALL, REDEMPTION_STATUSES } from '../../../constants';
import { redeemRecordsEndpoint, type RedeemRecord, type RedeemRecordsQuery } from '../api/redeem-records';

/** A status filter value: one of P, R, A, or all. */
export type RedemptionStatusFilter = (typeof REDEMPTION_STATUSES)[number] | typeof REDEMPTION_STATUS_ALL;

/** Details tab 0 (spec §2, §5): the member's redemption records by date range and status, 13 a page. */
export class RecordsStore {
  /** The status picked; a search sends it, paging keeps the one searched. */
  status: RedemptionStatusFilter = REDEMPTION_STATUS_ALL;
  readonly list: PagedRangeList<RedeemRecord, Omit<RedeemRecordsQuery, 'page'>>;

  constructor(shell: ShellServices, now?: () => number) {
    this.list = new PagedRangeList({
      now,
      criteria: ({ startTime, endTime }) => ({
        startDate: startTime,
        endDate: endTime,
        size: RECORDS_PAGE_SIZE,
        status: this.status,
      }),
      read: (criteria, page) => shell.api.call(redeemRecordsEndpoint, { params: { ...criteria, page } }),
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  setStatus(status: RedemptionStatusFilter): void {
    this.status = status;
  }
}
