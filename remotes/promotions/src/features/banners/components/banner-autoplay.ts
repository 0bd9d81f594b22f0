/**
 * The banner carousel's autoplay, driven by one timer per slide. Swiper's own Autoplay module runs a
 * requestAnimationFrame loop for as long as it plays (to publish the time left to a progress bar we do not show), so
 * the home page rendered a frame every vsync forever: about a fifth of a core in Chromium while the page sat still.
 * A timeout per slide does the same paging with the page idle between slides.
 */

/** What the autoplay needs of a swiper instance (a fake one in tests). */
export interface AutoplayPager {
  /** The carousel's element: hovering or focusing it pauses the autoplay. */
  readonly el: HTMLElement;
  /** The last slide is showing (never in loop mode). */
  readonly isEnd: boolean;
  readonly params: { loop?: boolean };
  slideNext(): void;
  slideTo(index: number): void;
  on(event: 'slideChange', handler: () => void): void;
  off(event: 'slideChange', handler: () => void): void;
}

/** Why the autoplay waits; it pages again once none is left. */
type PauseReason = 'hover' | 'focus' | 'hidden';

/**
 * Page `pager` every `delayMs` (after the last banner, back to the first): the delay restarts after every slide change, the player's own included (a swipe, a
 * bullet or an arrow), and the autoplay waits while the pointer is over the carousel (spec/products.md: pauses on
 * hover), while the focus is in it (a keyboard player reading a slide keeps it) and while the page is hidden.
 * `el.dataset.autoplay` says `running` or `paused`. Returns the function that stops it.
 */
export function startAutoplay(pager: AutoplayPager, delayMs: number): () => void {
  const { el } = pager;
  const paused = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Without loop mode the carousel goes back to the first banner after the last, as swiper's autoplay does.
  const advance = () => (pager.isEnd && !pager.params.loop ? pager.slideTo(0) : pager.slideNext());

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    el.dataset.autoplay = paused.size === 0 ? 'running' : 'paused';
    if (paused.size === 0) timer = setTimeout(advance, delayMs);
  };
  const pauseWhile = (reason: PauseReason, on: boolean) => {
    if (on === paused.has(reason)) return;
    if (on) paused.add(reason);
    else paused.delete(reason);
    schedule();
  };
  // What pauses it: the pointer over the carousel, the focus in it, the page hidden.
  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [el, 'pointerenter', () => pauseWhile('hover', true)],
    [el, 'pointerleave', () => pauseWhile('hover', false)],
    [el, 'focusin', () => pauseWhile('focus', true)],
    [
      el,
      'focusout',
      (event) => {
        const next = (event as FocusEvent).relatedTarget;
        pauseWhile('focus', next instanceof Node && el.contains(next));
      },
    ],
    [document, 'visibilitychange', () => pauseWhile('hidden', document.hidden)],
  ];

  pager.on('slideChange', schedule);
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  if (document.hidden) paused.add('hidden');
  if (el.contains(document.activeElement)) paused.add('focus');
  schedule();

  return () => {
    clearTimeout(timer);
    pager.off('slideChange', schedule);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    delete el.dataset.autoplay;
  };
}
