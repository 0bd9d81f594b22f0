/** The whitelabel flag of the chat room (a sandbox name: the spec mentions the chat feature without naming it). */
export const CHAT_FLAG = 'CHAT3';

/** Chat window limits (spec/shell.md §4, §9). */
export const CHAT_MIN_WIDTH = 200;
export const CHAT_MIN_HEIGHT = 280;
export const CHAT_MAX_WIDTH = 480;

/** The window's first size and its distance from the viewport's edges when first placed (ours). */
export const CHAT_DEFAULT_WIDTH = 360;
export const CHAT_DEFAULT_HEIGHT = 480;
export const CHAT_EDGE_MARGIN = 16;

/** Unread counts above this show dots (spec/shell.md §4, §9). */
export const CHAT_UNREAD_MAX = 99;
export const CHAT_UNREAD_DOTS = '...';

/** Chat sync retries after load (spec/shell.md §4): waits, from load, of the second and third tries. */
export const CHAT_SYNC_RETRY_MS = [1000, 3000] as const;

/** Agent type refused the chat room (spec/shell.md §6). */
export const CHAT_REFUSED_AGENT_TYPE = 4;

/** Message keys (spec/shell.md §8). */
export const CHAT_MESSAGES = {
  loginRequired: 'in_sorry_in',
  refused: 'in_please_information',
} as const;

/** What the site posts to the chat room page after the third-party encoding step. */
export const CHAT_MESSAGE_SOURCE = 'wl-chat';
