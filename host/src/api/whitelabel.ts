import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

/** A node of the merchant's whitelabel flag tree (spec/shell.md §3). */
export interface FlagNode {
  modId: string;
  enabled: number | boolean;
  childrenNodes?: FlagNode[] | null;
}

const FlagNodeSchema: z.ZodType<FlagNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.union([z.number(), z.boolean()]),
    childrenNodes: z.array(FlagNodeSchema).nullish(),
  }),
);

/** The merchant's flag tree. */
export const getWhitelabel = defineEndpoint({
  id: 'host.whitelabel',
  ...HOST_PATHS.whitelabel,
  schema: z.array(FlagNodeSchema),
});
