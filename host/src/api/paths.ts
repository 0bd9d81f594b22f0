import type { HttpMethod } from '@wl/api-client';

/** Every backend call of the shell, in one table: a merchant whose backend differs remaps paths here. */
export const HOST_PATHS = {
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  settings: { method: 'GET', path: '/wps/system/settings/consolidated' },
  login: { method: 'POST', path: '/wps/session/login' },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;
