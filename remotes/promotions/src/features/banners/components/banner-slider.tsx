import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useAreaTranslation } from '../../../i18n';
import type { BannerStore } from '../stores/banner-store';
import { BannerSlide } from './banner-slide';

/** How long a slide takes to move in (ms); the track is settled after it. */
export const SLIDE_MS = 300;
/** A horizontal drag this long (px) turns the page; a shorter one is a click. */
const SWIPE_PX = 40;

/**
 * The home banners as a slider, one banner per view (it replaced swiper, 37 KB gzip on every home visit, of which
 * it used one slide per view, autoplay, loop, clickable pagination, arrows and swipe).
 *
 * With more than one banner (`store.config`): it loops — the track is [copy of the last, ...banners, copy of the
 * first], and after moving onto a copy it settles on the banner the copy shows without a transition; it autoplays,
 * pausing while the pointer is over it or the page is hidden and going on after a click; bullets and optional
 * arrows turn it, as does a horizontal swipe (a swipe is never also a click on the banner). The copies are hidden
 * from assistive technology and the keyboard; a banner's link that takes the focus brings its banner into view.
 */
const BannerSlider = observer(function BannerSlider({
  store,
  arrows,
}: {
  store: BannerStore;
  arrows: boolean;
}) {
  const { t } = useAreaTranslation();
  const config = store.config(arrows);
  const count = store.banners.length;
  const moving = config.loop && count > 1;
  // Position on the track: banner i is at i + 1 when the copies are there, else at i.
  const [position, setPosition] = useState(moving ? 1 : 0);
  const [animate, setAnimate] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  const drag = useRef<{ x: number; id: number } | null>(null);
  const dragged = useRef(false);

  const active = moving ? (position - 1 + count) % count : Math.min(position, count - 1);

  // A new set of banners starts again from the first.
  useEffect(() => {
    setAnimate(false);
    setPosition(moving ? 1 : 0);
  }, [count, moving]);

  const go = useCallback(
    (next: number) => {
      if (!moving) return;
      setAnimate(true);
      setPosition(next);
    },
    [moving],
  );
  const goTo = useCallback((index: number) => go(index + 1), [go]);
  const step = useCallback(
    (delta: 1 | -1) => {
      // Onto a copy at most: past it, the track waits to settle first.
      if (position + delta >= 0 && position + delta <= count + 1) go(position + delta);
    },
    [go, position, count],
  );

  // After moving onto a copy, settle on the banner it shows (no transition: the two look the same).
  useEffect(() => {
    if (!moving || !animate) return;
    const timer = setTimeout(() => {
      if (position === 0 || position === count + 1) {
        setAnimate(false);
        setPosition(position === 0 ? count : 1);
      }
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [moving, animate, position, count]);

  // Autoplay: the next banner `delay` ms after each turn, unless hovered or the page is hidden.
  const autoplay = config.autoplay;
  useEffect(() => {
    if (!autoplay || (hovered && autoplay.pauseOnMouseEnter) || hidden) return;
    const timer = setTimeout(() => step(1), autoplay.delay);
    return () => clearTimeout(timer);
  }, [autoplay, hovered, hidden, step]);
  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragged.current = false;
    if (moving && event.isPrimary !== false) drag.current = { x: event.clientX, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    dragged.current = true;
    step(dx < 0 ? 1 : -1);
  };

  const slide = (index: number, key: string, copy: boolean): ReactNode => {
    const banner = store.banners[index]!;
    const label = t('banner_label', { index: index + 1, total: count });
    return (
      <div
        key={key}
        className="pr-banners__slide"
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : 'slide'}
        aria-label={copy ? undefined : label}
        aria-hidden={copy || undefined}
        inert={copy || undefined}
        onFocus={copy ? undefined : () => go(index + (moving ? 1 : 0))}
      >
        <BannerSlide banner={banner} store={store} eager={!copy && index === 0} label={label} />
      </div>
    );
  };

  return (
    <div
      className="pr-banners__slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className="pr-banners__viewport"
        aria-live={autoplay && !hovered ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onClickCapture={(event) => {
          if (!dragged.current) return;
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className="pr-banners__track"
          data-animate={animate || undefined}
          style={{ transform: `translateX(${-position * 100}%)` }}
        >
          {moving && slide(count - 1, 'copy-last', true)}
          {store.banners.map((banner, index) => slide(index, String(banner.bannerId), false))}
          {moving && slide(0, 'copy-first', true)}
        </div>
      </div>
      {config.navigation && (
        <>
          <button
            type="button"
            className="pr-banners__arrow pr-banners__arrow--prev"
            aria-label={t('banner_prev')}
            onClick={() => step(-1)}
          />
          <button
            type="button"
            className="pr-banners__arrow pr-banners__arrow--next"
            aria-label={t('banner_next')}
            onClick={() => step(1)}
          />
        </>
      )}
      {config.pagination && (
        <div className="pr-banners__pagination">
          {store.banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="pr-banners__bullet"
              aria-label={t('banner_label', { index: index + 1, total: count })}
              aria-current={index === active || undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
});

export default BannerSlider;
