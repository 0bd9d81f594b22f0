import type { HttpMethod } from '@wl/api-client';

/** Every backend call of the shell, in one table: a merchant whose backend differs remaps paths here. */
export const HOST_PATHS = {
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  settings: { method: 'GET', path: '/wps/system/settings/consolidated' },
  // Encrypted calls (spec/shell.md §7), sent as envelopes (docs/encryption.md).
  login: { method: 'POST', path: '/wps/session/login', encrypted: true },
  loginVerification: { method: 'POST', path: '/wps/session/login/verification', encrypted: true },
  changePassword: { method: 'POST', path: '/wps/member/password', encrypted: true },
  setPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', encrypted: true },
  register: { method: 'PUT', path: '/wps/member/register', encrypted: true },
  registerByMobile: { method: 'PUT', path: '/wps/member/register/mobile', encrypted: true },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance' },
} as const satisfies Record<string, { method: HttpMethod; path: string; encrypted?: boolean }>;
