import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const RankProgressSchema = z.object({
  completedConditions: z.number(),
  totalExpectedConditions: z.number(),
  labelId: z.number().nullable(),
});

/** VIP rank progress (spec/shell.md §3: completedConditions, totalExpectedConditions, labelId). */
export type RankProgress = z.infer<typeof RankProgressSchema>;

/** GET the member's VIP rank progress ("rank progress", spec/shell.md §7; auth). */
export const getRankProgress = defineEndpoint<RankProgress>({
  id: 'host.rankProgress',
  ...HOST_PATHS.rankProgress,
  schema: RankProgressSchema,
});
