import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the visible area a deferred widget starts loading: a quarter of a phone screen ahead of the player's
 * scrolling, so it is usually ready when it comes into view, while a first screen that is not scrolled never
 * downloads it.
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 200px 0px';

/**
 * Whether the element has come near the viewport (once true, it stays true). Where IntersectionObserver does not
 * exist (old browsers, jsdom) the answer is true at once: the widget loads as it would without deferral.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
