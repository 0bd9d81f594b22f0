import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Binding one two-factor method: the member's email (E), mobile number (S) or an authenticator code (G). */
export interface TwoFactorBindBody {
  method: string;
  email?: string;
  mobileNum?: string;
  authCode?: string;
}

/** POST a two-factor binding (auth). Failures show on the form. */
export const bindTwoFactor = defineEndpoint<null>({
  id: 'member-centre.twoFactorBind',
  ...PATHS.twoFactorBind,
  schema: z.null(),
  alerts: false,
});

/** DELETE a two-factor binding (auth; pathParams.method). */
export const unbindTwoFactor = defineEndpoint<null>({
  id: 'member-centre.twoFactorUnbind',
  ...PATHS.twoFactorUnbind,
  schema: z.null(),
});
