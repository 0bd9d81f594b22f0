import { applyRemoteOverrides, REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDE_STORAGE_KEY } from './remote-override';

const MAP = {
  lottery: { version: '2.0.0', entry: '/remotes/lottery/2.0.0/mf-manifest.json' },
  promotions: { version: '1.0.0', entry: '/remotes/promotions/1.0.0/mf-manifest.json' },
};
const storage = (value: string | null = null) => ({
  get: (key: string) => (key === REMOTE_OVERRIDE_STORAGE_KEY ? value : null),
});
const apply = (search: string, stored: string | null = null, allowed = true) =>
  applyRemoteOverrides(MAP, { allowed, search, storage: storage(stored) });

describe('per-browser remote override', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('points a remote at another published version when the merchant allows it; the query wins over storage', () => {
    const map = apply(`?${REMOTE_OVERRIDE_PARAM}=lottery@1.0.0`, 'lottery@1.5.0, promotions@0.9.0-rc.1');
    expect(map.lottery).toEqual({ version: '1.0.0', entry: '/remotes/lottery/1.0.0/mf-manifest.json' });
    expect(map.promotions).toEqual({
      version: '0.9.0-rc.1',
      entry: '/remotes/promotions/0.9.0-rc.1/mf-manifest.json',
    });
    expect(MAP.lottery.version).toBe('2.0.0');
  });

  it('accepts only remote@version of this site: never a URL, a path or a remote the map lacks', () => {
    for (const value of [
      'lottery@http://evil.example/x.json',
      'lottery@1.0.0/../../x',
      'lottery@../1.0.0',
      'points-mall@1.0.0',
      'lottery',
    ])
      expect(apply(`?${REMOTE_OVERRIDE_PARAM}=${encodeURIComponent(value)}`)).toBe(MAP);
  });

  it('changes nothing when the merchant does not allow it, and says so on the console', () => {
    expect(apply(`?${REMOTE_OVERRIDE_PARAM}=lottery@1.0.0`, null, false)).toBe(MAP);
    expect(console.warn).toHaveBeenCalledWith('[remotes] remote overrides are off for this merchant');
    expect(apply('')).toBe(MAP);
  });
});
