import { topics } from '../context';
import type { RealtimeControl, RealtimeStatus, SandboxRealtime, SandboxSession } from './realtime-types';
import { StompSession, type HeartbeatOffer, type StompTransport } from './stomp-session';

/** Options of {@link StompHub}. */
export interface StompHubOptions {
  /** Resolves a CONNECT token (the sandbox's `resolveToken`). */
  resolveToken(token: string): SandboxSession | null;
  /**
   * True for a merchant code the sandbox knows: a CONNECT without a token but with such a merchant header is a
   * visitor, who may follow draw topics only. Without it visitors are refused.
   */
  isMerchant?(code: string): boolean;
  /** Heart-beats the server offers; 10 s both ways by default (what @stomp/stompjs asks for). */
  heartbeat?: HeartbeatOffer;
}

/** The last event sent to one member, kept so a restart can deliver it again. */
interface SentEvent {
  eventId: string;
  json: string;
}

const memberKey = (merchant: string, customerId: number) => `${merchant}|${customerId}`;

/**
 * Every open STOMP session; the sandbox's realtime sink (broadcasts and member pushes go through it). Each event gets
 * an id (the `event-id` header); the admin hooks stop and start the endpoint and, on a start with `redeliverLast`,
 * send each member's last event again, same id, when their topic is subscribed anew (at-least-once delivery, as a
 * broker replaying unacknowledged messages does).
 */
export class StompHub implements SandboxRealtime, RealtimeControl {
  /** The admin hooks drive the hub itself. */
  readonly control: RealtimeControl = this;
  private readonly sessions = new Set<StompSession>();
  private nextId = 1;
  private nextEventId = 1;
  private running = true;
  /** The last event per member (merchant|customerId). */
  private readonly lastSent = new Map<string, SentEvent>();
  /** Members whose last event is delivered again on their next subscription. */
  private readonly redeliveries = new Set<string>();

  constructor(private readonly options: StompHubOptions) {}

  /** Starts a session on a new transport; feed it with `session.receive(data)`. Refused (closed) while stopped. */
  open(transport: StompTransport): StompSession {
    const session = new StompSession(transport, {
      id: `s${this.nextId++}`,
      heartbeat: this.options.heartbeat ?? { outgoing: 10_000, incoming: 10_000 },
      authenticate: (token, merchant) => {
        if (!token) {
          // A visitor: known merchant, no member topic.
          return merchant !== undefined && this.options.isMerchant?.(merchant)
            ? { merchant, customerId: null }
            : null;
        }
        const owner = this.options.resolveToken(token);
        // The merchant header, when sent, must be the token's own merchant.
        if (!owner || (merchant !== undefined && merchant !== owner.merchant)) return null;
        return { merchant: owner.merchant, customerId: owner.account.id };
      },
      onClose: (closed) => void this.sessions.delete(closed),
      onSubscribed: (subscribed, destination) => this.redeliver(subscribed, destination),
    });
    if (!this.running) {
      // The endpoint is down: the client sees its connection drop and retries.
      session.close();
      return session;
    }
    this.sessions.add(session);
    return session;
  }

  /** How many sessions are open. */
  get size(): number {
    return this.sessions.size;
  }

  /** Publishes to every subscriber of `destination`; answers how many subscriptions received it. */
  broadcast(destination: string, body: unknown): number {
    const json = JSON.stringify(body);
    const eventId = this.newEventId();
    let delivered = 0;
    for (const session of [...this.sessions]) delivered += session.deliver(destination, json, eventId);
    return delivered;
  }

  deliverToUser(merchant: string, customerId: number, body: unknown): number {
    const sent = { eventId: this.newEventId(), json: JSON.stringify(body) };
    const key = memberKey(merchant, customerId);
    this.lastSent.set(key, sent);
    return this.sendToMember(merchant, customerId, sent);
  }

  /** Closes every session and refuses new ones until {@link start} (the endpoint "goes down"). */
  stop(): void {
    this.running = false;
    this.redeliveries.clear();
    this.closeAll();
  }

  /**
   * Accepts connections again. With `redeliverLast`, each member's last event is sent again (same event id) when
   * their topic is next subscribed, once.
   */
  start(options: { redeliverLast?: boolean } = {}): void {
    this.running = true;
    this.redeliveries.clear();
    if (options.redeliverLast) for (const key of this.lastSent.keys()) this.redeliveries.add(key);
  }

  /**
   * Sends an ERROR frame (`message`, e.g. `user.or.token.invalid`) to every session of the member and closes them, as
   * the platform does when it revokes a token. Answers how many sessions were refused.
   */
  refuse(merchant: string, customerId: number, message: string): number {
    let refused = 0;
    for (const session of [...this.sessions]) {
      const who = session.identity;
      if (who?.merchant === merchant && who.customerId === customerId) {
        session.refuse(message, 'the session was revoked');
        refused += 1;
      }
    }
    return refused;
  }

  /** Who is connected and subscribed to what, and whether the endpoint runs. */
  status(): RealtimeStatus {
    return {
      running: this.running,
      sessions: [...this.sessions].map((session) => ({
        merchant: session.identity?.merchant ?? null,
        customerId: session.identity?.customerId ?? null,
        destinations: session.destinations,
      })),
    };
  }

  /** Back to the seed: running, nothing remembered (open sessions stay). */
  reset(): void {
    this.running = true;
    this.lastSent.clear();
    this.redeliveries.clear();
  }

  /** Closes every session (server shutdown). */
  closeAll(): void {
    for (const session of [...this.sessions]) session.close();
  }

  private newEventId(): string {
    return `e${this.nextEventId++}`;
  }

  private sendToMember(merchant: string, customerId: number, sent: SentEvent): number {
    const destination = topics.user(customerId);
    let delivered = 0;
    for (const session of [...this.sessions]) {
      const who = session.identity;
      if (who?.merchant === merchant && who.customerId === customerId)
        delivered += session.deliver(destination, sent.json, sent.eventId);
    }
    return delivered;
  }

  private redeliver(session: StompSession, destination: string): void {
    const who = session.identity;
    if (!who || who.customerId === null || destination !== topics.user(who.customerId)) return;
    const key = memberKey(who.merchant, who.customerId);
    const sent = this.lastSent.get(key);
    if (!sent || !this.redeliveries.delete(key)) return;
    session.deliver(destination, sent.json, sent.eventId);
  }
}
