import type { HttpMethod } from '@wl/api-client';

/**
 * Every endpoint of the points-mall area: method and path (docs/endpoints.md, "points-mall"; all need a session).
 * A merchant whose backend uses other paths changes this table only.
 */
export const PATHS = {
  pointBalance: { method: 'GET', path: '/wps/points/balance' },
  rewardTypes: { method: 'GET', path: '/wps/points/reward-types' },
  rewards: { method: 'GET', path: '/wps/points/rewards' },
  // Encrypted (spec/products.md §7: postRedeemPoint, postConvertPoint); used by the redeem and conversion screens.
  redeem: { method: 'POST', path: '/wps/points/redeem', encrypted: true },
  convert: { method: 'POST', path: '/wps/points/convert', encrypted: true },
} as const satisfies Record<string, { method: HttpMethod; path: string; encrypted?: boolean }>;
