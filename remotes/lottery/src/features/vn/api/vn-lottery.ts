import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A Vietnam lottery game with its open issue (docs/endpoints.md, lottery: chosen paths). */
export const VnGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  defaultPlayType: z.string().nullish(),
  numero: z.string(),
  remainTime: z.number(),
  lockTime: z.number().nullish(),
});
export type VnGame = z.infer<typeof VnGameSchema>;

/** A Vietnam draw: every prize tier (DB the special prize, then G1 to G8) and its numbers. */
export const VnDrawSchema = z.object({
  gameCode: z.string(),
  numero: z.string(),
  winNo: z.string(),
  prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
});
export type VnDraw = z.infer<typeof VnDrawSchema>;

/** GET /lgw/vn/games: the Vietnam lottery games. */
export const vnGamesEndpoint = defineEndpoint({
  id: 'lottery.vnGames',
  ...PATHS.vnGames,
  schema: z.array(VnGameSchema),
});

/** GET /lgw/vn/draw?gameCode=&count=: a Vietnam game's latest draws with their prize tiers, newest first. */
export const vnDrawsEndpoint = defineEndpoint({
  id: 'lottery.vnDraws',
  ...PATHS.vnDraws,
  schema: z.array(VnDrawSchema),
});
