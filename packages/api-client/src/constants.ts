/** Request timeout (spec/shell.md §9). */
export const HTTP_TIMEOUT_MS = 20_000;
/** Lifetime of session-storage cached reads (spec/shell.md §9: 3 minutes). */
export const CACHE_LIFETIME_MS = 180_000;
/** Requests in flight at once, per pool (spec/shell.md §9: 6, and 4 for the game list). */
export const CONCURRENCY = { default: 6, gameList: 4 } as const;
/** Geetest register at most once per 250 ms (spec/shell.md §9). */
export const GEETEST_REGISTER_INTERVAL_MS = 250;
/** Captcha image refresh at most once per second (spec/shell.md §5). */
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;
/** The Device header value for the web site. */
export const DEVICE = 'web';

/** A concurrency pool name. */
export type PoolName = keyof typeof CONCURRENCY;
