import { flagsOn } from './index';

describe('flagsOn (the flag tree rule of the host and the site server)', () => {
  it('is on only when the node and every ancestor are enabled; missing is off', () => {
    const on = flagsOn([
      {
        modId: 'A',
        enabled: 1,
        childrenNodes: [
          { modId: 'B', enabled: true },
          { modId: 'C', enabled: 0 },
        ],
      },
      { modId: 'D', enabled: false, childrenNodes: [{ modId: 'E', enabled: 1, childrenNodes: null }] },
    ]);
    expect([...on].sort()).toEqual(['A', 'B']);
    expect(flagsOn(null).size).toBe(0);
  });
});
