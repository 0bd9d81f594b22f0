import type { EndpointRoute } from '@wl/api-client';

/** Every endpoint of the agent-contracts area (docs/endpoints.md). A merchant whose backend differs remaps it here. */
export const PATHS = {
  consolidatedContracts: { method: 'GET', path: '/wps/agent/contracts/consolidated' },
  paymentConfirmations: { method: 'GET', path: '/wps/agent/payment-confirmations' },
  processPaymentConfirmation: { method: 'POST', path: '/wps/agent/payment-confirmations/process' },
} as const satisfies Record<string, EndpointRoute>;
