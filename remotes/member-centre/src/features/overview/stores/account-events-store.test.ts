import { createEventBus } from '@wl/event-bus';
import { MAX_ACCOUNT_EVENTS } from '../../../constants';
import { AccountEventsStore, summarisePayload } from './account-events-store';

describe('account events', () => {
  it('summarises known payload fields in order, money formatted', () => {
    expect(summarisePayload({ status: 'success', amount: '1234.5', orderId: 'D1' })).toBe(
      '1,234.50 · success',
    );
    expect(summarisePayload({ title: 'Welcome', content: 'Hello' })).toBe('Welcome · Hello');
    expect(summarisePayload({ orderId: 'W9', nested: { a: 1 }, count: 2 })).toBe('orderId: W9 · count: 2');
    expect(summarisePayload({})).toBe('');
  });

  it('keeps the newest events first, up to the limit, and stops on dispose', () => {
    const bus = createEventBus();
    let now = 1000;
    const store = new AccountEventsStore(bus, () => now);
    const stop = store.start();
    bus.publish('DEPOSIT', { amount: '10', status: 'success' });
    now = 2000;
    bus.publish('INBOX', { title: 'Hi', time: 1500 });
    bus.publish('ONLINE_MSG', { message: 'not an account event' });
    expect(store.events.map((e) => [e.type, e.summary, e.time])).toEqual([
      ['INBOX', 'Hi', 1500],
      ['DEPOSIT', '10.00 · success', 1000],
    ]);
    for (let i = 0; i < MAX_ACCOUNT_EVENTS + 5; i++) bus.publish('WITHDRAW', { amount: String(i) });
    expect(store.events).toHaveLength(MAX_ACCOUNT_EVENTS);
    expect(store.events[0]!.summary).toBe(`${MAX_ACCOUNT_EVENTS + 4}.00`);
    stop();
    bus.publish('PROMOTION_CLAIM', { title: 'late' });
    expect(store.events.some((e) => e.type === 'PROMOTION_CLAIM')).toBe(false);
  });
});
