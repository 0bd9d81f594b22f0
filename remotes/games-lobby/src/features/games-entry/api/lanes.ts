import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { VendorCardSchema } from '../../../api/vendors';

/** Ids come as numbers or strings depending on the vendor. */
const IdSchema = z.union([z.string(), z.number()]).nullish();

/**
 * A game card of a lane (spec/products.md §3): a vendor card plus what a direct launch needs (isGame `game`).
 * The launch fields are optional: a VASSALAGE vendor card has none.
 */
export const GameCardSchema = VendorCardSchema.extend({
  vassalage: z.string().nullish(),
  gameId: IdSchema,
  roomId: IdSchema,
  nodeId: IdSchema,
  matchId: IdSchema,
  leagueId: IdSchema,
  freeplay: z.number().nullish(),
  appNewWindow: z.number().nullish(),
});
export type GameCard = z.infer<typeof GameCardSchema>;

/** A lane of the home page: a game type and its cards. */
export const LaneSchema = z.object({ title: z.string(), cards: z.array(GameCardSchema) });
export type Lane = z.infer<typeof LaneSchema>;

/** GET /wps/game/lanes: every lane with its cards. */
export const lanesEndpoint = defineEndpoint({
  id: 'games-lobby.lanes',
  ...PATHS.lanes,
  schema: z.array(LaneSchema),
});
