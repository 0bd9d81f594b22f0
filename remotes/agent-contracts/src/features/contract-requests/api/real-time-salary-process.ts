import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * POST the real-time salary status (contractId, status): spec/products.md §7, docs/endpoints.md. Failures are shown by the store (an illegal transition gets
 * its own message and the list is read again), so the general alert is off.
 */
export const processRealTimeSalary = defineEndpoint({
  id: 'agent-contracts.real-time-salary-process',
  ...PATHS.processRealTimeSalary,
  schema: z.unknown(),
  alerts: false,
});
