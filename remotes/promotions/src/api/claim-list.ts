import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** One claim or application of the member (PENDING after a reward application). */
export const ClaimSchema = z.object({
  promotionId: z.number(),
  status: z.string(),
  appliedAt: z.number().nullish(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** `GET /wps/promotion/claims` (auth, *chosen*): the claim list. */
export const claimListEndpoint = defineEndpoint({
  id: 'promotions.claims',
  ...PATHS.claimList,
  silent: true,
  schema: z.array(ClaimSchema),
});
