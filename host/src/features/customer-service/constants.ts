/** Customer-service pop-up size (spec/shell.md §9: 440x750). */
export const CS_POPUP_WIDTH = 440;
export const CS_POPUP_HEIGHT = 750;

/** The pop-up's window name: a second click reuses the one window. */
export const CS_WINDOW_NAME = 'wl-customer-service';

/** Types whose link gets the member's account as a query parameter when logged in (spec/shell.md §4; our choice). */
export const CS_TYPES_WITH_ACCOUNT: readonly string[] = ['LIVECHAT', 'COMM100', 'COMM100VIP'];

/** The query parameter carrying the account. */
export const CS_ACCOUNT_PARAM = 'account';

/** Types whose link needs a provider token first (spec/shell.md §4 "a failed token fetch"; our choice). */
export const CS_TYPES_WITH_TOKEN: readonly string[] = ['TX-CHAT', 'AICAN', 'MIDUOKE'];

/** The query parameter carrying the provider token. */
export const CS_TOKEN_PARAM = 'token';

/** Prefix of an obfuscated path (docs/customer-service.md). */
export const CS_PATH_PREFIX = 'wlcs1:';

/** Message keys (spec/shell.md §8), and the shell's notice when no entry applies. */
export const CS_MESSAGES = {
  popupBlocked: 'popup_blocked',
  notConfigured: 'cs_not_configured',
} as const;
