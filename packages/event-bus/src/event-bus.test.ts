import { createEventBus, isRealtimeEventType } from './index';

describe('event bus', () => {
  it('delivers a published event to subscribers of that type only', () => {
    const bus = createEventBus();
    const deposits: unknown[] = [];
    const inbox: unknown[] = [];
    bus.subscribe('DEPOSIT', (p) => deposits.push(p));
    bus.subscribe('INBOX', (p) => inbox.push(p));
    bus.publish('DEPOSIT', { amount: '10.00' });
    expect(deposits).toEqual([{ amount: '10.00' }]);
    expect(inbox).toEqual([]);
  });

  it('stops delivering after unsubscribe, even when unsubscribing during a publish', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.subscribe('wallet.refreshRequested', (p) => {
      seen.push(p.source);
      off();
    });
    bus.subscribe('wallet.refreshRequested', (p) => seen.push(`second:${p.source}`));
    bus.publish('wallet.refreshRequested', { source: 'a' });
    bus.publish('wallet.refreshRequested', { source: 'b' });
    expect(seen).toEqual(['a', 'second:a', 'second:b']);
  });

  it('keeps delivering to other handlers when one throws', () => {
    const errors: string[] = [];
    const bus = createEventBus((_e, type) => errors.push(type));
    const seen: string[] = [];
    bus.subscribe('INBOX', () => {
      throw new Error('boom');
    });
    bus.subscribe('INBOX', () => seen.push('ok'));
    bus.subscribeAll((type) => seen.push(`all:${type}`));
    bus.publish('INBOX', {});
    expect(seen).toEqual(['ok', 'all:INBOX']);
    expect(errors).toEqual(['INBOX']);
  });

  it('recognises the spec realtime event types', () => {
    expect(isRealtimeEventType('PAYMENT_CONFIRMATION')).toBe(true);
    expect(isRealtimeEventType('wallet.refreshed')).toBe(false);
  });
});
