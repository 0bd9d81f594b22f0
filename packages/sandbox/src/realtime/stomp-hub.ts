import { topics } from '../context';
import type { SandboxRealtime, SandboxSession } from '../sandbox';
import { StompSession, type HeartbeatOffer, type StompTransport } from './stomp-session';

/** Options of {@link StompHub}. */
export interface StompHubOptions {
  /** Resolves a CONNECT token (the sandbox's `resolveToken`). */
  resolveToken(token: string): SandboxSession | null;
  /** Heart-beats the server offers; 10 s both ways by default (what @stomp/stompjs asks for). */
  heartbeat?: HeartbeatOffer;
}

/** Every open STOMP session; the sandbox's realtime sink (broadcasts and member pushes go through it). */
export class StompHub implements SandboxRealtime {
  private readonly sessions = new Set<StompSession>();
  private nextId = 1;

  constructor(private readonly options: StompHubOptions) {}

  /** Starts a session on a new transport; feed it with `session.receive(data)`. */
  open(transport: StompTransport): StompSession {
    const session = new StompSession(transport, {
      id: `s${this.nextId++}`,
      heartbeat: this.options.heartbeat ?? { outgoing: 10_000, incoming: 10_000 },
      authenticate: (token, merchant) => {
        const owner = token ? this.options.resolveToken(token) : null;
        // The merchant header, when sent, must be the token's own merchant.
        if (!owner || (merchant !== undefined && merchant !== owner.merchant)) return null;
        return { merchant: owner.merchant, customerId: owner.account.id };
      },
      onClose: (closed) => void this.sessions.delete(closed),
    });
    this.sessions.add(session);
    return session;
  }

  /** How many sessions are open. */
  get size(): number {
    return this.sessions.size;
  }

  broadcast(destination: string, body: unknown): void {
    const json = JSON.stringify(body);
    for (const session of [...this.sessions]) session.deliver(destination, json);
  }

  deliverToUser(merchant: string, customerId: number, body: unknown): number {
    const json = JSON.stringify(body);
    const destination = topics.user(customerId);
    let delivered = 0;
    for (const session of [...this.sessions]) {
      const who = session.identity;
      if (who?.merchant === merchant && who.customerId === customerId)
        delivered += session.deliver(destination, json);
    }
    return delivered;
  }

  /** Closes every session (server shutdown). */
  closeAll(): void {
    for (const session of [...this.sessions]) session.close();
  }
}
