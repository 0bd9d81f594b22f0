import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** Body of the login SMS-code request (spec/shell.md §3): the number, its dialling code, the captcha result. */
export interface SmsNoLoginBody {
  mobileNum: string;
  countryDialingCode?: string;
  [captchaResult: string]: unknown;
}

/** Send a login code by SMS (mobile-code login and the two-factor sms tab). Failures show the server message. */
export const sendLoginSmsCode = defineEndpoint({
  id: 'host.smsNoLogin',
  ...HOST_PATHS.smsNoLogin,
  alerts: false,
  schema: z.object({
    expiredMinutes: z.number().nullish(),
    expirationTime: z.number().nullish(),
  }),
});
