import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { REWARD_GROUP_SIZE, REWARD_GROUP_SIZE_FILTERED, REWARDS_PAGE_SIZE } from '../../../constants';
import type { Reward } from '../../../api/rewards';
import { hasPointMoneyPrice, isSoldOut, mainImageOf } from '../../../lib/rewards';
import { ALL_TYPES, PointsMallStore, rewardTypeName } from './points-mall-store';

const { sandbox, server } = setupSandboxServer();

function loggedIn(account = 'player01') {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id: 10001, account, type: 0 });
  return { fake, store: new PointsMallStore(fake.shell) };
}

const reward = (extra: Partial<Reward>): Reward => ({
  id: 1,
  name: 'R',
  type: 1,
  price: '100',
  mpPointAmount: null,
  mpMoneyAmount: null,
  displayPointMoneyAmt: 'N',
  inventory: 1,
  adjustedCount: 0,
  description: null,
  imageLink: '/link.svg',
  merchandiseImages: [],
  ...extra,
});

describe('PointsMallStore', () => {
  it('loads the balance, the reward types and every reward (size 1000)', async () => {
    let rewardsQuery: Record<string, string> | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/points/rewards'))
        rewardsQuery = Object.fromEntries(new URL(request.url).searchParams);
    });
    const { store } = loggedIn();
    await store.fetch();
    server.events.removeAllListeners();
    expect(store.availablePoint).toBe('12800');
    expect(store.rewardTypes).toHaveLength(4);
    expect(store.rewards).toHaveLength(14);
    expect(rewardsQuery).toEqual({ page: '1', size: String(REWARDS_PAGE_SIZE) });
    expect(REWARDS_PAGE_SIZE).toBe(1000);
  });

  it('groups by reward type: 3 each, show more, 7 when filtered', async () => {
    const { store } = loggedIn();
    await store.fetch();
    expect(REWARD_GROUP_SIZE).toBe(3);
    expect(REWARD_GROUP_SIZE_FILTERED).toBe(7);
    expect(store.groups.map((g) => [g.type.typeId, g.rewards.length, g.visible.length, g.foldable])).toEqual([
      [1, 8, 3, true],
      [2, 3, 3, false],
      [3, 2, 2, false],
      [4, 1, 1, false],
    ]);
    store.toggleGroup(1);
    expect(store.groups[0]).toMatchObject({ expanded: true });
    expect(store.groups[0]!.visible).toHaveLength(8);
    store.toggleGroup(1);
    expect(store.groups[0]!.visible).toHaveLength(3);

    store.selectType(1);
    expect(store.groups).toHaveLength(1);
    expect(store.groups[0]!.visible).toHaveLength(7);
    expect(store.groups[0]!.foldable).toBe(true);
    store.toggleGroup(1);
    expect(store.groups[0]!.visible).toHaveLength(8);
    store.selectType(2);
    expect(store.groups.map((g) => g.type.typeId)).toEqual([2]);
    expect(store.groups[0]!.foldable).toBe(false);
    store.selectType(ALL_TYPES);
    expect(store.groups).toHaveLength(4);
    expect(store.groups[0]!.expanded).toBe(false); // a new filter folds the groups again
  });

  it('knows the main image, the points-plus-money price and sold out', () => {
    expect(
      mainImageOf(
        reward({
          merchandiseImages: [
            { type: 'S', imageUrl: '/s.svg' },
            { type: 'M', imageUrl: '/m.svg' },
          ],
        }),
      ),
    ).toBe('/m.svg');
    expect(mainImageOf(reward({ merchandiseImages: [{ type: 'S', imageUrl: '/s.svg' }] }))).toBe('/link.svg');
    expect(mainImageOf(reward({ imageLink: null }))).toBeNull();
    expect(
      hasPointMoneyPrice(reward({ displayPointMoneyAmt: 'Y', mpPointAmount: '60', mpMoneyAmount: '9.5' })),
    ).toBe(true);
    expect(hasPointMoneyPrice(reward({ displayPointMoneyAmt: 'N', mpMoneyAmount: '9.5' }))).toBe(false);
    expect(isSoldOut(reward({ inventory: 0 }))).toBe(true);
    expect(isSoldOut(reward({ inventory: 3 }))).toBe(false);
  });

  it('names reward types in the language, from i18nStr, else the Chinese name or the name', () => {
    const type = { typeId: 1, name: 'Gifts', chineseName: '礼品', i18nStr: '{"JA":"ギフト"}' };
    expect(rewardTypeName(type, 'JA')).toBe('ギフト');
    expect(rewardTypeName(type, 'CN')).toBe('礼品');
    expect(rewardTypeName(type, 'EN')).toBe('Gifts');
    expect(rewardTypeName({ ...type, i18nStr: 'not json' }, 'TW')).toBe('礼品');
  });

  it('says unauthorized on a 401 and without a session, and recovers after login', async () => {
    const fake = createFakeShell();
    const store = new PointsMallStore(fake.shell);
    await store.fetch();
    expect(store.unauthorized).toBe(true);

    fake.session.logIn('stale-token', { id: 10001, account: 'player01', type: 0 });
    await store.fetch();
    expect(store.balanceLoad.status).toBe('unauthorized');
    expect(store.unauthorized).toBe(true);

    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    await store.fetch();
    expect(store.unauthorized).toBe(false);
    expect(store.availablePoint).toBe('12800');
  });

  it('reports a failure with the server message and retries', async () => {
    server.use(
      http.get(
        '*/wps/points/rewards',
        () => HttpResponse.json({ success: false, errorCode: 'x', message: 'Mall closed' }),
        {
          once: true,
        },
      ),
    );
    const { store } = loggedIn();
    await store.fetch();
    expect(store.catalogLoad).toMatchObject({ status: 'error', error: 'Mall closed' });
    expect(store.balanceLoad.status).toBe('ready');
    await store.fetchCatalog();
    expect(store.catalogLoad.status).toBe('ready');
    expect(store.rewards).toHaveLength(14);
  });

  it('reads further pages when the server has more than one', async () => {
    server.use(
      http.get('*/wps/points/rewards', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          success: true,
          value: { content: [reward({ id: page, type: 1 })], totalPages: 3, page },
        });
      }),
    );
    const { store } = loggedIn();
    await store.fetch();
    expect(store.rewards.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
