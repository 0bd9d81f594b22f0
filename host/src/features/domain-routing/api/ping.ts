import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { SITE_PAGES_PATHS } from '../../../api/site-pages-paths';

/**
 * The ping of a candidate domain (spec/shell.md §7: GET /wps/system/test/ping, `speed`, "on candidate domains"). It is
 * sent to another origin, so not through the API client: see ping-probe.ts.
 */
export const pingDomain = defineEndpoint({
  id: 'host.domainPing',
  ...SITE_PAGES_PATHS.ping,
  schema: z.object({ speed: z.number().nullish() }).nullish(),
});
