import { FlagStore } from './flag-store';

describe('FlagStore', () => {
  const store = new FlagStore();
  store.setTree([
    {
      modId: 'MEMCEN3',
      enabled: 1,
      childrenNodes: [
        { modId: 'DEPOSIT', enabled: 1 },
        { modId: 'WITHDRAW', enabled: 0 },
      ],
    },
    { modId: 'PTSYS3', enabled: 0, childrenNodes: [{ modId: 'PAYMENTPASS3', enabled: 1 }] },
    { modId: 'FREEPLAY3', enabled: true },
  ]);

  it('is on only when the node and every ancestor are enabled', () => {
    expect(store.isOn('MEMCEN3')).toBe(true);
    expect(store.isOn('DEPOSIT')).toBe(true);
    expect(store.isOn('WITHDRAW')).toBe(false);
    expect(store.isOn('PAYMENTPASS3')).toBe(false); // parent off
    expect(store.isOn('FREEPLAY3')).toBe(true);
  });

  it('treats a flag missing from the tree as off', () => {
    expect(store.isOn('LOTTERY3')).toBe(false);
  });
});
