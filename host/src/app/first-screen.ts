import { afterPaintReport } from '@wl/ui';
import { useEffect, useState } from 'react';

/** How long the shell waits for the first screen's picture before it loads its floating extras anyway. */
export const FIRST_SCREEN_WAIT_MS = 2_500;

type LcpEntry = PerformanceEntry & { element?: Element | null };

let painted: Promise<void> | null = null;

/**
 * Resolves once the page's first screen has painted its picture: the first largest contentful paint the browser
 * reports for an image inside `<main>` (a banner, a game icon, a promotion card); else after `waitMs` (a first
 * screen of text, a browser without the API). Once per page load: later pages find it resolved. The shell's floating
 * extras (quick links, chat) wait for it, so they never share the network or the main thread with that paint.
 */
export function whenFirstScreenPainted(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  // Never cancelled: the page's first screen is painted once.
  painted ??= new Promise<void>((resolve) => {
    afterPaintReport<LcpEntry>(
      'largest-contentful-paint',
      ({ element }) => element instanceof HTMLImageElement && element.closest('main') !== null,
      resolve,
      { timeoutMs: waitMs },
    );
  });
  return painted;
}

/** {@link whenFirstScreenPainted} as a component's state: false until then. */
export function useFirstScreenPainted(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenFirstScreenPainted().then(() => mounted && setPainted(true));
    return () => void (mounted = false);
  }, []);
  return isPainted;
}

/** Tests: forget the page's first screen. */
export function resetFirstScreen(): void {
  painted = null;
}
