import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The launch answer (spec/products.md §3): the game's URL as game_url or game_url2. */
export const LaunchAnswerSchema = z.object({
  game_url: z.string().nullish(),
  game_url2: z.string().nullish(),
});
export type LaunchAnswer = z.infer<typeof LaunchAnswerSchema>;

/** Query of GET /wps/game/launchGame: the launch parameters of spec/products.md §3, empty ones left out. */
export type LaunchQuery = {
  gameId?: string;
  nodeId?: string;
  matchId?: string;
  leagueId?: string;
  /** 0 demo, 1 real. */
  accountType: number;
  /** Always 0. */
  confirmTrans: number;
  vassalage: string;
  launchMode: string;
  lottoMode?: string;
  lottoGameCode?: string;
  platform: string;
  clientType: number;
  username: string;
  token: string;
  language: string;
  merchantCode: string;
  sourceType?: string;
  marketingDetailId?: string;
};

/** GET /wps/game/launchGame (spec/products.md §7): a real game's URL. */
export const launchGameEndpoint = defineEndpoint({
  id: 'games-lobby.launchGame',
  ...PATHS.launchGame,
  schema: LaunchAnswerSchema,
});
