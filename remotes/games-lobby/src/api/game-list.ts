import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** Ids arrive as strings or numbers depending on the backend; the front end keeps strings. */
const Id = z.union([z.string(), z.number()]).transform(String);

/**
 * The launch fields of spec/products.md §3 that games and cards carry: what `shell.launchGame` needs. Optional, as
 * some backends send only a part (a launch needs gameId or roomId).
 */
export const LaunchFieldsSchema = z.object({
  gameId: Id.nullish(),
  roomId: Id.nullish(),
  nodeId: Id.nullish(),
  matchId: Id.nullish(),
  leagueId: Id.nullish(),
  /** 1 = a demo exists. */
  freeplay: z.number().nullish(),
  /** 1 or 2 = a new window. */
  appNewWindow: z.number().nullish(),
  vassalage: z.string().nullish(),
  gameType: z.string().nullish(),
  platform: z.string().nullish(),
});

/** A game of a lobby list (spec/products.md §3). */
export const GameSchema = LaunchFieldsSchema.extend({
  nodeId: Id,
  nodeName: z.string().nullish(),
  displayName: z.string(),
  gameName: z.string().nullish(),
  gameType: z.string(),
  showIcon: z.string().nullish(),
  /** 0 = a free trial exists. */
  supportPlay: z.number(),
  vassalage: z.string(),
  /** VP, TG, SC, AC or JP. */
  gameClassify: z.string().nullish(),
  /** Whether the logged-in member has it among the favourites (false for a visitor). */
  favourite: z.boolean().nullish(),
});
export type Game = z.infer<typeof GameSchema>;

/** One page of games; some backends name the list `content`. */
export const GamePageSchema = z
  .object({
    games: z.array(GameSchema).optional(),
    content: z.array(GameSchema).optional(),
    totalPages: z.number(),
    pageSize: z.number(),
    pageNum: z.number(),
  })
  .transform(({ games, content, ...page }) => ({ ...page, games: games ?? content ?? [] }));
export type GamePage = z.infer<typeof GamePageSchema>;

/** Query of the game list (spec/products.md §3, docs/endpoints.md). */
export interface GameListQuery {
  gameType: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  minBet?: string;
  minLineNum?: number;
  merchant?: string;
  pageNo: number;
  pageSize: number;
  platform: string;
  clientType: number;
  language: string;
}

/** GET /wps/game/list: a page of a vendor's games of one type, optionally filtered by name and classification. */
export const gameListEndpoint = defineEndpoint({
  id: 'games-lobby.gameList',
  ...PATHS.gameList,
  schema: GamePageSchema,
});
