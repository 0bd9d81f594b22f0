import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const PlayerAvatarSchema = z.object({ icon: z.number().nullish() });

/** The player's avatar: a 1-based index into the merchant's PROFILE_ICON_COUNT icons (null: none chosen). */
export type PlayerAvatar = z.infer<typeof PlayerAvatarSchema>;

/** GET the player avatar (spec/shell.md §7 GET /wps/member/info/icon, auth). */
export const getPlayerAvatar = defineEndpoint<PlayerAvatar>({
  id: 'host.playerAvatar',
  ...HOST_PATHS.playerAvatar,
  schema: PlayerAvatarSchema,
});
