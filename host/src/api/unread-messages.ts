import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const UnreadMessagesSchema = z.object({ unread: z.number() });

/** GET the member's unread message count ("unread message v2", spec/shell.md §7; auth). */
export const getUnreadMessages = defineEndpoint<z.infer<typeof UnreadMessagesSchema>>({
  id: 'host.unreadMessages',
  ...HOST_PATHS.unreadMessages,
  schema: UnreadMessagesSchema,
});
