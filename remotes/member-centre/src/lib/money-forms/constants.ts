// Constants of the money forms (deposit, withdrawal and transfer). The spec names none of these.

/** Decimals an amount may have: money is kept to the cent (spec/shell.md §9 currency rounding, 2 decimals). */
export const AMOUNT_DECIMALS = 2;

/** An amount as typed: digits with at most {@link AMOUNT_DECIMALS} decimals (no sign, no exponent, no grouping). */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Time format of a request's time. */
export const REQUEST_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** How many recent requests the deposit and withdrawal pages list. */
export const RECENT_REQUESTS_SHOWN = 10;
