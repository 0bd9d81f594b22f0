import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const ClaimedSchema = z.object({ id: z.string(), amount: z.string(), balance: z.string().nullable() });

/** POST `{ id }`: claims a reward into the main wallet (auth). The page shows a refusal itself. */
export const claimReward = defineEndpoint<z.infer<typeof ClaimedSchema>>({
  id: 'member-centre.claimReward',
  ...PATHS.claimReward,
  schema: ClaimedSchema,
  alerts: false,
});
