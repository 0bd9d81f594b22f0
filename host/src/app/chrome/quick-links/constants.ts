/** The right-side quick links' constants (spec/shell.md §2, spec/products.md §2). */

/** The back-to-top control appears once the page is scrolled further than this (spec/products.md §2). */
export const BACK_TO_TOP_AFTER_PX = 200;
/** The settings resource whose URL turns the speed check link on (spec/shell.md §2). */
export const SPEED_TEST_RESOURCE = 'SpeedTest';
/** The pages the speed check and app download links open. */
export const SPEED_TEST_PATH = '/speedtest';
export const DOWNLOAD_PATH = '/download';
