import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A vendor card: an entry of a lane or of a lobby's vendor menu. */
export const VendorCardSchema = z.object({
  cardId: z.union([z.number(), z.string()]),
  accountTypeName: z.string(),
  displayName: z.string(),
  smallIcon: z.string().nullish(),
  gameType: z.string(),
  /** VASSALAGE: a vendor with a game list; game: launched directly. */
  isGame: z.string(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

/** GET /wps/game/vendors?gameType=: the vendors of one game type. */
export const vendorsEndpoint = defineEndpoint({
  id: 'games-lobby.vendors',
  ...PATHS.vendors,
  schema: z.array(VendorCardSchema),
});
