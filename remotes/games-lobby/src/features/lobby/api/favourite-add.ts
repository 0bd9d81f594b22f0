import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Favourite payload (spec/products.md §3). */
export interface FavouritePayload {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/**
 * POST /wps/game/favourites (auth): add a favourite. No general warning: the lobby rolls its optimistic toggle back
 * and says why itself.
 */
export const favouriteAddEndpoint = defineEndpoint({
  id: 'games-lobby.favouriteAdd',
  ...PATHS.favouriteAdd,
  schema: z.unknown(),
  alerts: false,
});
