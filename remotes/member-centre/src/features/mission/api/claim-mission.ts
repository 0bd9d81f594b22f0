import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const ClaimedSchema = z.object({ id: z.string(), amount: z.string(), balance: z.string().nullable() });

/** POST `{ id }`: claims a completed mission's reward (auth). The page shows a refusal itself. */
export const claimMission = defineEndpoint<z.infer<typeof ClaimedSchema>>({
  id: 'member-centre.claimMission',
  ...PATHS.claimMission,
  schema: ClaimedSchema,
  alerts: false,
});
