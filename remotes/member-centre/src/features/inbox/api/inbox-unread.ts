import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** GET the unread count ("unread message v2", spec/shell.md §7), the same call as the account bar's (auth). */
export const getInboxUnread = defineEndpoint<{ unread: number }>({
  id: 'member-centre.inboxUnread',
  ...PATHS.inboxUnread,
  schema: z.object({ unread: z.number() }),
});
