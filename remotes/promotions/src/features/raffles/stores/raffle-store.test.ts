import { createFakeShell } from '@wl/shell-contract/testing';
import { serverRefusal } from '@wl/api-client/testing';
import { MemberPromotionsStore } from '../../../lib/member-promotions/member-promotions-store';
import { RaffleStore } from './raffle-store';

const KEY = 'wl.promotions.raffles.demo.player01';
const HOUR = 3_600_000;

function setup(statuses: Record<number, object | 'gone'>) {
  const fake = createFakeShell();
  fake.session.logIn('t', { id: 1, account: 'player01', type: 0 });
  const call = jest.spyOn(fake.shell.api, 'call').mockImplementation(async (endpoint, options) => {
    if (endpoint.id === 'promotions.raffleStatus') {
      const status = statuses[Number(options?.params?.raffleScheduleId)];
      if (status === 'gone') throw serverRefusal({ endpointId: endpoint.id, errorCode: 'raffle.not.found' });
      return status;
    }
    if (endpoint.id === 'promotions.raffleClaim') return { prizeName: 'Prize', amount: '8.00' };
    return { counts: [], raffles: [] };
  });
  const member = new MemberPromotionsStore(fake.shell);
  const store = new RaffleStore(fake.shell, member);
  return { fake, store, member, call };
}

const running = { isClaimed: false, hasStarted: true, hasEnded: false, due: 2 * HOUR, time: HOUR };

describe('RaffleStore', () => {
  beforeEach(() => localStorage.clear());

  it('stores the server raffles per account and keeps stored ones; clears claimed, ended and unknown ones', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { promotionId: 9, raffleScheduleId: 3 },
        { promotionId: 9, raffleScheduleId: 4 },
      ]),
    );
    const { store, member } = setup({
      1: running,
      2: { isClaimed: false, hasStarted: false, hasEnded: false, due: 2 * HOUR, time: HOUR },
      3: { ...running, isClaimed: true },
      4: 'gone',
      5: { ...running, hasEnded: true },
    });
    member.raffles = [
      { promotionId: 9, raffleScheduleId: 1 },
      { promotionId: 9, raffleScheduleId: 2 },
      { promotionId: 9, raffleScheduleId: 5 },
    ];
    await store.sync();
    expect(store.entries.map((e) => e.ref.raffleScheduleId)).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([
      { promotionId: 9, raffleScheduleId: 1 },
      { promotionId: 9, raffleScheduleId: 2 },
    ]);
    // Not started: a countdown of due - time from the server, moved on by the local clock.
    const notStarted = store.entries[1]!;
    expect(store.countdownOf(notStarted)).toBe(HOUR);
    store.now = notStarted.readAt + 1000;
    expect(store.countdownOf(notStarted)).toBe(HOUR - 1000);
    expect(store.countdownOf(store.entries[0]!)).toBeNull();
  });

  it('claims once with promotionId and raffleScheduleId, shows the prize and clears the raffle', async () => {
    const { store, member, call } = setup({ 1: running });
    member.raffles = [{ promotionId: 9, raffleScheduleId: 1 }];
    await store.sync();
    const claim = store.claim(store.entries[0]!);
    await store.claim(store.entries[0]!);
    await claim;
    const claims = call.mock.calls.filter(([e]) => e.id === 'promotions.raffleClaim');
    expect(claims).toHaveLength(1);
    expect(claims[0]![1]!.body).toEqual({ promotionId: 9, raffleScheduleId: 1 });
    expect(store.prize).toEqual({ prizeName: 'Prize', amount: '8.00' });
    expect(store.entries).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
