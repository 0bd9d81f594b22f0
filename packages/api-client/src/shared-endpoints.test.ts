import { CACHE_LIFETIME_MS } from './constants';
import { getRankProgress, SITE_SETTINGS_ROUTE } from './shared-endpoints';

describe('shared endpoints', () => {
  it('declares the consolidated settings read once, cached as the spec caches settings', () => {
    expect(SITE_SETTINGS_ROUTE).toEqual({
      method: 'GET',
      path: '/wps/system/settings/consolidated',
      cacheMs: CACHE_LIFETIME_MS,
    });
  });

  it('parses rank progress, with a label or none', () => {
    const value = { completedConditions: 2, totalExpectedConditions: 5, labelId: null };
    expect(getRankProgress.schema.parse(value)).toEqual(value);
    expect(getRankProgress.schema.safeParse({ ...value, labelId: 'VIP1' }).success).toBe(false);
  });
});
