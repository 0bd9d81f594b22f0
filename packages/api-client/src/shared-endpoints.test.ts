import { CACHE_LIFETIME_MS } from './constants';
import { RANK_PROGRESS_ROUTE, rankProgressEndpoint, SITE_SETTINGS_ROUTE } from './shared-endpoints';

describe('shared endpoints', () => {
  it('declares the consolidated settings read once, cached as the spec caches settings', () => {
    expect(SITE_SETTINGS_ROUTE).toEqual({
      method: 'GET',
      path: '/wps/system/settings/consolidated',
      cacheMs: CACHE_LIFETIME_MS,
    });
  });

  it("makes a side's rank-progress endpoint on its route, parsing progress with a label or none", () => {
    const getRankProgress = rankProgressEndpoint('host.rankProgress', RANK_PROGRESS_ROUTE);
    expect(getRankProgress).toMatchObject({
      id: 'host.rankProgress',
      method: 'GET',
      path: '/wps/member/rank/progress',
    });
    const value = { completedConditions: 2, totalExpectedConditions: 5, labelId: null };
    expect(getRankProgress.schema.parse(value)).toEqual(value);
    expect(getRankProgress.schema.safeParse({ ...value, labelId: 'VIP1' }).success).toBe(false);
  });
});
