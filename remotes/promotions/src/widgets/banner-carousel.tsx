import type { WidgetProps } from '@wl/shell-contract';
import { afterElementPaint, EmptyState, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import '../styles.css';
import { BannerSlide } from '../features/banners/components/banner-slide';
import { FIRST_BANNER_TIMING } from '../features/banners/constants';
import { BannerStore } from '../features/banners/stores/banner-store';
import { useAreaNamespace, useAreaTranslation } from '../i18n';

// Swiper comes once the first banner has painted. `widget-`: only this home-page widget loads it, never the
// promotions page, so the byte budgets count it in the home page's figure, not in the area's first route
// (scripts/check-budgets.mjs); the name also lets performance.spec.ts tell its request apart.
const BannerSwiper = lazy(
  () => import(/* webpackChunkName: "widget-banner-swiper" */ '../features/banners/components/banner-swiper'),
);

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps extends WidgetProps {
  /** Show previous/next arrows (default true; never with a single banner). */
  arrows?: boolean;
}

/**
 * The home page banner carousel (spec §2): banners of group w_home; with more than one banner it autoplays every
 * 3000 ms, loops, pauses on hover and has clickable pagination and optional arrows. A URL banner opens its link in a
 * new window only when it is http(s); a P banner navigates inside the site through `shell.navigate`.
 */
export const BannerCarousel = observer(function BannerCarousel({
  shell,
  arrows = true,
}: BannerCarouselProps) {
  useAreaNamespace();
  const { t, i18n } = useAreaTranslation();
  const [store] = useState(() => new BannerStore(shell));
  // The first banner paints on its own; swiper (about 30 KB) is fetched once the browser reports that image painted,
  // so the largest picture of the home page never waits for or competes with the carousel's code (and one banner
  // never needs swiper at all).
  const [firstShown, setFirstShown] = useState(false);
  const cancelShown = useRef<() => void>(undefined);
  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);
  useEffect(() => () => cancelShown.current?.(), []);

  const { status, error } = store.load;
  const placeholder = (
    <div className="pr-banners__placeholder">
      <Spinner label={t('common:loading')} />
    </div>
  );
  let body;
  if (status === 'error' && store.banners.length === 0) {
    body = (
      <RetryCard
        message={error ?? t('common:unknown_error')}
        retryLabel={t('common:retry')}
        onRetry={store.fetch}
      />
    );
  } else if (status !== 'ready' && store.banners.length === 0) {
    body = placeholder;
  } else if (store.banners.length === 0) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    const first = (
      <div className="pr-banners__first">
        <BannerSlide
          banner={store.banners[0]!}
          store={store}
          eager
          label={t('banner_label', { index: 1, total: store.banners.length })}
          onShown={() =>
            (cancelShown.current ??= afterElementPaint(FIRST_BANNER_TIMING, () => setFirstShown(true)))
          }
        />
      </div>
    );
    body =
      firstShown && store.banners.length > 1 ? (
        <Suspense fallback={first}>
          <BannerSwiper store={store} arrows={arrows} />
        </Suspense>
      ) : (
        first
      );
  }
  return (
    <section
      className="pr-banners"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
    >
      {body}
    </section>
  );
});
