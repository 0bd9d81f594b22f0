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

/** When {@link afterPaintReport} gives up waiting, and what it does where the browser lacks the entry type. */
export interface PaintReportOptions {
  /** Run the callback anyway after this long (a paint that never comes: an element hidden, an image that failed). */
  timeoutMs: number;
  /** Where the browser has no such entries: schedule the callback, return its cancel. Default: after `timeoutMs`. */
  unsupported?: (callback: () => void) => () => void;
}

/**
 * Run `callback` once the browser reports a paint entry of `type` (`element`, `largest-contentful-paint`) that
 * `matches` accepts, one reported before the call included (buffered); or after `options.timeoutMs`, whichever is
 * first, and only once. Work that can wait for a picture to be on screen then starts after its paint as the browser
 * presents it, not while it is still being decoded and painted.
 *
 * @param type - the PerformanceObserver entry type
 * @param matches - whether an entry is the awaited paint
 * @param callback - what to run after it
 * @param options - the time-out and the fallback where the entry type is missing
 * @returns a function that cancels it if it has not run yet
 */
export function afterPaintReport<Entry extends PerformanceEntry>(
  type: string,
  matches: (entry: Entry) => boolean,
  callback: () => void,
  { timeoutMs, unsupported }: PaintReportOptions,
): () => void {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);
  if (!supported && unsupported) return unsupported(callback);
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    stop();
    callback();
  };
  const observer = supported
    ? new PerformanceObserver((list) => {
        if ((list.getEntries() as Entry[]).some(matches)) finish();
      })
    : null;
  observer?.observe({ type, buffered: true });
  const timer = setTimeout(finish, timeoutMs);
  return stop;
}

/**
 * Run `callback` once the element marked `elementtiming={identifier}` has painted, as the browser reports it (the
 * Element Timing API: the frame's presentation, not just its script part); where that API is missing, after the next
 * paint ({@link afterNextPaint}); after {@link ELEMENT_PAINT_TIMEOUT_MS} at the latest.
 *
 * @param identifier - the element's `elementtiming` attribute, set before it renders
 * @param callback - what to run after the paint
 * @returns a function that cancels it if it has not run yet
 */
export function afterElementPaint(identifier: string, callback: () => void): () => void {
  return afterPaintReport<PerformanceEntry & { identifier?: string }>(
    'element',
    (entry) => entry.identifier === identifier,
    callback,
    { timeoutMs: ELEMENT_PAINT_TIMEOUT_MS, unsupported: afterNextPaint },
  );
}
