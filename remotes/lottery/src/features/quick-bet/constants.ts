/**
 * The quick-bet widget's constants (spec/products.md §2, §9). The default games are `DEFAULT_GAME_CODES` of the
 * area's constants.ts (the countdown panel lists them first too).
 */

/** Quick-bet lists 5 games... */
export const QUICK_BET_GAMES = 5;
/** ...6 in special mode. */
export const QUICK_BET_GAMES_SPECIAL = 6;

/**
 * The spec names a "special mode" without defining it. Ours: the merchant runs the SEA lottery (its SEA mini-game
 * flag is on), and its quick bet offers a sixth game, the first other SSC or 11X5 game of the list.
 */
export const QUICK_BET_SPECIAL_MODE_FLAG = 'SEALOTTMINIGAME3';

/** A quick pick has 5 numbers. */
export const QUICK_PICK_COUNT = 5;
/** SSC: each of the 5 is a digit 0-9 (repeats allowed). */
export const SSC_DIGIT_MIN = 0;
export const SSC_DIGIT_MAX = 9;
/** 11X5: 5 distinct numbers 01-11, two digits each. */
export const X5_MIN = 1;
export const X5_MAX = 11;

/** How the numbers join into the lottery route's bet_param (as the draws' winNo: `1,2,3,4,5`). */
export const BET_PARAM_SEPARATOR = ',';
