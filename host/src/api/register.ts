import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** The affiliate check (`code`, `domain`); failures reject silently (spec/shell.md §8): the form decides. */
export const checkAffiliate = defineEndpoint({
  id: 'host.affiliateCheck',
  ...HOST_PATHS.affiliateCheck,
  schema: z.object({ valid: z.boolean().nullish(), agent: z.string().nullish() }).nullish(),
});

const RegisterValueSchema = z.object({
  customerName: z.string().min(1),
  profile: z.object({ mobileNo: z.string().nullish() }).nullish(),
});

/** What a registration answers: the new account's name (the site then logs in with it). */
export type RegisterValue = z.infer<typeof RegisterValueSchema>;

/** The fields every registration carries (docs/endpoints.md "Access"). */
interface RegisterCommon {
  registerMethod: 'WEB';
  registerUrl: string;
  domain: string;
  deviceId: string;
  login: true;
  affiliateCode?: string;
  referralCode?: string;
  /** A social sign-in registering its own account (bind dialog, MANUALREG3). */
  firebaseChannel?: string;
  firebaseIdToken?: string;
  /** Captcha result fields ride along. */
  [extra: string]: unknown;
}

/** Registration by username (encrypted): the common fields plus every enabled field by its payload name. */
export interface RegisterBody extends RegisterCommon {
  username: string;
  password: string;
  confirmPassword: string;
  tid?: string;
}

/** Registration by phone (encrypted); `defaultPassword` true when no password field was offered. */
export interface RegisterMobileBody extends RegisterCommon {
  mobileNo: string;
  password: string;
  confirmPassword: string;
  defaultPassword: boolean;
  verificationCode?: string;
}

/** Register by username (PUT /wps/member/register). Failures are shown by the form. */
export const registerByUsername = defineEndpoint({
  id: 'host.register',
  ...HOST_PATHS.register,
  alerts: false,
  schema: RegisterValueSchema,
});

/** Register by phone (PUT /wps/member/register/mobile). Failures are shown by the form. */
export const registerByMobile = defineEndpoint({
  id: 'host.registerByMobile',
  ...HOST_PATHS.registerByMobile,
  alerts: false,
  schema: RegisterValueSchema,
});

/** Send the registration SMS code (`mobileNo`, captcha result). Failures show the server message (§8). */
export const sendRegisterSmsCode = defineEndpoint({
  id: 'host.smsRegister',
  ...HOST_PATHS.smsRegister,
  alerts: false,
  schema: z.object({ expirationTime: z.number().nullish() }).nullish(),
});
