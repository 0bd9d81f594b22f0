import { afterNextPaint, afterPaintReport } from '@wl/ui';
import { useEffect, useState } from 'react';

/** How long the shell waits for the first screen's picture before it loads its floating extras anyway. */
export const FIRST_SCREEN_WAIT_MS = 2_500;

type LcpEntry = PerformanceEntry & { element?: Element | null };

let painted: Promise<void> | null = null;

/** The picture the site server paints before any script runs (deploy/src/first-visit.mjs renderIndex). */
export const SERVER_PICTURE_SELECTOR = '.host-first-screen';
/** Marks the page's slot that shows that picture once the page is up (pages/home). */
export const FIRST_SCREEN_SLOT_ATTRIBUTE = 'data-first-screen-slot';

/**
 * Resolves once the page's first screen has painted its picture: the first largest contentful paint the browser
 * reports for an image inside `<main>` (a banner, a game icon, a promotion card) or for the server's picture; else
 * after `waitMs` (a first screen of text, a browser without the API). Once per page load: later pages find it resolved. The shell's floating
 * extras (quick links, chat) wait for it, so they never share the network or the main thread with that paint.
 */
export function whenFirstScreenPainted(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  // Never cancelled: the page's first screen is painted once.
  painted ??= new Promise<void>((resolve) => {
    afterPaintReport<LcpEntry>(
      'largest-contentful-paint',
      ({ element }) =>
        element instanceof HTMLImageElement && element.closest(`main, ${SERVER_PICTURE_SELECTOR}`) !== null,
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

/**
 * Take the server's first-screen picture away once the page shows its own in its place: when the image in the
 * page's first-screen slot has loaded and painted; at once when the slot settles on something else (the area is off
 * or failed, it has nothing to show) or when the page has no such slot (another route, the start failure screen).
 * While the slot's area or its data loads (a status spinner), the picture stays over it, so it never vanishes before
 * the page's own takes its place. Returns a function that stops watching.
 */
export function retireServerPicture(doc: Document = document): () => void {
  const picture = doc.querySelector(SERVER_PICTURE_SELECTOR);
  const root = doc.getElementById('root');
  if (!picture || !root) return () => {};
  let awaited: HTMLImageElement | null = null;
  let cancelPaint = () => {};
  const stop = () => {
    observer.disconnect();
    cancelPaint();
  };
  const retire = () => {
    stop();
    picture.remove();
  };
  const check = () => {
    // index.html's start screen is still there: the first render has not happened yet.
    if (root.querySelector('.host-boot')) return;
    const slot = root.querySelector(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}]`);
    if (!slot) return retire();
    if (slot.querySelector('[role="status"]')) return;
    const image = slot.querySelector('img');
    if (!image) return retire();
    if (image === awaited) return;
    awaited = image;
    cancelPaint();
    const painted = () => (cancelPaint = afterNextPaint(retire));
    if (image.complete) painted();
    else {
      image.addEventListener('load', painted, { once: true });
      image.addEventListener('error', retire, { once: true });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  check();
  return stop;
}

/** Tests: forget the page's first screen. */
export function resetFirstScreen(): void {
  painted = null;
}
