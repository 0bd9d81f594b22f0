import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const InboxMessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  sendTime: z.number(),
  read: z.boolean(),
  content: z.string(),
});

/** A message with its text. */
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** GET one message (pathParams.id): answers it with its content and marks it read (auth). */
export const readInboxMessage = defineEndpoint<InboxMessage>({
  id: 'member-centre.inboxMessage',
  ...PATHS.inboxMessage,
  schema: InboxMessageSchema,
  alerts: false,
});

/** DELETE one message (pathParams.id); answers the unread count left (auth). */
export const deleteInboxMessage = defineEndpoint<{ unread: number }>({
  id: 'member-centre.inboxDelete',
  ...PATHS.inboxDelete,
  schema: z.object({ unread: z.number() }),
});
