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
export type PointsDetailTab = (typeof POINTS_DETAIL_TABS)[keyof typeof POINTS_DETAIL_TABS];
/** The details tabs' route under the area's base path (ours: the spec names only the tab indexes): `details/0`. */
export const DETAILS_SEGMENT = 'details';

/** The carousel of a reward's images loops only above this many images. */
export const CAROUSEL_LOOP_ABOVE = 5;

/** The flag that makes the redeem and conversion password the payment password. */
export const PAYMENT_PASSWORD_FLAG = 'PAYMENTPASS3';
/** The phone's length bounds when the point config gives none (spec/shell.md §5: digits 10-16). */
export const DEFAULT_PHONE_LENGTH = { MIN: 10, MAX: 16 } as const;
/** Smallest redeem quantity. */
export const MIN_REDEEM_QUANTITY = 1;
/**
 * The redeem form's prompts, in the spec's order (§5: LINE, payment password, name, address, phone missing), each
 * the field it checks and its message key.
 */
export const REDEEM_PROMPTS = [
  { field: 'line', key: 'redeem_enter_line' },
  { field: 'password', key: 'redeem_enter_password' },
  { field: 'name', key: 'redeem_enter_name' },
  { field: 'address', key: 'redeem_enter_address' },
  { field: 'telphone', key: 'redeem_enter_phone' },
] as const;
/** The payment password's prompt, when PAYMENTPASS3 makes the password the payment password. */
export const REDEEM_PAYMENT_PASSWORD_PROMPT = 'redeem_enter_payment_password';
/** A phone that is not digits within the bounds (spec §8). */
export const PHONE_ERROR = 'br_enright_cphone';
/** Quantity outside 1..inventory. */
export const QUANTITY_ERROR = 'redeem_quantity_range';
/** The success message of a redeem. */
export const REDEEM_SUCCESS = 'redeem_success';
/** The source the area names when it asks the host to reload the wallet balance. */
export const WALLET_REFRESH_SOURCE = 'points-mall';

/** Redemption records page size. */
export const RECORDS_PAGE_SIZE = 13;
/** Points transactions page size. */
export const TRANSACTIONS_PAGE_SIZE = 12;
/** The records' and transactions' date range (30 days at most, end of day, YYYY-MM-DD) is @wl/ui/date-range's. */
/** Points transactions query: account type 9, excluding transaction type 9203. */
export const POINTS_ACCOUNT_TYPE_ID = 9;
export const EXCLUDED_TX_TYPE_IDS = '9203';

/** Point conversion: the smallest amount. */
export const MIN_CONVERT_AMOUNT = 1;
/** Point conversion's error popups: amount under 1, password missing; its success message. */
export const CONVERT_AMOUNT_ERROR = 'convert_amount_min';
export const CONVERT_PASSWORD_ERROR = 'convert_enter_password';
export const CONVERT_SUCCESS = 'convert_success';
/** The rates the rules tab lists, in this order (spec §3 "Point config"). */
export const POINT_RATE_FIELDS = ['liveBet', 'lottoBet', 'pvpBet', 'rngBet', 'sportBet', 'deposit'] as const;
/** Point rates are shown as percent with 2 decimals. */
export const POINT_RATE_DECIMALS = 2;

/** Points balances and prices show no decimals unless they have a fraction (then 2). */
export const POINTS_DECIMALS = 0;

/** The error code of a missing or unknown token (with HTTP 401). */
export const TOKEN_INVALID = 'user.or.token.invalid';
