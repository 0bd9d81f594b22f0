import './styles.css';
import { defineRemote } from '@wl/shell-contract';
import { lazyWidget } from '@wl/ui';
import { launchGame } from './features/launch/launch-service';
import { loadTranslations } from './i18n';
import { RemoteRoutes } from './root';
import { GamesEntry } from './widgets/games-entry';

// The home page's winner board sits below the fold (the host places it when the player scrolls near): a chunk of its
// own, with the money formatting (decimal.js) it needs, never part of a first visit of / or /electron.
const WinnerBoard = lazyWidget(
  () => import(/* webpackChunkName: "on-demand-winner-board" */ './widgets/winner-board'),
);

/** The games-lobby area: the game lobbies, the home page's games-entry block, and the game launch. */
export default defineRemote({
  id: 'games-lobby',
  routes: RemoteRoutes,
  widgets: { GamesEntry, WinnerBoard },
  // Every area launches games through `shell.launchGame`, which calls this.
  services: { launchGame },
  translations: loadTranslations,
});
