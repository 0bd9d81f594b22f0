import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** `GET /wps/promotion/promo-code/enable` (*chosen*, spec §7 "promo code enable"): does the merchant take codes. */
export const promoCodeEnableEndpoint = defineEndpoint({
  id: 'promotions.promoCodeEnable',
  ...PATHS.promoCodeEnable,
  // Only decides whether the form shows: a failure hides it rather than opening a dialog.
  silent: true,
  schema: z.object({ enabled: z.boolean() }),
});
