import { afterNextPaint, afterPaintReport } from '@wl/ui';
import { startTransition, useEffect, useState } from 'react';

/** How long the shell waits for the first screen's picture before it loads its floating extras anyway. */
export const FIRST_SCREEN_WAIT_MS = 2_500;

type LcpEntry = PerformanceEntry & { element?: Element | null };

let painted: Promise<void> | null = null;

/**
 * The pictures the site server paints before any script runs (deploy/src/first-visit.mjs renderIndex); each names
 * in `data-slot` the element of the page that shows it once the page is up.
 */
export const SERVER_PICTURE_SELECTOR = '.host-first-screen';
/**
 * Marks that element, its value the slot's name: `logo` (the header's), `banner` (the home page's first banner),
 * `promotion` (the promotions page, its first card's picture), `game` (the slot lobby, its first game's icon),
 * `countdown` (the lottery lobby, its draw countdown: a text, not a picture).
 */
export const FIRST_SCREEN_SLOT_ATTRIBUTE = 'data-first-screen-slot';
/** The server's picture that stands for the page's main content (any but the header's logo). */
const SERVER_MAIN_PICTURE_SELECTOR = `${SERVER_PICTURE_SELECTOR}:not([data-slot="logo"])`;

/**
 * The areas' pages whose main picture the site server paints (deploy/src/first-visit.mjs MAIN_PICTURES), by base
 * path, and the slot each page is: the host marks the area's route with it. (The home page marks its banner's slot
 * itself.)
 */
export const AREA_PAGE_SLOTS: Readonly<Record<string, string>> = {
  '/promotions': 'promotion',
  '/promotion': 'promotion',
  '/electron': 'game',
  '/lottery': 'countdown',
};

/**
 * Resolves once the page's first screen has painted its picture: the first largest contentful paint the browser
 * reports for an image inside `<main>` (a banner, a game icon, a promotion card) or for the server's picture of it;
 * else after `waitMs` (a first screen of text, a browser without the API). Once per page load: later pages find it
 * resolved. The shell's floating extras (quick links, chat) wait for it, so they never share the network or the main
 * thread with that paint.
 */
export function whenFirstScreenPainted(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  // Never cancelled: the page's first screen is painted once.
  painted ??= new Promise<void>((resolve) => {
    afterPaintReport<LcpEntry>(
      'largest-contentful-paint',
      ({ element }) =>
        element instanceof HTMLImageElement &&
        element.closest(`main, ${SERVER_MAIN_PICTURE_SELECTOR}`) !== null,
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
    // What waits for it (the quick links) is never urgent: a transition, which React renders in slices.
    void whenFirstScreenPainted().then(() => mounted && startTransition(() => setPainted(true)));
    return () => void (mounted = false);
  }, []);
  return isPainted;
}

/**
 * Take each of the server's first-screen pictures away once the page shows its own in its place: when the image in
 * the picture's slot has loaded and painted (for a painted text, once the slot shows that text, after its paint); at
 * once when the slot settles on something else (a site name instead of a logo, an area that is off or failed or has
 * nothing to show) or when the page has no such slot (another route, the start failure screen). While the slot's
 * area or its data loads (a status spinner), the picture stays over it, so it never vanishes before the page's own
 * takes its place. Returns a function that stops watching.
 */
export function retireServerPictures(doc: Document = document): () => void {
  const root = doc.getElementById('root');
  if (!root) return () => {};
  const stops = [...doc.querySelectorAll<HTMLElement>(SERVER_PICTURE_SELECTOR)].map((picture) =>
    retireWhenShown(root, picture),
  );
  return () => stops.forEach((stop) => stop());
}

function retireWhenShown(root: HTMLElement, picture: HTMLElement): () => void {
  let awaited: Element | null = null;
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
    const slot = root.querySelector(`[${FIRST_SCREEN_SLOT_ATTRIBUTE}="${picture.dataset.slot}"]`);
    if (!slot) return retire();
    const text = picture.querySelector('img') ? null : picture.textContent;
    if (text) {
      // The page's own text in its place (a frame that shows it while its data loads counts): gone after its paint.
      if (slot.textContent?.includes(text)) {
        if (awaited !== slot) {
          awaited = slot;
          cancelPaint = afterNextPaint(retire);
        }
        return;
      }
      if (slot.querySelector('[role="status"]')) return;
      return retire();
    }
    if (slot.querySelector('[role="status"]')) return;
    // The page's own copy of the picture (a lobby's vendor logos come before its first game), else its first image.
    const src = picture.querySelector('img')?.src;
    const images = [...slot.querySelectorAll('img')];
    const image = images.find((candidate) => candidate.src === src) ?? images[0];
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
