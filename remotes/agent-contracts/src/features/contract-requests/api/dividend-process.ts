import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * POST the dividend status of a product and period (productType, computationPeriod, status): spec/products.md §7, docs/endpoints.md. Failures are shown by the store (an illegal transition gets
 * its own message and the list is read again), so the general alert is off.
 */
export const processDividend = defineEndpoint({
  id: 'agent-contracts.dividend-process',
  ...PATHS.processDividend,
  schema: z.unknown(),
  alerts: false,
});
