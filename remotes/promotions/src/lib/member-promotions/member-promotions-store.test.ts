import { createFakeShell } from '@wl/shell-contract/testing';
import { PROMOTION_POLL_DEBOUNCE_MS, PROMOTION_POLL_MS } from '../../constants';
import { MemberPromotionsStore, memberPromotionsOf } from './member-promotions-store';

function setup(loggedIn = true) {
  const fake = createFakeShell();
  if (loggedIn) fake.session.logIn('t', { id: 1, account: 'player01', type: 0 });
  const call = jest.spyOn(fake.shell.api, 'call').mockImplementation(async (endpoint) => {
    if (endpoint.id === 'promotions.available')
      return {
        counts: [
          { promotionType: 'MANUAL', count: 1 },
          { promotionType: 'RAFFLE', count: 2 },
          { promotionType: 'MISSION_MANUAL', count: 1 },
          { promotionType: 'DEPOSIT', count: 9 },
        ],
        raffles: [{ promotionId: 1, raffleScheduleId: 2 }],
      };
    return [{ promotionId: 7, status: 'PENDING', appliedAt: 1 }];
  });
  const store = new MemberPromotionsStore(fake.shell);
  const availableCalls = () => call.mock.calls.filter(([e]) => e.id === 'promotions.available').length;
  return { fake, store, call, availableCalls };
}

const flush = () =>
  new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('MemberPromotionsStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setHidden(false);
  });

  it('sums MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR and MISSION_MANUAL, and reads the claim list', async () => {
    const { store } = setup();
    await store.refresh();
    expect(store.availableCount).toBe(4);
    expect(store.raffles).toEqual([{ promotionId: 1, raffleScheduleId: 2 }]);
    expect(store.statusOf(7)).toBe('PENDING');
    store.markPending(8);
    expect(store.statusOf(8)).toBe('PENDING');
  });

  it('reads nothing for a visitor', async () => {
    const { store, call } = setup(false);
    await store.refresh();
    expect(call).not.toHaveBeenCalled();
    expect(store.availableCount).toBe(0);
  });

  it('polls every 5 minutes with a 1 s debounce, and PROMOTION_CLAIM bursts make one read', async () => {
    const { store, fake, availableCalls } = setup();
    const stop = store.start();
    await flush();
    expect(availableCalls()).toBe(1);
    fake.shell.events.publish('PROMOTION_CLAIM', {});
    fake.shell.events.publish('PROMOTION_CLAIM', {});
    jest.advanceTimersByTime(PROMOTION_POLL_DEBOUNCE_MS - 1);
    fake.shell.events.publish('PROMOTION_CLAIM', {});
    jest.advanceTimersByTime(PROMOTION_POLL_DEBOUNCE_MS);
    await flush();
    expect(availableCalls()).toBe(2);
    jest.advanceTimersByTime(PROMOTION_POLL_MS + PROMOTION_POLL_DEBOUNCE_MS);
    await flush();
    expect(availableCalls()).toBe(3);
    stop();
    jest.advanceTimersByTime(PROMOTION_POLL_MS * 3);
    await flush();
    expect(availableCalls()).toBe(3);
  });

  it('pauses while the page is hidden and reads once on return', async () => {
    const { store, availableCalls } = setup();
    const stop = store.start();
    await flush();
    setHidden(true);
    jest.advanceTimersByTime(PROMOTION_POLL_MS * 3);
    await flush();
    expect(availableCalls()).toBe(1);
    setHidden(false);
    jest.advanceTimersByTime(PROMOTION_POLL_DEBOUNCE_MS);
    await flush();
    expect(availableCalls()).toBe(2);
    stop();
  });

  it('is one store per shell, started once for several users', async () => {
    const { fake } = setup();
    expect(memberPromotionsOf(fake.shell)).toBe(memberPromotionsOf(fake.shell));
    const store = memberPromotionsOf(fake.shell);
    const a = store.start();
    const b = store.start();
    a();
    a();
    jest.advanceTimersByTime(PROMOTION_POLL_MS + PROMOTION_POLL_DEBOUNCE_MS);
    await flush();
    // Still polling for b: the start read and one poll.
    expect(
      jest.mocked(fake.shell.api.call).mock.calls.filter(([e]) => e.id === 'promotions.available'),
    ).toHaveLength(2);
    b();
  });
});
