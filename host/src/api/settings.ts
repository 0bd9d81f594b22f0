import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { CustomerServiceEntrySchema } from './customer-service';
import { HOST_PATHS } from './paths';

const SettingsSchema = z.object({
  siteName: z.string().default(''),
  permission: z
    .object({ maintenance: z.boolean().default(false), regionRestriction: z.boolean().default(false) })
    .default({ maintenance: false, regionRestriction: false }),
  currency: z
    .object({ symbol: z.string(), position: z.enum(['F', 'B']).default('F') })
    .default({ symbol: '', position: 'F' }),
  // Site resources (spec/shell.md §3): the login page's left image, the SpeedTest link, app downloads.
  resources: z
    .array(z.object({ resourceType: z.string(), url: z.string().nullish(), qrCodeUrl: z.string().nullish() }))
    .nullish(),
  // Access flows (docs/endpoints.md "Access"): the mobile-number rule and the registration password rule.
  sms: z
    .object({
      countryDialingCode: z.string().nullish(),
      mobilePattern: z.string().nullish(),
      mobileMinLength: z.number().nullish(),
      mobileMaxLength: z.number().nullish(),
    })
    .nullish(),
  defaultPasswordRule: z
    .object({
      minLength: z.number().nullish(),
      maxLength: z.number().nullish(),
      acceptedPattern: z.string().nullish(),
    })
    .nullish(),
  // The lobby domain (spec/shell.md §3): games-lobby reads the same call (and its cached answer) before a launch.
  launchGameCDNs: z.array(z.string()).nullish(),
  // Social sign-in and geetest (docs/endpoints.md "Access"): null firebase = "Site not support Google Service.".
  firebase: z
    .object({
      apiKey: z.string().nullish(),
      authDomain: z.string().nullish(),
      projectId: z.string().nullish(),
      signInUrl: z.string(),
    })
    .nullish(),
  // Customer service (spec/shell.md §3): the maintenance notice's contact button opens the first usable link.
  customerService: z.array(CustomerServiceEntrySchema).nullish(),
  gw: z
    .object({
      GEETEST_ID: z.string().nullish(),
      GEETEST_VERSION: z.union([z.string(), z.number()]).transform(String).nullish(),
      PROFILE_ICON_COUNT: z.number().nullish(),
    })
    .nullish(),
});

/** Site settings the shell needs at start. */
export type SiteSettings = z.infer<typeof SettingsSchema>;

/** Consolidated system settings. */
export const getSettings = defineEndpoint({
  id: 'host.settings',
  ...HOST_PATHS.settings,
  schema: SettingsSchema,
});
