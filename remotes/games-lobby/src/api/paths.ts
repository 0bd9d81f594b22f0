import type { EndpointRoute } from '@wl/api-client';

/**
 * Every endpoint of the games-lobby area (docs/endpoints.md, games-lobby): method and path in one table, so a
 * merchant whose backend differs remaps paths here.
 */
export const PATHS = {
  lanes: { method: 'GET', path: '/wps/game/lanes' },
  vendors: { method: 'GET', path: '/wps/game/vendors' },
  // The game list has its own pool: at most 4 at once (spec/shell.md §9).
  gameList: { method: 'GET', path: '/wps/game/list', pool: 'gameList' },
  // Slot lobby tabs and favourites (docs/endpoints.md, games-lobby: paths chosen where the spec does not show them).
  gameTypes: { method: 'GET', path: '/wps/game/types' },
  hotGames: { method: 'GET', path: '/wps/game/hot', pool: 'gameList' },
  recentGames: { method: 'GET', path: '/wps/game/recent' },
  favourites: { method: 'GET', path: '/wps/game/favourites', pool: 'gameList' },
  favouriteAdd: { method: 'POST', path: '/wps/game/favourites' },
  favouriteRemove: { method: 'POST', path: '/wps/game/favourites/remove' },
  gameMatch: { method: 'GET', path: '/wps/game/match' },
  // The lottery area's popular games (spec/products.md §7), read here for the games-entry lottery tile.
  popularLottery: { method: 'GET', path: '/lgw/games/popular' },
  winnerBoard: { method: 'GET', path: '/wps/winner/board' },
  // Game launch (spec/products.md §7). The launch store shows its own failures (maintenance, balance, warning), so the
  // client's general dialogs stay out of it; the relay calls (trial, logout, recommended) fail silently.
  launchGame: { method: 'GET', path: '/wps/game/launchGame', silent: true },
  trialLaunch: { method: 'GET', path: '/wps/game/trial', silent: true },
  gameLogout: { method: 'POST', path: '/wps/game/logout', silent: true },
  recommendedGames: { method: 'GET', path: '/wps/game/recommended', silent: true },
  // The lobby domain (spec/shell.md §3 launchGameCDNs) is not read here: the host's settings hand it over
  // (`shell.settings`).
} as const satisfies Record<string, EndpointRoute>;
