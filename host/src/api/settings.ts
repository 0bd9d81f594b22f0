import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const SettingsSchema = z.object({
  siteName: z.string().default(''),
  permission: z
    .object({ maintenance: z.boolean().default(false), regionRestriction: z.boolean().default(false) })
    .default({ maintenance: false, regionRestriction: false }),
  currency: z
    .object({ symbol: z.string(), position: z.enum(['F', 'B']).default('F') })
    .default({ symbol: '', position: 'F' }),
});

/** Site settings the shell needs at start. */
export type SiteSettings = z.infer<typeof SettingsSchema>;

/** Consolidated system settings. */
export const getSettings = defineEndpoint({
  id: 'host.settings',
  ...HOST_PATHS.settings,
  schema: SettingsSchema,
});
