// Constants of the records pages (spec/products.md §5 "Records date range", §9 page sizes).

/** The records date range may span at most this many days (spec/products.md §5, §9 "Date range cap 30 days"). */
export const RECORDS_MAX_RANGE_DAYS = 30;
/** Added to the end date's midnight so the end day counts whole (spec/products.md §5: "end date gets 86399000 ms"). */
export const RECORDS_END_OF_DAY_MS = 86_399_000;
/** How the range's dates are written and sent to the date inputs (spec/products.md §5). */
export const RECORDS_DATE_FORMAT = 'YYYY-MM-DD';
/** Rows per page of the records tables (spec/products.md §9 "records page size 13"). */
export const RECORDS_PAGE_SIZE = 13;
/** Rows per page of money transactions, the account record (spec/products.md §9 "transactions 12"). */
export const TRANSACTIONS_PAGE_SIZE = 12;
/** How a row's time is shown. */
export const RECORD_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
