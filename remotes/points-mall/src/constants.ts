/**
 * The points-mall area's constants, named as spec/products.md names them (§2-§5, §7, §9).
 */

/** Namespace of the area's texts (the remote id). */
export const NAMESPACE = 'points-mall';

/** Rewards request size (one page holds every reward). */
export const REWARDS_PAGE_SIZE = 1000;
/** Pages of the rewards read count from 1. */
export const REWARDS_FIRST_PAGE = 1;

/** A reward group shows 3 rewards… */
export const REWARD_GROUP_SIZE = 3;
/** …or 7 when the list is filtered to one reward type; the rest on expand (show more). */
export const REWARD_GROUP_SIZE_FILTERED = 7;

/** displayPointMoneyAmt value that shows the points-plus-money price. */
export const DISPLAY_POINT_MONEY = 'Y';
/** Merchandise image types: M the main image, S a small one. */
export const MERCHANDISE_IMAGE = { MAIN: 'M', SMALL: 'S' } as const;

/** Redeem types: P points only, PM points plus money. */
export const REDEEM_TYPE = { POINTS: 'P', POINTS_AND_MONEY: 'PM' } as const;
/** Redemption record statuses (labels via translation only) plus the filter value all. */
export const REDEMPTION_STATUSES = ['P', 'R', 'A'] as const;
export const REDEMPTION_STATUS_ALL = 'all';

/** Menu tabs: exchange goods, then the points details tabs indexed 0, 1, 2. */
export const POINTS_DETAIL_TABS = { REDEMPTION_RECORDS: 0, POINTS_TRANSACTIONS: 1, RULES: 2 } as const;

/** Redemption records page size. */
export const RECORDS_PAGE_SIZE = 13;
/** Points transactions page size. */
export const TRANSACTIONS_PAGE_SIZE = 12;
/** Records date range: at most 30 days, YYYY-MM-DD, the end date extended to the end of its day. */
export const RECORDS_MAX_RANGE_DAYS = 30;
export const RECORDS_END_OF_DAY_MS = 86_399_000;
export const RECORDS_DATE_FORMAT = 'YYYY-MM-DD';
/** Points transactions query: account type 9, excluding transaction type 9203. */
export const POINTS_ACCOUNT_TYPE_ID = 9;
export const EXCLUDED_TX_TYPE_IDS = '9203';

/** Point conversion: the smallest amount. */
export const MIN_CONVERT_AMOUNT = 1;
/** Point rates are shown as percent with 2 decimals. */
export const POINT_RATE_DECIMALS = 2;

/** Points balances and prices show no decimals unless they have a fraction (then 2). */
export const POINTS_DECIMALS = 0;

/** The error code of a missing or unknown token (with HTTP 401). */
export const TOKEN_INVALID = 'user.or.token.invalid';
