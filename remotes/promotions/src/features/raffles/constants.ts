/** Local storage key prefix of a member's raffles (spec/products.md §4: stored locally per account). */
export const RAFFLE_STORAGE_PREFIX = 'wl.promotions.raffles';
/** The raffle countdown ticks every second. */
export const RAFFLE_TICK_MS = 1000;
