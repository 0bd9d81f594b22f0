import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Session storage key of the scroll positions by history entry (a reload restores its entry's place too). */
const POSITIONS_KEY = 'wl.scroll';
/** How long a restore or a hash waits for the page's content to arrive (an area loading, a list rendering). */
export const SCROLL_SETTLE_MS = 3_000;
/** Entries kept: enough for any Back chain a player walks, small in session storage. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const keys = Object.keys(positions);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[key];
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: Back starts at the top.
  }
}

/**
 * Tries `attempt` now and whenever the page grows, until it reports done or {@link SCROLL_SETTLE_MS} pass, or the
 * player scrolls meanwhile (their move wins). Returns the stop.
 */
function untilSettled(attempt: () => boolean): () => void {
  if (attempt() || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  const timer = setTimeout(stop, SCROLL_SETTLE_MS);
  observer.observe(document.body);
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchmove', stop, { passive: true });
  window.addEventListener('keydown', stop);
  return stop;
}

/** The element a hash names (`#faq-3`), or null. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(id);
}

/**
 * The site's scroll rule (DESIGN §10): a new page starts at the top; Back and Forward return to where the player
 * was on that entry (after a reload too); a hash scrolls to its target once it is there. A change of the query
 * alone (a lobby's tab, a page of results) is the same page and keeps its place. The router's own
 * `<ScrollRestoration>` needs a data router; the site runs `<BrowserRouter>`, so the shell keeps this small rule.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  // Where the player is on each entry, kept as they scroll (read at a page change, the old page's place may already
  // be clamped by the new page's height) and stored as the page goes, for a reload.
  const positions = useRef<Positions | null>(null);
  positions.current ??= readPositions();

  useEffect(() => {
    const before = history.scrollRestoration;
    // The browser's own restoration would fight this one on Back (it restores before the page's content exists).
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const key = previous.current?.key;
        if (key) positions.current![key] = Math.round(window.scrollY);
      });
    };
    const save = () => writePositions(positions.current!);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      cancelAnimationFrame(frame);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const last = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (navigationType === 'POP') {
      const saved = positions.current![location.key];
      if (saved !== undefined)
        return untilSettled(() => {
          window.scrollTo(0, saved);
          return Math.abs(window.scrollY - saved) < 2;
        });
    }
    if (last && last.pathname !== location.pathname) window.scrollTo(0, 0);
    if (location.hash)
      return untilSettled(() => {
        const target = hashTarget(location.hash);
        target?.scrollIntoView();
        return target !== null;
      });
  }, [location.key, location.pathname, location.hash, navigationType]);
}
