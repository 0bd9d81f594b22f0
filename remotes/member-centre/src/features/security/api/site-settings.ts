import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const RuleSchema = z.object({
  minLength: z.number().nullable().optional(),
  maxLength: z.number().nullable().optional(),
  acceptedPattern: z.string().nullable().optional(),
});

/** The registration password rule of the settings (the change-password rule, spec/shell.md §5). */
export type PasswordRuleSetting = z.infer<typeof RuleSchema>;

/** The two settings the security centre reads; anything malformed counts as absent (defaults apply). */
export interface SecuritySettings {
  defaultPasswordRule: PasswordRuleSetting | null;
  profileIconCount: number | null;
}

const SettingsSchema = z
  .object({
    defaultPasswordRule: z.unknown().optional(),
    gw: z.unknown().optional(),
  })
  .transform((value): SecuritySettings => {
    const rule = RuleSchema.safeParse(value.defaultPasswordRule);
    const gw = z.object({ PROFILE_ICON_COUNT: z.number() }).safeParse(value.gw);
    return {
      defaultPasswordRule: rule.success ? rule.data : null,
      profileIconCount: gw.success ? gw.data.PROFILE_ICON_COUNT : null,
    };
  });

/** GET the site settings (cached 3 minutes, as the host reads them): the password rule and PROFILE_ICON_COUNT. */
export const getSecuritySettings = defineEndpoint<SecuritySettings>({
  id: 'member-centre.siteSettings',
  ...PATHS.siteSettings,
  schema: SettingsSchema,
});
