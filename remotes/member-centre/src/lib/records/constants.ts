// Constants of the records pages (spec/products.md §5 "Records date range", §9 page sizes).

// The date range itself (30 days, end of day, YYYY-MM-DD) is @wl/ui/date-range's.

/** How a row's day is shown (the range's own format, spec/products.md §5). */
export const RECORDS_DATE_FORMAT = 'YYYY-MM-DD';
/** Rows per page of the records tables (spec/products.md §9 "records page size 13"). */
export const RECORDS_PAGE_SIZE = 13;
/** Rows per page of money transactions, the account record (spec/products.md §9 "transactions 12"). */
export const TRANSACTIONS_PAGE_SIZE = 12;
/** How a row's time is shown. */
export const RECORD_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
