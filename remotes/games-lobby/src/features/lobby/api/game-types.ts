import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A game type the merchant offers, with its vendor count and the classifications its list filters on. */
export const GameTypeEntrySchema = z.object({
  gameType: z.string(),
  vendorCount: z.number(),
  classifies: z.array(z.string()),
});
export type GameTypeEntry = z.infer<typeof GameTypeEntrySchema>;

/** GET /wps/game/types: the game types (docs/endpoints.md, games-lobby). */
export const gameTypesEndpoint = defineEndpoint({
  id: 'games-lobby.gameTypes',
  ...PATHS.gameTypes,
  schema: z.array(GameTypeEntrySchema),
  cacheMs: 5 * 60_000,
});
