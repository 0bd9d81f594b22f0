import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * `GET /wps/promotion/merchant/available` (*chosen*, spec §7 "merchant available promotions"): the ids of the
 * merchant's promotions open now, for anyone (no token). The cards mark them.
 */
export const merchantAvailableEndpoint = defineEndpoint({
  id: 'promotions.merchantAvailable',
  ...PATHS.merchantAvailable,
  // A marker only: a failure shows no markers rather than a dialog.
  silent: true,
  schema: z.object({ promotionIds: z.array(z.number()) }),
});
