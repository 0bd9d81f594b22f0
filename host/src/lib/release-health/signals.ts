/**
 * What the page tells release health, from the first script on. The reporter (./reporter.ts) loads after the first
 * screen; until it attaches, signals wait here (bounded), so an area that throws while the page opens is still counted.
 * Kept tiny: this module is part of the host's first JS.
 */
export type HealthSignal =
  /** A route visit (a page view): the path, reduced to its pattern by the reporter. */
  | { kind: 'page'; path: string }
  | { kind: 'uncaught' | 'unhandled_rejection'; error: unknown }
  /** An area's boundary caught a render error; `remote` is the area's id. */
  | { kind: 'react'; error: unknown; remote: string }
  /** A remote failed to load; `remote` is 'id@version'. */
  | { kind: 'remote_load'; error: unknown; remote: string }
  /** An API call went to the network and settled; `type` is the failure's kind ('' when it succeeded). */
  | { kind: 'api'; path: string; status: number; type: string };

/** Signals kept while no reporter listens: enough for a page's start, never unbounded. */
const EARLY_MAX = 300;

let listener: ((signal: HealthSignal) => void) | null = null;
const early: HealthSignal[] = [];

/** Tell release health something happened. Never throws. */
export function signal(health: HealthSignal): void {
  if (listener) listener(health);
  else if (early.length < EARLY_MAX) early.push(health);
}

/** The reporter listens from now on and first receives what waited. */
export function listen(next: (signal: HealthSignal) => void): void {
  listener = next;
  for (const waiting of early.splice(0)) next(waiting);
}

/** Count the page's uncaught errors and unhandled rejections (capture off: a failed image is not an error). */
export function listenForPageErrors(target: Window = window): void {
  target.addEventListener('error', (event) =>
    signal({ kind: 'uncaught', error: event.error ?? event.message }),
  );
  target.addEventListener('unhandledrejection', (event) =>
    signal({ kind: 'unhandled_rejection', error: event.reason }),
  );
}
