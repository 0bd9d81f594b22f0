import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { SITE_PAGES_PATHS } from '../../../api/site-pages-paths';

const DomainSpeedSchema = z.object({
  domainName: z.string(),
  speed: z.number().nullish(),
});

/** A domain speed entry (spec/shell.md §3: domainName, speed). */
export type DomainSpeed = z.infer<typeof DomainSpeedSchema>;

/** The server's domain route list: the site's alternate addresses (spec/shell.md §7). */
export const getDomainRoute = defineEndpoint({
  id: 'host.domainRoute',
  ...SITE_PAGES_PATHS.domainRoute,
  schema: z.array(DomainSpeedSchema),
});
