import type { SandboxAccount } from '../context';

// The realtime side's shapes, on their own: the sandbox, its admin hooks and the node server's STOMP hub all use
// them, and none of those modules needs another's code for them.

/** What `GET /__sandbox/realtime` shows of the hub. */
export interface RealtimeStatus {
  /** False between `stop()` and `start()`: every new connection is closed at once. */
  running: boolean;
  /** Open sessions: who (customerId null for a visitor) and what they follow. */
  sessions: { merchant: string | null; customerId: number | null; destinations: string[] }[];
}

/** What the realtime admin hooks drive: the node server's STOMP hub. */
export interface RealtimeControl {
  /** Close every session; refuse new connections until {@link start}. */
  stop(): void;
  /** Accept connections again; `redeliverLast` sends each member's last event again on their next subscription. */
  start(options?: { redeliverLast?: boolean }): void;
  /** ERROR frame `message` to every session of the member, then close; answers how many. */
  refuse(merchant: string, customerId: number, message: string): number;
  /** Publish to every subscriber of a destination; answers how many subscriptions received it. */
  broadcast(destination: string, body: unknown): number;
  status(): RealtimeStatus;
}

/** Where realtime messages go: the node server's STOMP hub, or nothing (tests without a server). */
export interface SandboxRealtime {
  /** Publish to every subscriber of a destination. */
  broadcast(destination: string, body: unknown): void;
  /** Publish on `/topic/user/{customerId}` to that member's connections on that merchant; answers the count. */
  deliverToUser(merchant: string, customerId: number, body: unknown): number;
  /** Back to the seed on `POST /__sandbox/reset` (the endpoint running, nothing to redeliver). */
  reset?(): void;
  /** The admin hooks of `/__sandbox/realtime` (./realtime-admin-handlers.ts); the hub has them all. */
  control?: RealtimeControl;
}

/** Who a token belongs to. */
export interface SandboxSession {
  merchant: string;
  account: SandboxAccount;
}
