import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * POST process a C2C transaction (spec/products.md §7): a multipart form with isMoneyReceived (Y, N or A),
 * payDetailId and, for N, proofOfNotReceive (the image). Failures show in the widget, so the chosen image is kept.
 */
export const processPaymentConfirmation = defineEndpoint({
  id: 'agent-contracts.payment-confirmation-process',
  ...PATHS.processPaymentConfirmation,
  schema: z.unknown(),
  alerts: false,
});
