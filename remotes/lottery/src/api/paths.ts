import type { EndpointRoute } from '@wl/api-client';

/**
 * Every endpoint of the lottery area (docs/endpoints.md, lottery): method and path in one table, so a merchant whose
 * backend differs remaps paths here.
 */
export const PATHS = {
  games: { method: 'GET', path: '/lgw/games' },
  draws: { method: 'GET', path: '/lgw/draw' },
  nearNumeros: { method: 'GET', path: '/lgw/numeros/near' },
  // spec/products.md §7 lottoLobby (path not shown: chosen, docs/endpoints.md).
  lottoLobby: { method: 'GET', path: '/lgw/lotto/lobby' },
  // The trend chart's draw history (§7 /lgw/draw/code/{gameCode}) and the Vietnam lottery (paths chosen).
  drawsByCode: { method: 'GET', path: '/lgw/draw/code/{gameCode}' },
  vnGames: { method: 'GET', path: '/lgw/vn/games' },
  vnDraws: { method: 'GET', path: '/lgw/vn/draw' },
  // The home page's lottery widgets (features/menu, popular-trend, jackpot).
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus' },
  popularGames: { method: 'GET', path: '/lgw/games/popular' },
  jackpot: { method: 'POST', path: '/lgw/jackpot' },
} as const satisfies Record<string, EndpointRoute>;
