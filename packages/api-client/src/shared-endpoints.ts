import { z } from 'zod';
import { CACHE_LIFETIME_MS } from './constants';
import { defineEndpoint, type EndpointRoute } from './endpoint';

/**
 * GET the site's consolidated settings (spec/shell.md §3, §7), declared once for every side: the host reads them at
 * start and each area that needs a part of them lists this route in its `api/paths.ts` with a schema of the fields it
 * reads. Cached 3 minutes (CACHE_LIFETIME_MS) in session storage, so the areas' reads share the host's answer.
 */
export const SITE_SETTINGS_ROUTE = {
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  cacheMs: CACHE_LIFETIME_MS,
} as const satisfies EndpointRoute;

const RankProgressSchema = z.object({
  completedConditions: z.number(),
  totalExpectedConditions: z.number(),
  labelId: z.number().nullable(),
});

/** VIP rank progress (spec/shell.md §3: completedConditions, totalExpectedConditions, labelId). */
export type RankProgress = z.infer<typeof RankProgressSchema>;

/**
 * GET the member's VIP rank progress ("rank progress", spec/shell.md §7; auth): the account bar (host) and the member
 * centre's overview read the same answer, so it is declared here once.
 */
export const getRankProgress = defineEndpoint<RankProgress>({
  id: 'member.rankProgress',
  method: 'GET',
  path: '/wps/member/rank/progress',
  schema: RankProgressSchema,
});
