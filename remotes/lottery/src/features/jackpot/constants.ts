/** The jackpot display's constants (spec/products.md §7, §9). */

/** The jackpot is read in Thai baht: POST with merchant_code, currency THB (§7). */
export const JACKPOT_CURRENCY = 'THB';
/** When the server has no amount, the display starts at a random amount under 1e8 (§9). */
export const JACKPOT_RANDOM_START_LIMIT = 100_000_000;
/** Cents per unit: the random start has two decimals like money. */
export const JACKPOT_CENTS = 100;
/**
 * How fast the display counts up, in currency units per second. The spec says only "counting up smoothly"; ours: a
 * little over 1 baht a frame at 60 frames a second, so every frame shows a change.
 */
export const JACKPOT_GROWTH_PER_SECOND = '88.88';
/** The media query of players who asked for less motion: the amount stays still for them. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
