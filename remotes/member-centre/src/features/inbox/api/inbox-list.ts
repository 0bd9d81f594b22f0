import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const InboxItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  sendTime: z.number(),
  read: z.boolean(),
});

/** One message of the inbox list. */
export type InboxItem = z.infer<typeof InboxItemSchema>;

/** The inbox list's query (docs/endpoints.md). */
export interface InboxListQuery {
  page: number;
  size: number;
  sort: 'sendTime,desc' | 'sendTime,asc';
}

/** GET a page of the inbox (auth). */
export const getInboxList = defineEndpoint<{ content: InboxItem[]; totalElements: number }>({
  id: 'member-centre.inboxList',
  ...PATHS.inboxList,
  schema: z.object({ content: z.array(InboxItemSchema), totalElements: z.number() }),
});
