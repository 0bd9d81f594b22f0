/** The line speed test's constants (spec/shell.md §4, §9), named as the spec names them. */

/** Up to this many ms a line is fast (§9 "Speed thresholds 80 and 150 ms"). */
export const SPEED_FAST_MAX_MS = 80;
/** Above fast, up to this many ms a line is normal; above it, slow. */
export const SPEED_NORMAL_MAX_MS = 150;
/** A measured time of 0: the line did not answer (shown as 无法连通, key `speedtest_unreachable`). */
export const SPEED_UNREACHABLE = 0;
/** The test starts this long after the page opens (§9 "speed test start 500 ms"). */
export const SPEED_TEST_START_DELAY_MS = 500;
/** A re-test shows the loader this long (§4). */
export const RETEST_LOADER_MS = 1000;
/** A line that has not answered its image within this long is unreachable (the spec's probe timeout, §9). */
export const SPEED_PROBE_TIMEOUT_MS = 10_000;
/** The image each line is timed with (spec/shell.md §7: GET {domain}/res/logo.png, query timestamp). */
export const SPEED_IMAGE_PATH = '/res/logo.png';

/** How a line's time is shown: its colour class. */
export type SpeedClass = 'unreachable' | 'fast' | 'normal' | 'slow';

/** The colour of a time (§4): 0 unreachable, up to 80 ms fast, above 80 up to 150 normal, above 150 slow. */
export function speedClass(ms: number): SpeedClass {
  if (ms <= SPEED_UNREACHABLE) return 'unreachable';
  if (ms <= SPEED_FAST_MAX_MS) return 'fast';
  if (ms <= SPEED_NORMAL_MAX_MS) return 'normal';
  return 'slow';
}
