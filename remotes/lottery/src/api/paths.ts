import type { EndpointRoute } from '@wl/api-client';

/**
 * Every endpoint of the lottery area (docs/endpoints.md, lottery): method and path in one table, so a merchant whose
 * backend differs remaps paths here.
 */
export const PATHS = {
  games: { method: 'GET', path: '/lgw/games' },
  draws: { method: 'GET', path: '/lgw/draw' },
  nearNumeros: { method: 'GET', path: '/lgw/numeros/near' },
} as const satisfies Record<string, EndpointRoute>;
