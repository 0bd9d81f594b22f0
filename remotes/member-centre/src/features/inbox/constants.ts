// Constants of the message centre (messageV2).

/** Messages per page of the inbox and the announcements (spec/products.md §2: paged lists of 10). */
export const INBOX_PAGE_SIZE = 10;

/** Newest first, as the account bar's inbox check sorts (spec/shell.md §7: sort sendTime desc). */
export const INBOX_SORT = 'sendTime,desc';

/** The announcements are the player notices (spec/products.md §3 notice groups: player). */
export const ANNOUNCEMENT_TYPES = 'PL';

/** The whitelabel flag of the member centre's own inbox (spec/products.md §6 INBOX3): off, only announcements show. */
export const INBOX_FLAG = 'INBOX3';

/** Time format of a message. */
export const MESSAGE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The message centre's tabs. */
export type InboxTab = 'inbox' | 'announcements';
