import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const Id = z.union([z.string(), z.number()]).transform(String);

/** A recommended hot game (spec/products.md §2 modal: icon, name, vendor name) with what its launch needs. */
export const RecommendedGameSchema = z.object({
  nodeId: Id,
  gameId: Id.nullish(),
  roomId: Id.nullish(),
  displayName: z.string(),
  showIcon: z.string().nullish(),
  vassalage: z.string(),
  vendorName: z.string().nullish(),
  gameType: z.string(),
  freeplay: z.number().nullish(),
  appNewWindow: z.number().nullish(),
  platform: z.string().nullish(),
});
export type RecommendedGame = z.infer<typeof RecommendedGameSchema>;

/** Query of the recommended hot games (spec/products.md §7: platform flash,html5-desktop). */
export type RecommendedQuery = {
  platform: string;
  gameType: string;
  /** The vendor under maintenance, left out of the answer. */
  vassalage: string;
};

/** Recommended hot games (docs/endpoints.md: GET /wps/game/recommended); a failure is ignored (§8). */
export const recommendedGamesEndpoint = defineEndpoint({
  id: 'games-lobby.recommendedGames',
  ...PATHS.recommendedGames,
  schema: z.array(RecommendedGameSchema),
});
