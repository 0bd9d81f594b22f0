import dayjs from 'dayjs';
import { DATE_RANGE_FORMAT, DATE_RANGE_END_OF_DAY_MS, DATE_RANGE_MAX_DAYS } from './constants';

/** A date range as the date inputs hold it: two `YYYY-MM-DD` days, both included. */
export interface DateRange {
  start: string;
  end: string;
}

/** Why a range cannot be searched: the message key to show. */
export type DateRangeError =
  'date_range_invalid' | 'date_range_order' | 'date_range_future' | 'date_range_too_long';

/** Today as the date inputs write it (the player's local day). */
export function todayOf(now: number): string {
  return dayjs(now).format(DATE_RANGE_FORMAT);
}

/** The default range: today only (spec/products.md §5 "default today"). */
export function defaultRange(now: number): DateRange {
  const today = todayOf(now);
  return { start: today, end: today };
}

/** The last `days` days up to today, today included. */
export function lastDays(now: number, days: number): DateRange {
  const today = todayOf(now);
  return {
    start: dayjs(today)
      .subtract(days - 1, 'day')
      .format(DATE_RANGE_FORMAT),
    end: today,
  };
}

/** The earliest start day allowed with this end day: the range spans at most 30 days. */
export function earliestStart(end: string): string {
  return dayjs(end).subtract(DATE_RANGE_MAX_DAYS, 'day').format(DATE_RANGE_FORMAT);
}

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DATE_RANGE_FORMAT) === value;

/**
 * Checks a range by spec/products.md §5: both days real dates, start not after end, no future day (future dates
 * are disabled), at most {@link DATE_RANGE_MAX_DAYS} days between them. Null when it may be searched.
 */
export function validateRange(range: DateRange, now: number): DateRangeError | null {
  if (!isDay(range.start) || !isDay(range.end)) return 'date_range_invalid';
  const start = dayjs(range.start);
  const end = dayjs(range.end);
  if (end.isAfter(dayjs(todayOf(now)))) return 'date_range_future';
  if (start.isAfter(end)) return 'date_range_order';
  if (end.diff(start, 'day') > DATE_RANGE_MAX_DAYS) return 'date_range_too_long';
  return null;
}

/** The query of a range: start at the start day's midnight, end at the end day's midnight + 86 399 000 ms. */
export function rangeQuery(range: DateRange): { startTime: number; endTime: number } {
  return {
    startTime: dayjs(range.start).startOf('day').valueOf(),
    endTime: dayjs(range.end).startOf('day').valueOf() + DATE_RANGE_END_OF_DAY_MS,
  };
}
