import { defineRemote } from '@wl/shell-contract';
import { translations } from './i18n';
import { RemoteRoutes } from './root';

/** The points-mall remote: the points mall's exchange page (redeem and details tabs come later). */
export default defineRemote({
  id: 'points-mall',
  routes: RemoteRoutes,
  translations,
});
