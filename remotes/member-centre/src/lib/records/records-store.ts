import type { Endpoint } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import Decimal from 'decimal.js';
import { makeAutoObservable } from 'mobx';
import type { RecordPage, RecordQuery, RecordRow } from '../../api/record-page';
import { DateRangeStore } from '@wl/ui/date-range';

/** What a records table needs to know of its endpoint: where to read and how many rows a page holds. */
export interface RecordsSource {
  endpoint: Endpoint<RecordPage>;
  pageSize: number;
  /** Money fields summed in the page subtotal (the server sends the range's totals of the same fields). */
  totals: readonly string[];
  /** Whether the table filters by a downline's account name (agent tables). */
  accountFilter?: boolean;
}

/**
 * One records table (bet record, account record, personal loss, bonus details, the agent tables): the shared date
 * range, paging, the page's rows, the range's totals from the server and the page's subtotal in decimal.js.
 */
export class RecordsStore {
  readonly range: DateRangeStore;
  readonly load = new LoadState();
  page = 1;
  rows: RecordRow[] = [];
  totalElements = 0;
  totals: Record<string, string> = {};
  /** The account filter as typed (agent tables). */
  account = '';
  /** True once a search ran: the table shows its result (or "no data"). */
  searched = false;
  /** The query of the last search: paging keeps it even if the member edits the range meanwhile. */
  private query: RecordQuery | null = null;

  constructor(
    private readonly shell: ShellServices,
    readonly source: RecordsSource,
    now: () => number = Date.now,
  ) {
    this.range = new DateRangeStore(now);
    makeAutoObservable<RecordsStore, 'shell' | 'query'>(this, { shell: false, source: false, query: false });
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.totalElements / this.source.pageSize));
  }

  /** The page's subtotal of each total field, summed exactly (decimal.js), two decimals. */
  get pageTotals(): Record<string, string> {
    const sums: Record<string, string> = {};
    for (const field of this.source.totals) {
      sums[field] = this.rows
        .reduce((sum, row) => {
          const value = row[field];
          return typeof value === 'string' || typeof value === 'number' ? sum.plus(value) : sum;
        }, new Decimal(0))
        .toFixed(2);
    }
    return sums;
  }

  setAccount(value: string): void {
    this.account = value;
  }

  /** Search the range from page 1; a range that breaks the rules is not sent (its error shows instead). */
  search(): Promise<void> {
    if (this.range.error) return Promise.resolve();
    const account = this.account.trim();
    this.query = {
      ...this.range.query,
      page: 1,
      size: this.source.pageSize,
      ...(this.source.accountFilter && account ? { account } : {}),
    };
    return this.fetch(1);
  }

  /** Show another page of the last search. */
  goTo(page: number): Promise<void> {
    if (!this.query || page < 1 || page > this.totalPages || page === this.page) return Promise.resolve();
    return this.fetch(page);
  }

  /** Run the last search again (the retry card). */
  retry(): Promise<void> {
    return this.query ? this.fetch(this.page) : this.search();
  }

  private fetch(page: number): Promise<void> {
    const params = { ...this.query!, page };
    return this.load.run(
      () => this.shell.api.call(this.source.endpoint, { params: { ...params } }),
      (value) => {
        this.page = value.page;
        this.rows = value.content;
        this.totalElements = value.totalElements;
        this.totals = value.totals;
        this.searched = true;
      },
    );
  }
}
