import type { EndpointRoute } from '@wl/api-client';

/**
 * The chat room's and the customer service's backend calls (spec/shell.md §7 named actions whose paths are "not
 * shown": ours, docs/endpoints.md "Site pages"). One table, so a merchant whose backend differs remaps it here.
 */
export const CHAT_CS_PATHS = {
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
