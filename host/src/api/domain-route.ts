import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const DomainSpeedSchema = z.object({
  domainName: z.string(),
  speed: z.number().nullish(),
});

/** A domain speed entry (spec/shell.md §3: domainName, speed). */
export type DomainSpeed = z.infer<typeof DomainSpeedSchema>;

/** The server's domain route list: the site's alternate addresses (spec/shell.md §7). */
export const getDomainRoute = defineEndpoint({
  id: 'host.domainRoute',
  ...HOST_PATHS.domainRoute,
  schema: z.array(DomainSpeedSchema),
});
