import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** A raffle the member may claim (spec §3 "Raffle promotion"). */
export const RaffleRefSchema = z.object({ promotionId: z.number(), raffleScheduleId: z.number() });
export type RaffleRef = z.infer<typeof RaffleRefSchema>;

/** `GET /wps/promotion/available` (auth, *chosen*): counts by promotion type and the member's raffles. */
export const availablePromotionsEndpoint = defineEndpoint({
  id: 'promotions.available',
  ...PATHS.availablePromotions,
  // A background poll: its failure never opens a dialog.
  silent: true,
  schema: z.object({
    counts: z.array(z.object({ promotionType: z.string(), count: z.number() })),
    raffles: z
      .array(RaffleRefSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
});
