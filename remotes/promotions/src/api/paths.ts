import type { EndpointRoute } from '@wl/api-client';

/**
 * Every endpoint of the promotions area: method and path (docs/endpoints.md, "promotions").
 * A merchant whose backend uses other paths changes this table only.
 */
export const PATHS = {
  notice: { method: 'GET', path: '/wps/notice' },
  promotionCategories: { method: 'GET', path: '/wps/promotion/categories' },
  promotionList: { method: 'GET', path: '/wps/promotion/list' },
  availablePromotions: { method: 'GET', path: '/wps/promotion/available' },
  claimList: { method: 'GET', path: '/wps/promotion/claims' },
  raffleStatus: { method: 'GET', path: '/wps/promotion/raffle/status' },
  raffleClaim: { method: 'POST', path: '/wps/promotion/raffle/claim' },
  applyReward: { method: 'POST', path: '/wps/promotion/apply' },
  merchantAvailable: { method: 'GET', path: '/wps/promotion/merchant/available' },
  promoCodeEnable: { method: 'GET', path: '/wps/promotion/promo-code/enable' },
  redeemPromoCode: { method: 'POST', path: '/wps/promotion/promo-code' },
} as const satisfies Record<string, EndpointRoute>;
