import { defineRemote } from '@wl/shell-contract';
import { translations } from './i18n';
import { RemoteRoutes } from './root';
import { BannerCarousel } from './widgets/banner-carousel';

/** The promotions remote: the promotions page, the notice list and the home banner carousel. */
export default defineRemote({
  id: 'promotions',
  routes: RemoteRoutes,
  widgets: { BannerCarousel },
  translations,
});
