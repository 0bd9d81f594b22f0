import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/**
 * The image captcha (spec/shell.md §3, §7): a base64 PNG without the `data:` prefix. The path table throttles it to
 * one request per second (§9); calls inside that second share the last image.
 */
export const getCaptchaImage = defineEndpoint({
  id: 'host.captchaImage',
  ...HOST_PATHS.captchaImage,
  schema: z.string().min(1),
});

const GeetestRegisterSchema = z.object({
  gt: z.string().min(1),
  challenge: z.string().min(1),
  newCaptcha: z.boolean().nullish(),
  success: z.union([z.number(), z.boolean()]).nullish(),
});

/** The geetest v3 registration answer: what `initGeetest` is started with. */
export type GeetestRegistration = z.infer<typeof GeetestRegisterSchema>;

/** Geetest v3 registration (`t` = the current time); limited to one per 250 ms (§9). */
export const registerGeetest = defineEndpoint({
  id: 'host.geetestRegister',
  ...HOST_PATHS.geetestRegister,
  schema: GeetestRegisterSchema,
});
