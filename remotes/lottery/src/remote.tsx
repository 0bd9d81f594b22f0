import './styles.css';
import { defineRemote } from '@wl/shell-contract';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { CountdownPanel } from './widgets/countdown-panel';

/** The lottery area: the lottery lobbies and the home page's countdown panel. */
export default defineRemote({
  id: 'lottery',
  routes: RemoteRoutes,
  widgets: { CountdownPanel },
  translations: loadTranslations,
});
