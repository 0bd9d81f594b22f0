import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A game of a menu group: the lottery game fields the menu needs (spec/products.md §3). */
export const MenuGameSchema = z.object({
  gameId: z.number(),
  gameCode: z.string(),
  remark: z.string(),
  defaultPlayType: z.union([z.string(), z.number()]).transform(String).nullish(),
  webIconUrl: z.string().nullish(),
  liveVideoSwitch: z.number(),
});
export type MenuGame = z.infer<typeof MenuGameSchema>;

/** A group of the lottery menu widget. */
export const MenuGroupSchema = z.object({
  groupId: z.number(),
  groupCode: z.string(),
  groupName: z.string(),
  games: z.array(MenuGameSchema),
});
export type MenuGroup = z.infer<typeof MenuGroupSchema>;

/** GET /lgw/games/game_menus: the lottery menu's groups, in display order. */
export const gameMenusEndpoint = defineEndpoint({
  id: 'lottery.gameMenus',
  ...PATHS.gameMenus,
  schema: z.array(MenuGroupSchema),
});
