import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** POST /wps/game/favourites/remove (auth), payload as the add: remove a favourite (the lobby rolls back itself). */
export const favouriteRemoveEndpoint = defineEndpoint({
  id: 'games-lobby.favouriteRemove',
  ...PATHS.favouriteRemove,
  schema: z.unknown(),
  alerts: false,
});
