import {
  CACHE_LIFETIME_MS,
  CAPTCHA_REFRESH_INTERVAL_MS,
  GEETEST_REGISTER_INTERVAL_MS,
  type EndpointRoute,
} from '@wl/api-client';

/**
 * Every backend call of the shell, in one table: a merchant whose backend differs remaps paths here, and the spec's
 * per-call rules (encryption, cache, throttles, silence) are attached here. Entries used by screens still to come
 * (registration, captcha, passwords) are listed so their rules live in one place from the start.
 */
export const HOST_PATHS = {
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  // "Many settings are cached in session storage" (spec/shell.md §7).
  settings: { method: 'GET', path: '/wps/system/settings/consolidated', cacheMs: CACHE_LIFETIME_MS },
  country: { method: 'GET', path: '/wps/system/country', cacheMs: CACHE_LIFETIME_MS },
  // Encrypted calls (spec/shell.md §7), sent as envelopes (docs/encryption.md).
  login: { method: 'POST', path: '/wps/session/login', encrypted: true },
  loginVerification: { method: 'POST', path: '/wps/session/login/verification', encrypted: true },
  changePassword: { method: 'POST', path: '/wps/member/password', encrypted: true },
  setPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', encrypted: true },
  register: { method: 'PUT', path: '/wps/member/register', encrypted: true },
  registerByMobile: { method: 'PUT', path: '/wps/member/register/mobile', encrypted: true },
  // Throttled (spec/shell.md §9): calls inside the interval share the last answer.
  captchaImage: { method: 'GET', path: '/wps/captcha', minIntervalMs: CAPTCHA_REFRESH_INTERVAL_MS },
  geetestRegister: {
    method: 'GET',
    path: '/wps/captcha/geetest',
    minIntervalMs: GEETEST_REGISTER_INTERVAL_MS,
  },
  // "Affiliate endpoint: failures reject silently" (spec/shell.md §8).
  affiliateCheck: { method: 'GET', path: '/wps/agent/affiliate', silent: true },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  // Login side (docs/endpoints.md "Access"): free play, the first-login action, the login SMS code.
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay' },
  firstLogin: { method: 'POST', path: '/wps/member/firstLogin' },
  smsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin' },
  // Social sign-in (docs/endpoints.md "Access"): failures are shown by the social buttons and the bind dialog.
  loginFirebase: { method: 'POST', path: '/wps/session/login/firebase' },
  loginTelegram: { method: 'POST', path: '/wps/session/login/telegram' },
  telegramSetting: { method: 'GET', path: '/wps/system/setting/telegram' },
  registerAutoUsername: { method: 'PUT', path: '/wps/member/register/autoUsername' },
  // Registration and forgotten passwords (docs/endpoints.md "Access").
  registerConfig: { method: 'GET', path: '/wps/system/setting/register' },
  smsRegister: { method: 'POST', path: '/wps/verification/sms/register' },
  forgotPasswordEmail: { method: 'POST', path: '/wps/member/password/email' },
  forgotPasswordSms: { method: 'POST', path: '/wps/member/password/sms' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance' },
  // The site frame (spec/shell.md §4, §7): the visitor's IP on the maintenance page, the member's language.
  location: { method: 'GET', path: '/wps/system/location' },
  memberLanguage: { method: 'PUT', path: '/wps/member/language' },
} as const satisfies Record<string, EndpointRoute>;
