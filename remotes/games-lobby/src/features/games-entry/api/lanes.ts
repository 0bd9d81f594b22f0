import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { VendorCardSchema } from '../../lobby/api/vendors';

/** A lane of the home page: a game type and its vendor cards. */
export const LaneSchema = z.object({ title: z.string(), cards: z.array(VendorCardSchema) });
export type Lane = z.infer<typeof LaneSchema>;

/** GET /wps/game/lanes: every lane with its cards. */
export const lanesEndpoint = defineEndpoint({
  id: 'games-lobby.lanes',
  ...PATHS.lanes,
  schema: z.array(LaneSchema),
});
