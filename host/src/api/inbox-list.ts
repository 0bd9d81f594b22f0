import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const InboxMessageSchema = z.object({
  id: z.number(),
  title: z.string().nullish(),
  sendTime: z.number(),
  read: z.boolean(),
});

const InboxPageSchema = z.object({
  content: z.array(InboxMessageSchema),
  totalElements: z.number(),
});

/** One page of the inbox list. */
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** The inbox list query (docs/endpoints.md "Account bar"): times are epoch ms, both ends included. */
export interface InboxListQuery {
  page: number;
  size: number;
  sort: 'sendTime,desc' | 'sendTime,asc';
  read?: boolean;
  startTime?: number;
  endTime?: number;
}

/** GET a page of the member's inbox ("inbox list", spec/shell.md §7; auth). */
export const getInboxList = defineEndpoint<InboxPage>({
  id: 'host.inboxList',
  ...HOST_PATHS.inboxList,
  schema: InboxPageSchema,
});
