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
} as const satisfies Record<string, EndpointRoute>;
