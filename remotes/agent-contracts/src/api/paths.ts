import type { EndpointRoute } from '@wl/api-client';

/** Every endpoint of the agent-contracts area (docs/endpoints.md). A merchant whose backend differs remaps it here. */
export const PATHS = {
  consolidatedContracts: { method: 'GET', path: '/wps/agent/contracts/consolidated' },
} as const satisfies Record<string, EndpointRoute>;
