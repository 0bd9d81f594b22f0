import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const LimitSchema = z.object({
  current: z.string().nullable(),
  pending: z.string().nullable(),
  pendingFrom: z.number().nullable(),
  pendingRemoval: z.boolean(),
});

/** One self-set limit: what applies now, and a raise (or removal) waiting for its cooling-off period. */
export type Limit = z.infer<typeof LimitSchema>;

/** The member's limits as the server keeps them. */
export const LimitsSchema = z.object({
  deposit: LimitSchema,
  session: LimitSchema,
  depositRemaining: z.string().nullable(),
  coolingOffMs: z.number(),
});

/** The member's deposit and session limits. */
export type Limits = z.infer<typeof LimitsSchema>;

/** GET the member's self-set limits (auth). */
export const getLimits = defineEndpoint<Limits>({
  id: 'member-centre.limits',
  ...PATHS.limits,
  schema: LimitsSchema,
});
