import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A raffle's status (spec §3): `due` is when it starts (before the start) or ends, `time` the server's now. */
export const RaffleStatusSchema = z.object({
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  due: z.number().nullish(),
  time: z.number().nullish(),
});
export type RaffleStatus = z.infer<typeof RaffleStatusSchema>;

/** `GET /wps/promotion/raffle/status?rafflePromotionId&raffleScheduleId` (auth, *chosen*). */
export const raffleStatusEndpoint = defineEndpoint({
  id: 'promotions.raffleStatus',
  ...PATHS.raffleStatus,
  silent: true,
  schema: RaffleStatusSchema,
});

/** The prize of a claimed raffle. */
export const RafflePrizeSchema = z.object({ prizeName: z.string().nullish(), amount: z.string().nullish() });
export type RafflePrize = z.infer<typeof RafflePrizeSchema>;

/** `POST /wps/promotion/raffle/claim` `{ promotionId, raffleScheduleId }` (auth, *chosen*). */
export const raffleClaimEndpoint = defineEndpoint({
  id: 'promotions.raffleClaim',
  ...PATHS.raffleClaim,
  schema: RafflePrizeSchema,
});
