import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const CsTokenSchema = z.object({ token: z.string().min(1) });

/**
 * GET the provider token of a customer-service entry (query `csType`; the Authorization header when logged in): a
 * one-use visitor ticket the provider's page reads from its `token` query parameter, never the site's session token.
 */
export const getCustomerServiceToken = defineEndpoint<z.infer<typeof CsTokenSchema>>({
  id: 'host.csToken',
  ...HOST_PATHS.csToken,
  schema: CsTokenSchema,
  silent: true,
});

const CsScriptsSchema = z.object({
  scripts: z
    .array(z.object({ csType: z.string(), params: z.record(z.string(), z.string()) }))
    .nullish()
    .transform((scripts) => scripts ?? []),
});

/** GET the customer-service scripts (spec/shell.md §4: read from `value.scripts`): extra link parameters per type. */
export const getCustomerServiceScripts = defineEndpoint<z.infer<typeof CsScriptsSchema>>({
  id: 'host.csScripts',
  ...HOST_PATHS.csScripts,
  schema: CsScriptsSchema,
  silent: true,
});
