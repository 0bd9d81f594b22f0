import {
  CACHE_LIFETIME_MS,
  CAPTCHA_REFRESH_INTERVAL_MS,
  GEETEST_REGISTER_INTERVAL_MS,
  RANK_PROGRESS_ROUTE,
  SITE_SETTINGS_ROUTE,
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
  settings: SITE_SETTINGS_ROUTE,
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
  // Site pages (help centre, download page, line speed test, feedback, SEO). The spec gives the help centre and the
  // domain route list (spec/shell.md §7); the download setting, feedback and SEO paths are ours (docs/endpoints.md
  // "Site pages").
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter' },
  // "Download setting (cached)" (spec/shell.md §7): the client's session-storage cache, 3 minutes, per language.
  downloadSetting: { method: 'GET', path: '/wps/system/setting/download', cacheMs: CACHE_LIFETIME_MS },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
  // Sent to each candidate domain (domain routing), not to the site's own backend: see features/domain-routing.
  ping: { method: 'GET', path: '/wps/system/test/ping' },
  feedback: { method: 'POST', path: '/wps/feedback' },
  // "SEO per route" (spec/products.md §7, path not shown): ours, docs/endpoints.md "Site pages".
  seo: { method: 'GET', path: '/wps/system/seo' },
  // The account bar. The spec gives consolidated funds and the member icon (spec/shell.md §7); the unread count and the
  // inbox list are named actions without paths: ours (docs/endpoints.md "Site pages"). Rank progress is the path the
  // member centre uses too.
  consolidatedFunds: { method: 'GET', path: '/wps/member/info/funds/consolidated' },
  // "Player avatar" (spec/shell.md §7, a named action) is the spec's GET /wps/member/info/icon.
  playerAvatar: { method: 'GET', path: '/wps/member/info/icon' },
  unreadMessages: { method: 'GET', path: '/wps/member/message/v2/unread' },
  inboxList: { method: 'GET', path: '/wps/member/message/v2' },
  rankProgress: RANK_PROGRESS_ROUTE,
  // The chat room and customer service (spec/shell.md §7 named actions whose paths are "not shown": ours,
  // docs/endpoints.md "Site pages").
  // "save member info by auth key": stores the member's info under a one-time key the chat provider redeems.
  chatAuthKey: { method: 'POST', path: '/wps/member/info/authKey' },
  // "launch chat": the chat room link, personalised by the auth key when one is given.
  chatLaunch: { method: 'GET', path: '/wps/chat/launch' },
  // The third-party token encoding step (spec/shell.md §4 "Chat"): the member's session encoded for the provider.
  chatToken: { method: 'POST', path: '/wps/chat/token' },
  // "chat unread count".
  chatUnread: { method: 'GET', path: '/wps/chat/unread' },
  // "group permission": whether the member's group may use the chat room.
  chatPermission: { method: 'GET', path: '/wps/chat/permission' },
  // The customer-service token of the provider types that need one (spec/shell.md §4 "Customer service").
  csToken: { method: 'GET', path: '/wps/cs/token' },
  // "customer-service script fetch": extra link parameters per provider, read from `value.scripts`.
  csScripts: { method: 'GET', path: '/wps/cs/scripts' },
} as const satisfies Record<string, EndpointRoute>;
