import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../../api/paths';

/**
 * `POST /wps/promotion/apply` (auth, *chosen*): the sign-up request reward, a multipart form of `promotionId`,
 * `remarks` and up to three `pictures` (spec §7). The promotion moves to PENDING.
 */
export const applyRewardEndpoint = defineEndpoint({
  id: 'promotions.apply',
  ...PATHS.applyReward,
  schema: z.object({ promotionId: z.number(), status: z.string() }),
});
