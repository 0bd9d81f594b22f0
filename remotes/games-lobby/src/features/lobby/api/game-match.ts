import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { GameSchema } from '../../../api/game-list';

/** Query of the game match: a nodeId or a roomId, optionally the vendor and the game type. */
export interface GameMatchQuery {
  nodeId?: string;
  roomId?: string;
  vendor?: string;
  gameType?: string;
}

/** GET /wps/game/match: the game (with its launch fields) that a nodeId or roomId names, e.g. a `?page=` deep link. */
export const gameMatchEndpoint = defineEndpoint({
  id: 'games-lobby.gameMatch',
  ...PATHS.gameMatch,
  schema: GameSchema,
});
