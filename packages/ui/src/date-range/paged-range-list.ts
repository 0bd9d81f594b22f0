import { makeAutoObservable } from 'mobx';
import { LoadState } from '../load-state';
import { DateRangeStore } from './date-range-store';

/** One page of a list read by date range, as the server sends it. */
export interface RangePage<Row> {
  content: Row[];
  totalPages: number;
}

/** How a {@link PagedRangeList} asks the server. */
export interface PagedRangeListOptions<Row, Criteria> {
  /**
   * What a search asks for, built from the range (epoch ms) and the list's other filters as they are when the
   * search button is pressed.
   */
  criteria(range: { startTime: number; endTime: number }): Criteria;
  /** Read one page (1-based) of what a search asked for. */
  read(criteria: Criteria, page: number): Promise<RangePage<Row>>;
  /** The clock of the range (tests). */
  now?: () => number;
}

/**
 * A list read by date range a page at a time (the points mall's redemption records and points transactions):
 * the shared {@link DateRangeStore}, the load state, the page and its rows. Paging keeps the criteria of
 * the last search, so a range edited but not searched yet does not leak into the next page. A range that breaks
 * the rules is never sent: its error shows instead.
 */
export class PagedRangeList<Row, Criteria> {
  readonly range: DateRangeStore;
  readonly load = new LoadState();
  /** The page shown (1-based). */
  page = 1;
  rows: Row[] = [];
  totalPages = 0;
  private searched: Criteria | null = null;
  /** The page last asked for: a retry asks for it again. */
  private requested = 1;

  constructor(private readonly options: PagedRangeListOptions<Row, Criteria>) {
    this.range = new DateRangeStore(options.now);
    makeAutoObservable<PagedRangeList<Row, Criteria>, 'options' | 'searched' | 'requested'>(
      this,
      { options: false, range: false, searched: false, requested: false },
      { autoBind: true },
    );
  }

  /** Search the range (and filters) from page 1. */
  search(): Promise<void> {
    if (this.range.error) return Promise.resolve();
    this.searched = this.options.criteria(this.range.query);
    return this.fetch(1);
  }

  /** Another page of the last search (a first search when there was none). */
  goTo(page: number): Promise<void> {
    return this.searched ? this.fetch(page) : this.search();
  }

  /** The last read again (the retry of a failed load). */
  retry(): Promise<void> {
    return this.goTo(this.requested);
  }

  private fetch(page: number): Promise<void> {
    const criteria = this.searched!;
    this.requested = page;
    return this.load.run(
      () => this.options.read(criteria, page),
      (value) => {
        this.page = page;
        this.rows = value.content;
        this.totalPages = value.totalPages;
      },
    );
  }
}
