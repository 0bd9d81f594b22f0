import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A popular lottery (spec/products.md §3): the lottery area's game the lottery tile offers. */
export const PopularLotterySchema = z.object({
  gameId: z.union([z.number(), z.string()]),
  gameCode: z.string(),
  remark: z.string(),
  webIconUrl: z.string().nullish(),
});
export type PopularLottery = z.infer<typeof PopularLotterySchema>;

/** GET /lgw/games/popular?count=: the lottery area's popular games, most popular first. */
export const popularLotteryEndpoint = defineEndpoint({
  id: 'games-lobby.popularLottery',
  ...PATHS.popularLottery,
  schema: z.array(PopularLotterySchema),
});
