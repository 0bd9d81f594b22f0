import type { EndpointRoute } from '@wl/api-client';

/** Every endpoint of the agent-contracts area (docs/endpoints.md). A merchant whose backend differs remaps it here. */
export const PATHS = {
  consolidatedContracts: { method: 'GET', path: '/wps/agent/contracts/consolidated' },
  processDividend: { method: 'POST', path: '/wps/agent/contracts/dividend/process' },
  processDailySalary: { method: 'POST', path: '/wps/agent/contracts/daily/process' },
  processHourlySalary: { method: 'POST', path: '/wps/agent/contracts/hourly/process' },
  processRealTimeSalary: { method: 'POST', path: '/wps/agent/contracts/realtime/process' },
  paymentConfirmations: { method: 'GET', path: '/wps/agent/payment-confirmations' },
  processPaymentConfirmation: { method: 'POST', path: '/wps/agent/payment-confirmations/process' },
} as const satisfies Record<string, EndpointRoute>;
