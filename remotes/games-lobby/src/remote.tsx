import './styles.css';
import { defineRemote } from '@wl/shell-contract';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { GamesEntry } from './widgets/games-entry';

/** The games-lobby area: the game lobbies and the home page's games-entry block. */
export default defineRemote({
  id: 'games-lobby',
  routes: RemoteRoutes,
  widgets: { GamesEntry },
  translations: loadTranslations,
});
