import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/**
 * The visitor's location (spec/shell.md §7 GET /wps/system/location): the maintenance and access-denied notices show
 * its `ip`. Silent: the notice stays useful without it.
 */
export const getLocation = defineEndpoint({
  id: 'host.location',
  ...HOST_PATHS.location,
  alerts: false,
  schema: z.object({ ip: z.string() }),
});
