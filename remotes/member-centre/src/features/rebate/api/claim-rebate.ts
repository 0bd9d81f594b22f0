import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const ClaimedSchema = z.object({ amount: z.string(), balance: z.string().nullable() });

/** POST: claims the whole unclaimed rebate into the main wallet (auth). The page shows a refusal itself. */
export const claimRebate = defineEndpoint<z.infer<typeof ClaimedSchema>>({
  id: 'member-centre.claimRebate',
  ...PATHS.claimRebate,
  schema: ClaimedSchema,
  alerts: false,
});
