import { makeAutoObservable } from 'mobx';
import {
  defaultRange,
  earliestStart,
  lastDays,
  rangeQuery,
  todayOf,
  validateRange,
  type DateRange,
  type DateRangeError,
} from './date-range';

/**
 * The date range a member edits for a list (spec/products.md §5): today by default, no future day, at most 30 days.
 * `now` is injectable so tests choose the day.
 */
export class DateRangeStore {
  start: string;
  end: string;

  constructor(private readonly now: () => number = Date.now) {
    const range = defaultRange(now());
    this.start = range.start;
    this.end = range.end;
    makeAutoObservable<DateRangeStore, 'now'>(this, { now: false });
  }

  /** The range as typed. */
  get range(): DateRange {
    return { start: this.start, end: this.end };
  }

  /** The last day that may be picked: today (future dates are disabled). */
  get maxDate(): string {
    return todayOf(this.now());
  }

  /** The first start day the end day allows (30 days before it). */
  get minStart(): string {
    return earliestStart(this.end);
  }

  /** Why the range cannot be searched, or null. */
  get error(): DateRangeError | null {
    return validateRange(this.range, this.now());
  }

  /** The query of the range (epoch ms); only meaningful while {@link error} is null. */
  get query(): { startTime: number; endTime: number } {
    return rangeQuery(this.range);
  }

  setStart(value: string): void {
    this.start = value;
  }

  setEnd(value: string): void {
    this.end = value;
  }

  /** The last `days` days, today included (the quick picks: today, 7 days, 30 days). */
  setLastDays(days: number): void {
    const range = lastDays(this.now(), days);
    this.start = range.start;
    this.end = range.end;
  }
}
