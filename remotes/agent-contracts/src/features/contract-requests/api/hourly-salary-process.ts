import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * POST the hourly salary status (contractId, status, productType): spec/products.md §7, docs/endpoints.md. Failures are shown by the store (an illegal transition gets
 * its own message and the list is read again), so the general alert is off.
 */
export const processHourlySalary = defineEndpoint({
  id: 'agent-contracts.hourly-salary-process',
  ...PATHS.processHourlySalary,
  schema: z.unknown(),
  alerts: false,
});
