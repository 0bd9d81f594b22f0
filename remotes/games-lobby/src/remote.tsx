import './styles.css';
import { defineRemote } from '@wl/shell-contract';
import { launchGame } from './features/launch/stores/launch-store';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { GamesEntry } from './widgets/games-entry';
import { WinnerBoard } from './widgets/winner-board';

/** The games-lobby area: the game lobbies, the home page's games-entry block, and the game launch. */
export default defineRemote({
  id: 'games-lobby',
  routes: RemoteRoutes,
  widgets: { GamesEntry, WinnerBoard },
  // Every area launches games through `shell.launchGame`, which calls this.
  services: { launchGame },
  translations: loadTranslations,
});
