/** The loading attributes of an `<img>`, to spread onto it. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

/**
 * How an image in a list loads: the first `eager` (a phone's first screen) are fetched at once and the very first with
 * high priority, since one of them is the page's largest paint (issue 7, LCP); the rest load as they come near.
 *
 * @param position - the image's place in the list, 0 first
 * @param eager - how many images the first screen shows
 * @returns `loading` and `fetchPriority` for the image
 */
export function listImageLoading(position: number, eager: number): ImageLoading {
  return { loading: position < eager ? 'eager' : 'lazy', fetchPriority: position === 0 ? 'high' : 'auto' };
}

/**
 * Run `callback` once the browser has painted the next frame: a requestAnimationFrame callback runs just before a
 * paint, a task queued from it just after. Work that can wait for a picture to be on screen (fetching a carousel's
 * code once its first image shows) then no longer competes with that paint.
 *
 * @param callback - what to run after the paint
 * @returns a function that cancels it if it has not run yet
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long {@link afterElementPaint} waits for a paint it may never see (an element hidden or removed first). */
export const ELEMENT_PAINT_TIMEOUT_MS = 2_000;

/**
 * Run `callback` once the element marked `elementtiming={identifier}` has painted, as the browser reports it (the
 * Element Timing API: the frame's presentation, not just its script part); where that API is missing, after the next
 * paint ({@link afterNextPaint}). Work that can wait for a picture to be on screen then starts after it, not while the
 * browser is still decoding and painting it.
 *
 * @param identifier - the element's `elementtiming` attribute, set before it renders
 * @param callback - what to run after the paint
 * @returns a function that cancels it if it has not run yet
 */
export function afterElementPaint(identifier: string, callback: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  )
    return afterNextPaint(callback);
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    stop();
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (
      list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)
    )
      finish();
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(finish, ELEMENT_PAINT_TIMEOUT_MS);
  return stop;
}
