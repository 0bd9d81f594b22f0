// Constants of the date range used by records, points and contracts lists (spec/products.md §5, §9).

/** A range may span at most this many days (spec/products.md §5, §9 "Date range cap 30 days"). */
export const DATE_RANGE_MAX_DAYS = 30;
/** Added to the end date's midnight so the end day counts whole (spec/products.md §5: "end date gets 86399000 ms"). */
export const DATE_RANGE_END_OF_DAY_MS = 86_399_000;
/** How the range's dates are written and sent to the date inputs (spec/products.md §5). */
export const DATE_RANGE_FORMAT = 'YYYY-MM-DD';
/** The i18n namespace of the range's texts. */
export const DATE_RANGE_NAMESPACE = 'date-range';
/** The quick picks of a range: today, the last 7 and the last 30 days. */
export const DATE_RANGE_QUICK_PICKS = [
  { days: 1, key: 'date_range_today' },
  { days: 7, key: 'date_range_last_7_days' },
  { days: 30, key: 'date_range_last_30_days' },
] as const;
