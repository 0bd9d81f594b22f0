import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { GamePageSchema } from '../../../api/game-list';

/** Query of the hot games: a game type, platform, client type and paging. */
export interface HotGamesQuery {
  gameType: string;
  platform: string;
  clientType: number;
  pageNo: number;
  pageSize: number;
}

/** GET /wps/game/hot: a page of a game type's hot games (the slot lobby's hot tab). */
export const hotGamesEndpoint = defineEndpoint({
  id: 'games-lobby.hotGames',
  ...PATHS.hotGames,
  schema: GamePageSchema,
});
