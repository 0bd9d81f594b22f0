import type { EventBus, RealtimePayload } from '@wl/event-bus';
import { formatMoney } from '@wl/ui/money';
import { makeAutoObservable } from 'mobx';
import {
  ACCOUNT_EVENT_TYPES,
  EVENT_SUMMARY_FIELDS,
  MAX_ACCOUNT_EVENTS,
  type AccountEventType,
} from '../../../constants';

/** One realtime event as the overview lists it. */
export interface AccountEvent {
  id: number;
  type: AccountEventType;
  /** A one-line summary of the payload. */
  summary: string;
  /** When it happened (epoch ms): the payload's own time if it has one, else when it arrived. */
  time: number;
}

const isShown = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A readable line for a payload whose shape the spec does not give: the known fields (title, message, amount,
 * status, remarks, content) in that order, else the first few simple fields as `key: value`.
 */
export function summarisePayload(payload: RealtimePayload): string {
  const known = EVENT_SUMMARY_FIELDS.flatMap((field) => {
    const value = payload[field];
    if (!isShown(value) || value === '') return [];
    return [field === 'amount' ? formatMoney(String(value)) : String(value)];
  });
  if (known.length > 0) return known.join(' · ');
  return Object.entries(payload)
    .filter(([, value]) => isShown(value))
    .slice(0, 3)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

function timeOf(payload: RealtimePayload, now: number): number {
  for (const field of ['time', 'timestamp', 'createdAt']) {
    const value = payload[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return now;
}

/**
 * Recent account events (DEPOSIT, WITHDRAW, INBOX, PROMOTION_CLAIM) from the bus, newest first. The store owns the
 * subscriptions: {@link start} subscribes and returns the function that unsubscribes.
 */
export class AccountEventsStore {
  events: AccountEvent[] = [];
  private nextId = 1;

  constructor(
    private readonly bus: EventBus,
    private readonly clock: () => number = () => Date.now(),
  ) {
    makeAutoObservable<AccountEventsStore, 'bus' | 'clock' | 'nextId'>(this, {
      bus: false,
      clock: false,
      nextId: false,
    });
  }

  /** Subscribe to the account events; call the result to unsubscribe. */
  start(): () => void {
    const disposers = ACCOUNT_EVENT_TYPES.map((type) =>
      this.bus.subscribe(type, (payload) => this.add(type, payload)),
    );
    return () => disposers.forEach((dispose) => dispose());
  }

  /** Record one event (bus handlers call this). */
  add(type: AccountEventType, payload: RealtimePayload | null | undefined): void {
    const safe = payload && typeof payload === 'object' ? payload : {};
    this.events.unshift({
      id: this.nextId++,
      type,
      summary: summarisePayload(safe),
      time: timeOf(safe, this.clock()),
    });
    if (this.events.length > MAX_ACCOUNT_EVENTS) this.events.length = MAX_ACCOUNT_EVENTS;
  }
}
