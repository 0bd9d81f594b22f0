import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { GamePageSchema } from '../../../api/game-list';

/** Favourites query (spec/products.md §3): the token travels as the Authorization header. */
export interface FavouritesQuery {
  clientType: number;
  platform: string;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/game/favourites (auth): a page of the member's favourite games, newest first. */
export const favouritesEndpoint = defineEndpoint({
  id: 'games-lobby.favourites',
  ...PATHS.favourites,
  schema: GamePageSchema,
});
