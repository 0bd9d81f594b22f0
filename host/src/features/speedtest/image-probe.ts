import { SPEED_IMAGE_PATH, SPEED_PROBE_TIMEOUT_MS, SPEED_UNREACHABLE } from './constants';

/** Times one line: resolves to the milliseconds its image took, or {@link SPEED_UNREACHABLE}. */
export type SpeedProbe = (origin: string) => Promise<number>;

/**
 * Image timing (spec/shell.md §4, §7): `{origin}/res/logo.png?timestamp=…` is loaded; a load or an error both end
 * the timing (an error is still an answer from the line, so it is still timed, at least 1 ms); no answer within the
 * probe timeout is unreachable (0).
 */
export const imageProbe: SpeedProbe = (origin) =>
  new Promise((resolve) => {
    const image = new Image();
    const started = performance.now();
    let done = false;
    const finish = (ms: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ms);
    };
    const timed = () => finish(Math.max(1, Math.round(performance.now() - started)));
    const timer = setTimeout(() => {
      // Stop the download too: a line that never answers must not hold a connection.
      image.src = '';
      finish(SPEED_UNREACHABLE);
    }, SPEED_PROBE_TIMEOUT_MS);
    image.onload = timed;
    image.onerror = timed;
    image.src = `${origin}${SPEED_IMAGE_PATH}?timestamp=${Date.now()}`;
  });
