import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { ACCOUNT_BAR_PATHS } from './account-bar-paths';

const UnreadMessagesSchema = z.object({ unread: z.number() });

/** GET the member's unread message count ("unread message v2", spec/shell.md §7; auth). */
export const getUnreadMessages = defineEndpoint<z.infer<typeof UnreadMessagesSchema>>({
  id: 'host.unreadMessages',
  ...ACCOUNT_BAR_PATHS.unreadMessages,
  schema: UnreadMessagesSchema,
});
