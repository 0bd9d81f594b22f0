import { Client, ReconnectionTimeMode, type IFrame, type IMessage } from '@stomp/stompjs';
import { isRealtimeEventType, type EventBus } from '@wl/event-bus';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import SockJS from 'sockjs-client';
import type { SiteConfig } from '../config/site-config';
import type { SessionStore } from './session-store';

/** STOMP heart-beats both ways. */
export const HEARTBEAT_MS = 10_000;
/** First reconnect delay; doubles on each failure up to the max. */
export const RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

/** Server error messages after which reconnecting is pointless until the session changes. */
const AUTH_ERRORS = ['user.or.token.invalid', 'forbidden'];

/** Builds the STOMP client (tests pass a fake). */
export type StompClientFactory = (
  options: ConstructorParameters<typeof Client>[0],
) => Pick<Client, 'activate' | 'deactivate' | 'subscribe'>;

/**
 * The host's realtime connection: SockJS + STOMP to the member's own topic while logged in. Frames are only
 * republished on the event bus under their spec type; what to do with them is the business of whoever subscribes.
 */
export class RealtimeStore {
  connected = false;
  lastError: string | null = null;
  private client: ReturnType<StompClientFactory> | null = null;
  private readonly disposeReaction: IReactionDisposer;

  constructor(
    private readonly session: SessionStore,
    private readonly events: EventBus,
    private readonly config: SiteConfig['realtime'],
    private readonly createClient: StompClientFactory = (options) => new Client(options),
  ) {
    makeAutoObservable<
      RealtimeStore,
      'session' | 'events' | 'config' | 'createClient' | 'client' | 'disposeReaction'
    >(this, {
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
        if (key) this.start();
      },
      { fireImmediately: true },
    );
  }

  private start(): void {
    const token = this.session.token;
    const customerId = this.session.customerId;
    if (!token || customerId === null) return;
    const topic = this.config.userTopic.replace('{customerId}', String(customerId));
    const client = this.createClient({
      webSocketFactory: () => new SockJS(this.config.endpoint),
      connectHeaders: { token, merchant: this.session.merchant },
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      reconnectDelay: RECONNECT_DELAY_MS,
      maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      // Subscriptions are made on every (re)connect.
      onConnect: () => {
        client.subscribe(topic, (message) => this.onMessage(message));
        this.setConnected(true);
      },
      onWebSocketClose: () => this.setConnected(false),
      onStompError: (frame: IFrame) => this.onStompError(frame),
    });
    this.client = client;
    client.activate();
  }

  private async stop(): Promise<void> {
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
