/** Start-up tries of the flags and settings calls before the site falls back to the last known ones. */
export const START_ATTEMPTS = 3;

/** Wait before the first retry; each later wait doubles (500, 1000, 2000 ms ...). */
export const RETRY_BASE_DELAY_MS = 500;

/** The longest wait between background refreshes while the site runs on its last known settings. */
export const RETRY_MAX_DELAY_MS = 30_000;

/** Local-storage key prefix of the last known settings and flag tree; the merchant code completes it. */
export const LAST_KNOWN_KEY_PREFIX = 'wl.site.lastKnown.';

/**
 * Local-storage key of the splash image's URL, read by the inline script of index.html before any JS loads (it
 * cannot resolve the merchant, so it is per origin: each merchant's site has its own host name).
 */
export const SPLASH_KEY = 'wl.splash';

/** The resource type (spec/shell.md §3 resources) whose `url` is the merchant's logo; compared case-insensitively. */
export const LOGO_RESOURCE_TYPE = 'Logo';

/** The header logo's box in CSS pixels: the image is fitted inside, so nothing moves when it arrives. */
export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 40;
