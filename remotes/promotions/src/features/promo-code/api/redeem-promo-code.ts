import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * `POST /wps/promotion/promo-code` (auth, *chosen*) `{ promoCode }`: redeem a promo code; its promotion is claimed
 * (PENDING). Errors: `promo.code.required`, `promo.code.invalid`, `promo.code.expired`, `promo.code.used`,
 * `promo.code.disabled`, `promo.code.real.account`.
 */
export const redeemPromoCodeEndpoint = defineEndpoint({
  id: 'promotions.redeemPromoCode',
  ...PATHS.redeemPromoCode,
  schema: z.object({ promotionId: z.number(), status: z.string() }),
});
