import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Body of the game logout (docs/endpoints.md: POST /wps/game/logout): the vendor whose game is left. */
export interface GameLogoutBody {
  vassalage: string;
}

/** Game logout, called when the member leaves /seamless (spec/products.md §2). */
export const gameLogoutEndpoint = defineEndpoint({
  id: 'games-lobby.gameLogout',
  ...PATHS.gameLogout,
  schema: z.unknown(),
});
