import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const NoticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  startDate: z.number(),
});

/** One announcement (a player notice, spec/products.md §3): content is server HTML, shown sanitised. */
export type Announcement = z.infer<typeof NoticeSchema>;

/** GET the announcements ("announcements", spec/shell.md §7): the player notices of GET /wps/notice?types=PL. */
export const getAnnouncements = defineEndpoint<{ player: Announcement[] }>({
  id: 'member-centre.announcements',
  ...PATHS.announcements,
  schema: z.object({ player: z.array(NoticeSchema) }),
});
