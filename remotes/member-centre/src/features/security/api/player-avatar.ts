import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const AvatarSchema = z.object({ icon: z.number().nullable() });

/** GET the player's avatar: a 1-based icon index, null when none was chosen (auth). */
export const getPlayerAvatar = defineEndpoint<{ icon: number | null }>({
  id: 'member-centre.playerAvatar',
  ...PATHS.playerAvatar,
  schema: AvatarSchema,
});

/** PUT the player's avatar `{ icon }` (auth). */
export const setPlayerAvatar = defineEndpoint<{ icon: number | null }>({
  id: 'member-centre.setPlayerAvatar',
  ...PATHS.setPlayerAvatar,
  schema: AvatarSchema,
  alerts: false,
});
