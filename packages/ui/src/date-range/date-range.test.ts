import dayjs from 'dayjs';
import { DATE_RANGE_END_OF_DAY_MS, DATE_RANGE_MAX_DAYS } from './constants';
import { defaultRange, earliestStart, lastDays, rangeQuery, validateRange } from './date-range';

// 2026-03-15 10:30 local time.
const NOW = new Date(2026, 2, 15, 10, 30).getTime();

describe('date range (spec/products.md §5)', () => {
  it('defaults to today, YYYY-MM-DD', () => {
    expect(defaultRange(NOW)).toEqual({ start: '2026-03-15', end: '2026-03-15' });
    expect(validateRange(defaultRange(NOW), NOW)).toBeNull();
  });

  it('allows at most 30 days between start and end', () => {
    expect(DATE_RANGE_MAX_DAYS).toBe(30);
    expect(validateRange({ start: '2026-02-13', end: '2026-03-15' }, NOW)).toBeNull();
    expect(validateRange({ start: '2026-02-12', end: '2026-03-15' }, NOW)).toBe('date_range_too_long');
    expect(earliestStart('2026-03-15')).toBe('2026-02-13');
  });

  it('disables future days and a start after the end', () => {
    expect(validateRange({ start: '2026-03-15', end: '2026-03-16' }, NOW)).toBe('date_range_future');
    expect(validateRange({ start: '2026-03-16', end: '2026-03-16' }, NOW)).toBe('date_range_future');
    expect(validateRange({ start: '2026-03-14', end: '2026-03-10' }, NOW)).toBe('date_range_order');
  });

  it('refuses days that are not real dates', () => {
    expect(validateRange({ start: '', end: '2026-03-15' }, NOW)).toBe('date_range_invalid');
    expect(validateRange({ start: '2026-02-30', end: '2026-03-15' }, NOW)).toBe('date_range_invalid');
    expect(validateRange({ start: '15/03/2026', end: '2026-03-15' }, NOW)).toBe('date_range_invalid');
  });

  it('sends the start at midnight and the end at midnight + 86 399 000 ms', () => {
    expect(DATE_RANGE_END_OF_DAY_MS).toBe(86_399_000);
    const query = rangeQuery({ start: '2026-03-01', end: '2026-03-15' });
    expect(query.startTime).toBe(new Date(2026, 2, 1).getTime());
    expect(query.endTime).toBe(new Date(2026, 2, 15).getTime() + 86_399_000);
    expect(dayjs(query.endTime).format('HH:mm:ss')).toBe('23:59:59');
  });

  it('quick picks end today and include it', () => {
    expect(lastDays(NOW, 1)).toEqual({ start: '2026-03-15', end: '2026-03-15' });
    expect(lastDays(NOW, 7)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(validateRange(lastDays(NOW, 30), NOW)).toBeNull();
  });
});
