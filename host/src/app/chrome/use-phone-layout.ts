import { useSyncExternalStore } from 'react';

/**
 * Where the phone layout starts and ends (DESIGN §10: phone < 768 px). The stylesheets use the same number
 * (chrome.css, index.html's first-screen pictures).
 */
export const PHONE_MAX_WIDTH_PX = 767;

const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;

/** A browser without media queries in script (none the site supports; a test DOM) gets the desktop layout. */
const canQuery = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canQuery()) return () => {};
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isPhone = () => canQuery() && window.matchMedia(PHONE_QUERY).matches;

/**
 * True on a phone-wide screen. The shell renders the phone's chrome (top bar, bottom tabs, menu drawer) or the
 * desktop's (navigation with a More menu, account menu, quick-links rail) by it, not by CSS alone: a control
 * exists once on a page, never twice with one copy hidden.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
