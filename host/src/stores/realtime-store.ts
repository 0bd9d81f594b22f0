import type { Client, IFrame, IMessage, StompConfig } from '@stomp/stompjs';
import { isRealtimeEventType, type EventBus } from '@wl/event-bus';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { SiteConfig } from '../config/site-config';
import type { SessionStore } from './session-store';

/** STOMP heart-beats both ways. */
export const HEARTBEAT_MS = 10_000;
/** First reconnect delay; doubles on each failure up to the max. */
export const RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** Server error messages after which reconnecting is pointless until the session changes. */
const AUTH_ERRORS = ['user.or.token.invalid', 'forbidden'];

/** What the store needs of a STOMP client. */
export type StompClientLike = Pick<Client, 'activate' | 'deactivate' | 'subscribe'>;

/** Builds the STOMP client over SockJS to `endpoint` (tests pass a fake). */
export type StompClientFactory = (endpoint: string, options: StompConfig) => Promise<StompClientLike>;

/**
 * The default factory loads @stomp/stompjs and sockjs-client on first use: visitors who never log in never download
 * them.
 */
export const loadStompClient: StompClientFactory = async (endpoint, options) => {
  const [{ Client, ReconnectionTimeMode }, { default: SockJS }] = await Promise.all([
    import('@stomp/stompjs'),
    import('sockjs-client'),
  ]);
  return new Client({
    ...options,
    webSocketFactory: () => new SockJS(endpoint),
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
  });
};

/**
 * The host's realtime connection: SockJS + STOMP to the member's own topic while logged in. Frames are only
 * republished on the event bus under their spec type; what to do with them is the business of whoever subscribes.
 */
export class RealtimeStore {
  connected = false;
  lastError: string | null = null;
  private client: StompClientLike | null = null;
  /** Bumped on every start and stop, so a client that finished loading after the session changed is dropped. */
  private generation = 0;
  private readonly disposeReaction: IReactionDisposer;

  constructor(
    private readonly session: SessionStore,
    private readonly events: EventBus,
    private readonly config: SiteConfig['realtime'],
    private readonly createClient: StompClientFactory = loadStompClient,
  ) {
    makeAutoObservable<
      RealtimeStore,
      'session' | 'events' | 'config' | 'createClient' | 'client' | 'disposeReaction' | 'generation'
    >(this, {
      generation: false,
      session: false,
      events: false,
      config: false,
      createClient: false,
      client: false,
      disposeReaction: false,
    });
    // Connect when a member (with a customer id) is known, disconnect when the session ends or changes.
    this.disposeReaction = reaction(
      () =>
        this.session.token && this.session.customerId !== null
          ? `${this.session.token}|${this.session.customerId}`
          : null,
      (key) => {
        void this.stop();
        if (key) void this.start();
      },
      { fireImmediately: true },
    );
  }

  private async start(): Promise<void> {
    const token = this.session.token;
    const customerId = this.session.customerId;
    if (!token || customerId === null) return;
    const generation = ++this.generation;
    const topic = this.config.userTopic.replace('{customerId}', String(customerId));
    let client: StompClientLike;
    try {
      client = await this.createClient(this.config.endpoint, {
        connectHeaders: { token, merchant: this.session.merchant },
        heartbeatIncoming: HEARTBEAT_MS,
        heartbeatOutgoing: HEARTBEAT_MS,
        reconnectDelay: RECONNECT_DELAY_MS,
        maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
        // Subscriptions are made on every (re)connect.
        onConnect: () => {
          client.subscribe(topic, (message) => this.onMessage(message));
          this.setConnected(true);
        },
        onWebSocketClose: () => this.setConnected(false),
        onStompError: (frame: IFrame) => this.onStompError(frame),
      });
    } catch (error) {
      runInAction(() => (this.lastError = error instanceof Error ? error.message : String(error)));
      return;
    }
    if (generation !== this.generation) return; // the session changed while the client code was loading
    this.client = client;
    client.activate();
  }

  private async stop(): Promise<void> {
    this.generation += 1;
    const client = this.client;
    this.client = null;
    this.setConnected(false);
    if (client) await client.deactivate();
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.events.publish('realtime.status', { connected });
  }

  private onMessage(message: IMessage): void {
    let frame: unknown;
    try {
      frame = JSON.parse(message.body);
    } catch {
      console.warn('[realtime] ignored a frame that is not JSON');
      return;
    }
    const { type, payload } = (frame ?? {}) as { type?: unknown; payload?: unknown };
    if (typeof type !== 'string' || !isRealtimeEventType(type)) {
      console.warn('[realtime] ignored an unknown event type', type);
      return;
    }
    this.events.publish(
      type,
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    );
  }

  private onStompError(frame: IFrame): void {
    const message = frame.headers.message ?? 'error';
    runInAction(() => (this.lastError = message));
    // A refused token will be refused again: stop until the session changes (the reaction restarts us then).
    if (AUTH_ERRORS.includes(message)) void this.stop();
  }

  /** Disconnect and stop following the session. */
  async dispose(): Promise<void> {
    this.disposeReaction();
    await this.stop();
  }
}
