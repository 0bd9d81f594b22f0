import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const RankProgressSchema = z.object({
  completedConditions: z.number(),
  totalExpectedConditions: z.number(),
  labelId: z.number().nullable(),
});

/** VIP rank progress (spec/shell.md §3). */
export type RankProgress = z.infer<typeof RankProgressSchema>;

/** GET the member's VIP rank progress (auth). */
export const getRankProgress = defineEndpoint<RankProgress>({
  id: 'member-centre.rankProgress',
  ...PATHS.rankProgress,
  schema: RankProgressSchema,
});
