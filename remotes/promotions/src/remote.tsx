import { defineRemote } from '@wl/shell-contract';
import { translations } from './i18n';
import { RemoteRoutes } from './root';
import { BannerCarousel } from './widgets/banner-carousel';
import { NoticeStrip } from './widgets/notice-strip';

/** The promotions remote: the promotions page, the notice list, the home banner carousel and notice strip. */
export default defineRemote({
  id: 'promotions',
  routes: RemoteRoutes,
  widgets: { BannerCarousel, NoticeStrip },
  translations,
});
