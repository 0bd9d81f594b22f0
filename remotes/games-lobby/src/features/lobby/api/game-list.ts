import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Ids arrive as strings or numbers depending on the backend; the front end keeps strings. */
const Id = z.union([z.string(), z.number()]).transform(String);

/** A game of a lobby list (spec/products.md §3). */
export const GameSchema = z.object({
  nodeId: Id,
  nodeName: z.string().nullish(),
  roomId: Id.nullish(),
  displayName: z.string(),
  gameName: z.string().nullish(),
  gameType: z.string(),
  showIcon: z.string().nullish(),
  /** 0 = a free trial exists. */
  supportPlay: z.number(),
  vassalage: z.string(),
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

/** Query of GET /wps/game/list (docs/endpoints.md). */
export interface GameListQuery {
  gameType: string;
  vassalage: string;
  gameName?: string;
  gameClassify?: string;
  pageNo: number;
  pageSize: number;
  platform: string;
  clientType: number;
  language: string;
}

/** GET /wps/game/list: a page of a vendor's games of one type, optionally searched by name. */
export const gameListEndpoint = defineEndpoint({
  id: 'games-lobby.gameList',
  ...PATHS.gameList,
  schema: GamePageSchema,
});
