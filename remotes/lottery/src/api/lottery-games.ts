import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** A lottery game with its current issue (spec/products.md §3). remainTime and lockTime are seconds left. */
export const LotteryGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  defaultPlayType: z.union([z.string(), z.number()]).transform(String).nullish(),
  webIconUrl: z.string().nullish(),
  numero: z.string().nullish(),
  remainTime: z.number(),
  lockTime: z.number().nullish(),
  liveVideoSwitch: z.number(),
  gameGroupId: z.number(),
  gameGroupCode: z.string().nullish(),
  labelName: z.string().nullish(),
  /** The product type (LOTT or ELOTT; docs/endpoints.md): /lott and /elott list by it. Absent: LOTT. */
  gameType: z.string().nullish(),
  /** The lottery vendor (the games-entry tile tag a `lottoGameGroup` link may name). */
  vassalage: z.string().nullish(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

/** GET /lgw/games: every lottery game with its current issue. */
export const lotteryGamesEndpoint = defineEndpoint({
  id: 'lottery.games',
  ...PATHS.games,
  schema: z.array(LotteryGameSchema),
});
