import { defineRemote, type WidgetProps } from '@wl/shell-contract';
import { lazy, Suspense } from 'react';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { BannerCarousel } from './widgets/banner-carousel';
import { NoticeStrip } from './widgets/notice-strip';

// The bonus popup shows only on a MANUAL_PROMO event: its code loads then, not with the home page's widgets.
const LazyBonusPopup = lazy(() =>
  import(/* webpackChunkName: "on-demand-bonus-popup" */ './widgets/bonus-popup').then((module) => ({
    default: module.BonusPopup,
  })),
);

// The account bar's count is for members only: its code loads with the member's bar, not with the home page.
const LazyAvailableCount = lazy(() =>
  import(/* webpackChunkName: "on-demand-available-count" */ './widgets/available-count').then((module) => ({
    default: module.AvailableCount,
  })),
);

/** The account bar's available-promotion count (widgets/available-count.tsx), loaded on first use. */
function AvailableCount(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <LazyAvailableCount {...props} />
    </Suspense>
  );
}

/** Promotions' bonus popup (widgets/bonus-popup.tsx), loaded on first use. */
function BonusPopup(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <LazyBonusPopup {...props} />
    </Suspense>
  );
}

/** The promotions remote: the promotions page, the notice list, the home banner carousel and notice strip, the
 * account bar's available-promotion count, and the bonus popup the host opens on MANUAL_PROMO. */
export default defineRemote({
  id: 'promotions',
  routes: RemoteRoutes,
  widgets: { BannerCarousel, NoticeStrip, BonusPopup, AvailableCount },
  translations: loadTranslations,
});
