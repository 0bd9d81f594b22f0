import { z } from 'zod';
import { CACHE_LIFETIME_MS } from './constants';
import { defineEndpoint, type Endpoint, type EndpointRoute } from './endpoint';

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

/** Where the member's VIP rank progress is read ("rank progress", spec/shell.md §7; auth). */
export const RANK_PROGRESS_ROUTE = {
  method: 'GET',
  path: '/wps/member/rank/progress',
} as const satisfies EndpointRoute;

/**
 * The rank-progress endpoint on a side's route: the account bar (host) and the member centre's overview read the same
 * answer with the same schema, declared here once; each side lists the route in its `api/paths.ts` (a merchant remaps
 * it there) and makes its endpoint with this, so the side's table stays with the code that reads it.
 *
 * @param id - the endpoint's id, `<side>.rankProgress`
 * @param route - the side's route, normally {@link RANK_PROGRESS_ROUTE}
 */
export function rankProgressEndpoint(id: string, route: EndpointRoute): Endpoint<RankProgress> {
  return defineEndpoint<RankProgress>({ id, ...route, schema: RankProgressSchema });
}
