import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const RebateSchema = z.object({
  items: z.array(
    z.object({ gameType: z.string(), validBet: z.string(), rate: z.string(), amount: z.string() }),
  ),
  total: z.string(),
  minAmount: z.string(),
});

/** The unclaimed rebate per game type, its total and the least that may be claimed. */
export type Rebate = z.infer<typeof RebateSchema>;

/** GET the member's unclaimed rebate (auth). */
export const getRebate = defineEndpoint<Rebate>({
  id: 'member-centre.rebate',
  ...PATHS.rebate,
  schema: RebateSchema,
});
