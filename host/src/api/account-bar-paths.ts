import type { EndpointRoute } from '@wl/api-client';

/**
 * The account bar's backend calls, in one table beside the shell's HOST_PATHS. The spec gives consolidated funds and
 * the member icon (spec/shell.md §7); the unread count and the inbox list are named actions without paths: ours,
 * docs/endpoints.md "Account bar". Rank progress is the path the member centre already uses.
 */
export const ACCOUNT_BAR_PATHS = {
  consolidatedFunds: { method: 'GET', path: '/wps/member/info/funds/consolidated' },
  // "Player avatar" (spec/shell.md §7, a named action) is the spec's GET /wps/member/info/icon.
  playerAvatar: { method: 'GET', path: '/wps/member/info/icon' },
  unreadMessages: { method: 'GET', path: '/wps/member/message/v2/unread' },
  inboxList: { method: 'GET', path: '/wps/member/message/v2' },
  rankProgress: { method: 'GET', path: '/wps/member/rank/progress' },
} as const satisfies Record<string, EndpointRoute>;
