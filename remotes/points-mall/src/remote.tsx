import { defineRemote } from '@wl/shell-contract';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';

/** The points-mall remote: the exchange page with its redeem dialog, and the details tabs (records, transactions, rules and conversion). */
export default defineRemote({
  id: 'points-mall',
  routes: RemoteRoutes,
  translations: loadTranslations,
});
