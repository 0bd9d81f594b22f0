import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from '../../../api/paths';

/**
 * The ping of a candidate domain (spec/shell.md §7: GET /wps/system/test/ping, `speed`, "on candidate domains"). It is
 * sent to another origin, so not through the API client: see ping-probe.ts.
 */
export const pingDomain = defineEndpoint({
  id: 'host.domainPing',
  ...HOST_PATHS.ping,
  schema: z.object({ speed: z.number().nullish() }).nullish(),
});
