import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * The part of the site settings a launch needs: the lobby domain, `launchGameCDNs` (spec/shell.md §3). Without one
 * a game cannot be launched: game_maintenance (spec/products.md §8).
 */
export const LaunchSettingsSchema = z.object({
  launchGameCDNs: z.array(z.string()).nullish(),
});

/** GET /wps/system/settings/consolidated, read for the lobby domain (cached 3 minutes, as the host reads it). */
export const launchSettingsEndpoint = defineEndpoint({
  id: 'games-lobby.launchSettings',
  ...PATHS.launchSettings,
  schema: LaunchSettingsSchema,
});
