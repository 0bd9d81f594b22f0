import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';
import { LaunchFieldsSchema } from './game-list';

/**
 * A vendor card: an entry of a lane, of a lobby's vendor menu or of a category page. A card with isGame `game` carries
 * the launch fields of its one game (spec/products.md §3); a VASSALAGE card lists its games in the game popup.
 */
export const VendorCardSchema = LaunchFieldsSchema.extend({
  cardId: z.union([z.number(), z.string()]),
  accountTypeName: z.string(),
  displayName: z.string(),
  smallIcon: z.string().nullish(),
  gameType: z.string(),
  /** VASSALAGE: a vendor with a game list; game: launched directly. */
  isGame: z.string(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

/** Query of the vendor list: a game type (absent: every type) and the merchant code (spec/products.md §7). */
export interface VendorsQuery {
  gameType?: string;
  merchantCode?: string;
}

/** GET /wps/game/vendors?gameType=&merchantCode=: the vendors of one game type. */
export const vendorsEndpoint = defineEndpoint({
  id: 'games-lobby.vendors',
  ...PATHS.vendors,
  schema: z.array(VendorCardSchema),
});
