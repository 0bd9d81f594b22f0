import type { HttpMethod } from '@wl/api-client';

/**
 * Every endpoint of the games-lobby area (docs/endpoints.md, games-lobby): method and path in one table, so a
 * merchant whose backend differs remaps paths here.
 */
export const PATHS = {
  lanes: { method: 'GET', path: '/wps/game/lanes' },
  vendors: { method: 'GET', path: '/wps/game/vendors' },
  gameList: { method: 'GET', path: '/wps/game/list' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;
