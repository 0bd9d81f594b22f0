import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/**
 * Tells the server the member's language (spec/shell.md §7 PUT /wps/member/language), so its messages follow the
 * site. Best effort: the page has switched already, so a failure is not shown.
 */
export const updateMemberLanguage = defineEndpoint({
  id: 'host.memberLanguage',
  ...HOST_PATHS.memberLanguage,
  alerts: false,
  schema: z.unknown(),
});
