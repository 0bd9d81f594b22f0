import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** The first-login action (spec/shell.md §4): called once after a login that answered firstTimeLogin. */
export const firstLogin = defineEndpoint({
  id: 'host.firstLogin',
  ...HOST_PATHS.firstLogin,
  // Best effort: the member is in either way, so a failure is logged, never shown.
  alerts: false,
  schema: z.unknown(),
});
