import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { GameSchema } from '../../../api/game-list';

/** GET /wps/game/recent (auth: the token): the games the member launched, newest first. */
export const recentGamesEndpoint = defineEndpoint({
  id: 'games-lobby.recentGames',
  ...PATHS.recentGames,
  schema: z.array(GameSchema),
});
