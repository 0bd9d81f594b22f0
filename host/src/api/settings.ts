import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { CustomerServiceEntrySchema } from './customer-service';
import { HOST_PATHS } from './paths';
import { getRegisterConfig } from './register-config';

/** Profile icons a member chooses from when the settings give no count (spec/shell.md §3, §9: default 9). */
export const PROFILE_ICON_COUNT_DEFAULT = 9;

/** A yes/no switch of the server: missing or null is off. */
const Switch = z
  .boolean()
  .nullish()
  .transform((on) => on ?? false);

/** The resource types the site reads (spec/shell.md §3 resources); the list is the server's, unknown types are kept. */
const ResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string().nullish(),
  qrCodeUrl: z.string().nullish(),
});

/**
 * Each field of the permission and settings info (spec/shell.md §3) with its own schema. A field the server leaves
 * out gets its default; a field it sends broken is replaced by that default alone (see {@link parseSettings}), so
 * one bad field never stops the site from starting.
 */
const SETTINGS_FIELDS = {
  siteName: z.string().default(''),
  // Maintenance and access (spec/shell.md §4): either switch shows the whole-site notice.
  permission: z
    .object({ maintenance: Switch, regionRestriction: Switch })
    .default({ maintenance: false, regionRestriction: false }),
  currency: z
    .object({ symbol: z.string(), position: z.enum(['F', 'B']).default('F') })
    .default({ symbol: '', position: 'F' }),
  // The register config (spec/shell.md §3), when the server sends it with the settings; the registration form reads
  // GET /wps/system/setting/register.
  register: getRegisterConfig.schema.nullish(),
  // Site resources (spec/shell.md §3): the logo, the login page's left image, the SpeedTest link, app downloads.
  resources: z.array(ResourceSchema).nullish(),
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
  // Image hosts (spec/shell.md §3).
  imageCDNs: z.array(z.string()).nullish(),
  // The lobby domain (spec/shell.md §3): games-lobby reads it before a launch through `shell.settings`.
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
      // "PROFILE_ICON_COUNT default 9" (spec/shell.md §3): the avatars a member chooses from.
      PROFILE_ICON_COUNT: z
        .number()
        .int()
        .positive()
        .nullish()
        .transform((count) => count ?? PROFILE_ICON_COUNT_DEFAULT),
    })
    .default({ PROFILE_ICON_COUNT: PROFILE_ICON_COUNT_DEFAULT }),
  // Per-browser remote overrides for developers and QA (host/src/federation/remote-override.ts; not in the spec):
  // off unless the merchant's settings turn them on, so a production merchant never runs another version by accident.
  remoteOverride: Switch,
  // The known languages (RU, PT, ES, AR) the switcher offers after the spec's six (ours, docs/endpoints.md "Shell");
  // absent, null or empty: the six only. The switcher keeps the known ones (switcher-languages.ts).
  extraLanguages: z.array(z.string()).nullish(),
  // Responsible gaming (beyond the spec): a reality check every N minutes of play; absent or 0 is off.
  responsibleGaming: z.object({ realityCheckMinutes: z.number().nonnegative().nullish() }).nullish(),
  // The merchant's mobile template (spec/shell.md §3): favicon and splash are applied by the shell.
  mobileTemplate: z
    .object({
      favicon: z.string().nullish(),
      splash: z.string().nullish(),
      app_desc: z.string().nullish(),
      bottom_app_desc: z.string().nullish(),
      login_prompt_text: z.string().nullish(),
    })
    .default({}),
};

type SettingsFields = typeof SETTINGS_FIELDS;

/** The permission and settings info the shell reads (spec/shell.md §3), every field typed and defaulted. */
export type SiteSettings = { [K in keyof SettingsFields]: z.infer<SettingsFields[K]> };

/**
 * Read the settings field by field: a missing field gets its default, a broken one (wrong type, a bad entry in a
 * list) falls back to its default alone, and keys the site does not know are dropped. Never throws.
 */
export function parseSettings(raw: unknown): SiteSettings {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(SETTINGS_FIELDS) as [string, z.ZodType][]) {
    const parsed = schema.safeParse(input[key]);
    if (parsed.success) settings[key] = parsed.data;
    else {
      console.warn(`[settings] ignoring a malformed "${key}" from the server`);
      settings[key] = schema.safeParse(undefined).data ?? null;
    }
  }
  return settings as SiteSettings;
}

/** Consolidated system settings (spec/shell.md §3 permission and settings info); cached 3 minutes (§9). */
export const getSettings = defineEndpoint({
  id: 'host.settings',
  ...HOST_PATHS.settings,
  schema: z.unknown().transform(parseSettings),
});
