import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { DateRangeStore } from '@wl/ui/date-range';
import { makeAutoObservable } from 'mobx';
import { EXCLUDED_TX_TYPE_IDS, POINTS_ACCOUNT_TYPE_ID, TRANSACTIONS_PAGE_SIZE } from '../../../constants';
import { transactionsEndpoint, type PointsTransaction, type TransactionsQuery } from '../api/transactions';

/** Details tab 1 (spec §2, §7): the points account's transactions (type 9203 left out) by date range, 12 a page. */
export class TransactionsStore {
  readonly range: DateRangeStore;
  page = 1;
  rows: PointsTransaction[] = [];
  totalPages = 0;
  readonly load = new LoadState();

  constructor(
    private readonly shell: ShellServices,
    now?: () => number,
  ) {
    this.range = new DateRangeStore(now);
    makeAutoObservable<TransactionsStore, 'shell'>(this, { shell: false, range: false }, { autoBind: true });
  }

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
    const params: TransactionsQuery = {
      // The member's own account: the same read serves an agent's downline elsewhere.
      subordinateName: this.shell.session.account ?? '',
      startTime,
      endTime,
      accountTypeId: POINTS_ACCOUNT_TYPE_ID,
      excludeTxTypeIds: EXCLUDED_TX_TYPE_IDS,
      page: this.page,
      size: TRANSACTIONS_PAGE_SIZE,
    };
    return this.load.run(
      () => this.shell.api.call(transactionsEndpoint, { params }),
      (value) => {
        this.rows = value.content;
        this.totalPages = value.totalPages;
      },
    );
  }
}
