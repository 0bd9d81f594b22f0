import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A popular lottery (spec/products.md §3: gameId, gameCode, remark, webIconUrl). */
export const PopularGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  webIconUrl: z.string().nullish(),
});
export type PopularGame = z.infer<typeof PopularGameSchema>;

/** GET /lgw/games/popular?count=: the most popular lotteries first. */
export const popularGamesEndpoint = defineEndpoint({
  id: 'lottery.popularGames',
  ...PATHS.popularGames,
  schema: z.array(PopularGameSchema),
});
