import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const SecurityConfigSchema = z.object({
  paymentPasswordEnabled: z.boolean(),
  paymentPasswordSet: z.boolean(),
  /** The two-factor methods the member may bind (E email, G authenticator, S sms) and whether each is bound. */
  twoFactor: z.array(z.object({ method: z.string(), bound: z.boolean() })),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
});

/** What the security centre may offer the member. */
export type SecurityConfig = z.infer<typeof SecurityConfigSchema>;

/** GET /wps/v2/member/securityConfig (spec/shell.md §7) (auth). */
export const getSecurityConfig = defineEndpoint<SecurityConfig>({
  id: 'member-centre.securityConfig',
  ...PATHS.securityConfig,
  schema: SecurityConfigSchema,
});
