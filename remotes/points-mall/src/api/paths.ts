import type { EndpointRoute } from '@wl/api-client';

/**
 * Every endpoint of the points-mall area: method and path (docs/endpoints.md, "points-mall"; all need a session).
 * A merchant whose backend uses other paths changes this table only.
 */
export const PATHS = {
  pointBalance: { method: 'GET', path: '/wps/points/balance' },
  // refreshPointBalance: the user card's refresh button asks the server to recount.
  refreshPointBalance: { method: 'POST', path: '/wps/points/balance/refresh' },
  pointConfig: { method: 'GET', path: '/wps/points/config' },
  redeemRecords: { method: 'GET', path: '/wps/points/redeem-records' },
  transactions: { method: 'GET', path: '/wps/points/transactions' },
  rewardTypes: { method: 'GET', path: '/wps/points/reward-types' },
  // Point reward errors are silenced (spec/shell.md §8): the mall shows its own retry, never a dialog.
  rewards: { method: 'GET', path: '/wps/points/rewards', silent: true },
  // Encrypted (spec/products.md §7: postRedeemPoint, postConvertPoint).
  redeem: { method: 'POST', path: '/wps/points/redeem', encrypted: true },
  convert: { method: 'POST', path: '/wps/points/convert', encrypted: true },
} as const satisfies Record<string, EndpointRoute>;
