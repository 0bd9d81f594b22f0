import type { EndpointRoute } from '@wl/api-client';

/** Every endpoint of the member-centre area (docs/endpoints.md). A merchant whose backend differs remaps it here. */
export const PATHS = {
  rankProgress: { method: 'GET', path: '/wps/member/rank/progress' },
} as const satisfies Record<string, EndpointRoute>;
