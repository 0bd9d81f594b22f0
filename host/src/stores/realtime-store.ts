import type { Client, IFrame, IMessage, StompConfig, StompSubscription } from '@stomp/stompjs';
import { isRealtimeEventType, type EventBus } from '@wl/event-bus';
import {
  subscribeDrawsVia,
  type DrawBroadcast,
  type RealtimeService,
  type TopicHandler,
} from '@wl/shell-contract';
import { makeAutoObservable, observable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { SiteConfig } from '../config/site-config';
import type { SessionStore } from './session-store';

/** STOMP heart-beats both ways. */
export const HEARTBEAT_MS = 10_000;
/** First reconnect delay; doubles on each failed attempt (exponential) up to the cap, back to this after a connect. */
export const RECONNECT_DELAY_MS = 1_000;
/** The cap of the reconnect delay. */
export const MAX_RECONNECT_DELAY_MS = 30_000;
/** How many recent event ids are remembered: a redelivered event among them is dropped. */
export const RECENT_EVENT_IDS = 500;
/** The MESSAGE header naming an event; a redelivery keeps the id (docs/endpoints.md "Realtime"). */
export const EVENT_ID_HEADER = 'event-id';
/** The ERROR message of a refused token: retrying is pointless, the session ends as a 401 ends it. */
export const AUTH_ERROR = 'user.or.token.invalid';
/** Where the page keeps {@link RealtimeStats} for benchmarks and devtools (counters only: no content, no token). */
export const STATS_GLOBAL = '__wlRealtimeStats';

/** Counters of what the connection received; `handled` events reached the bus or a topic's handlers. */
export interface RealtimeStats {
  /** MESSAGE frames received. */
  received: number;
  /** Events handed on (bus publications and topic deliveries). */
  handled: number;
  /** Redeliveries dropped (an event id seen before). */
  duplicates: number;
  /** Frames dropped: not JSON, or not a spec event type. */
  ignored: number;
}

/** What the store needs of a STOMP client. */
export type StompClientLike = Pick<Client, 'activate' | 'deactivate' | 'subscribe'>;

/** Builds the STOMP client over SockJS to `endpoint` (tests pass a fake). */
export type StompClientFactory = (endpoint: string, options: StompConfig) => Promise<StompClientLike>;

/** Options of {@link RealtimeStore}. */
export interface RealtimeStoreOptions {
  /**
   * The server refused the member's token (ERROR `user.or.token.invalid`): the store has stopped retrying; the
   * caller ends the session (the root store takes the 401 path).
   */
  onAuthRejected?(): void;
}

/**
 * The SockJS transports the site uses: WebSocket, then HTTP streaming and polling. Not JSONP polling, which adds a
 * `<script>` per poll from a string address, nor the iframe transports, which run SockJS again inside a page of the
 * server's: the site's Content-Security-Policy and Trusted Types refuse both (deploy/src/site-rules.mjs).
 */
export const SOCKJS_TRANSPORTS = ['websocket', 'xhr-streaming', 'eventsource', 'xhr-polling'];

/**
 * The default factory loads @stomp/stompjs and sockjs-client on first use: visitors who never log in nor open a page
 * that follows a topic never download them. Reconnects are exponential from {@link RECONNECT_DELAY_MS} up to
 * {@link MAX_RECONNECT_DELAY_MS}.
 */
export const loadStompClient: StompClientFactory = async (endpoint, options) => {
  const [{ Client, ReconnectionTimeMode }, { default: SockJS }] = await Promise.all([
    import('@stomp/stompjs'),
    import('sockjs-client'),
  ]);
  return new Client({
    ...options,
    webSocketFactory: () => new SockJS(endpoint, undefined, { transports: SOCKJS_TRANSPORTS }),
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
  });
};

/** The ids of the last `limit` events, oldest dropped first. */
class RecentIds {
  private readonly ids = new Set<string>();
  constructor(private readonly limit: number) {}

  /** Remember `id`; false when it was already remembered. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}

/**
 * The host's one realtime connection (SockJS + STOMP): the member's own topic while logged in, whose events are
 * republished on the event bus under their spec type, and the broadcast topics areas follow through the shell
 * ({@link RealtimeService}). A visitor gets a connection without a token while some area follows a topic. Every
 * topic is subscribed again after a reconnect; an event id seen before is dropped; a refused token stops retrying.
 */
export class RealtimeStore implements RealtimeService {
  connected = false;
  lastError: string | null = null;
  /** Counters for benchmarks and devtools; deliberately not observable (a burst must not re-render anything). */
  readonly stats: RealtimeStats = { received: 0, handled: 0, duplicates: 0, ignored: 0 };
  /** Broadcast topics areas follow, with their handlers. */
  private readonly topics = observable.map<string, Set<TopicHandler>>({}, { deep: false });
  /** The server subscriptions of the current connection, per destination (empty while disconnected). */
  private readonly live = new Map<string, StompSubscription>();
  private readonly recent = new RecentIds(RECENT_EVENT_IDS);
  private client: StompClientLike | null = null;
  /** Bumped on every start and stop, so a client that finished loading after the session changed is dropped. */
  private generation = 0;
  /** The connection key the server refused; nothing reconnects until the key changes. */
  private refusedKey: string | null = null;
  private readonly disposeReaction: IReactionDisposer;

  constructor(
    private readonly session: SessionStore,
    private readonly events: EventBus,
    private readonly config: SiteConfig['realtime'],
    private readonly createClient: StompClientFactory = loadStompClient,
    private readonly options: RealtimeStoreOptions = {},
  ) {
    makeAutoObservable<
      RealtimeStore,
      | 'session'
      | 'events'
      | 'config'
      | 'createClient'
      | 'client'
      | 'disposeReaction'
      | 'generation'
      | 'topics'
      | 'live'
      | 'recent'
      | 'refusedKey'
      | 'options'
    >(this, {
      generation: false,
      session: false,
      events: false,
      config: false,
      createClient: false,
      client: false,
      disposeReaction: false,
      topics: false,
      live: false,
      recent: false,
      refusedKey: false,
      options: false,
      stats: false,
      subscribeTopic: false,
      subscribeDraws: false,
    });
    if (typeof window !== 'undefined')
      (window as unknown as Record<string, unknown>)[STATS_GLOBAL] = this.stats;
    // One connection for what is needed now: a member (with a customer id) or, without a token, a visitor while some
    // topic is followed. A change of member, or between member and visitor, reconnects.
    this.disposeReaction = reaction(
      () => this.connectionKey,
      (key) => {
        void this.stop();
        if (key && key !== this.refusedKey) void this.start(key);
      },
      { fireImmediately: true },
    );
  }

  /** `member|token|id`, `visitor`, or null when no connection is needed. */
  private get connectionKey(): string | null {
    const { token, customerId } = this.session;
    // A token without member info yet: wait for it rather than connect as a visitor and reconnect.
    if (token) return customerId !== null ? `member|${token}|${customerId}` : null;
    return this.topics.size > 0 ? 'visitor' : null;
  }

  /** {@link RealtimeService.subscribeTopic}. */
  subscribeTopic = (destination: string, handler: TopicHandler): (() => void) => {
    // Member topics are the host's (their events come on the bus); a second subscription would split the events.
    if (destination.startsWith(this.config.userTopic.split('{')[0] ?? this.config.userTopic)) {
      console.warn(`[realtime] ${destination} is a member topic: follow its events on the event bus`);
      return () => {};
    }
    // Each call is its own subscription, even with the same function.
    const entry: TopicHandler = (body) => handler(body);
    runInAction(() => {
      const handlers = this.topics.get(destination);
      if (handlers) handlers.add(entry);
      else this.topics.set(destination, new Set([entry]));
    });
    if (this.connected) this.subscribeLive(destination);
    return () =>
      runInAction(() => {
        const handlers = this.topics.get(destination);
        if (!handlers?.delete(entry) || handlers.size > 0) return;
        this.topics.delete(destination);
        const live = this.live.get(destination);
        this.live.delete(destination);
        try {
          live?.unsubscribe();
        } catch {
          // The connection closed meanwhile: the subscription died with it.
        }
      });
  };

  /** {@link RealtimeService.subscribeDraws}: the site config's draw topic. */
  subscribeDraws = (gameCode: string, handler: (draw: DrawBroadcast) => void): (() => void) =>
    subscribeDrawsVia(this.subscribeTopic, this.config.drawTopic, gameCode, handler);

  private async start(key: string): Promise<void> {
    const token = this.session.token;
    const customerId = this.session.customerId;
    const generation = ++this.generation;
    const userTopic =
      token && customerId !== null ? this.config.userTopic.replace('{customerId}', String(customerId)) : null;
    let client: StompClientLike;
    try {
      client = await this.createClient(this.config.endpoint, {
        // A visitor names the merchant only; the server then allows broadcast topics alone.
        connectHeaders: token
          ? { token, merchant: this.session.merchant }
          : { merchant: this.session.merchant },
        heartbeatIncoming: HEARTBEAT_MS,
        heartbeatOutgoing: HEARTBEAT_MS,
        reconnectDelay: RECONNECT_DELAY_MS,
        maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
        // Subscriptions die with the connection: every topic is subscribed again on each (re)connect.
        onConnect: () => {
          if (generation !== this.generation) return;
          this.live.clear();
          if (userTopic) client.subscribe(userTopic, (message) => this.onMemberMessage(message));
          for (const destination of this.topics.keys()) this.subscribeLive(destination);
          this.setConnected(true);
        },
        onWebSocketClose: () => {
          if (generation !== this.generation) return;
          this.live.clear();
          this.setConnected(false);
        },
        onStompError: (frame: IFrame) => this.onStompError(frame, key, generation),
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
    this.live.clear();
    this.setConnected(false);
    if (client) await client.deactivate();
  }

  private subscribeLive(destination: string): void {
    if (!this.client || this.live.has(destination)) return;
    this.live.set(
      destination,
      this.client.subscribe(destination, (message) => this.onTopicMessage(destination, message)),
    );
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.events.publish('realtime.status', { connected });
  }

  /** False (and counted) for an event id seen before: a redelivery after a reconnect. */
  private isNew(message: IMessage): boolean {
    this.stats.received += 1;
    const id = message.headers[EVENT_ID_HEADER];
    if (id === undefined || this.recent.add(id)) return true;
    this.stats.duplicates += 1;
    return false;
  }

  private parse(message: IMessage): unknown {
    try {
      return JSON.parse(message.body) as unknown;
    } catch {
      this.stats.ignored += 1;
      console.warn('[realtime] ignored a frame that is not JSON');
      return undefined;
    }
  }

  private onMemberMessage(message: IMessage): void {
    if (!this.isNew(message)) return;
    const frame = this.parse(message);
    if (frame === undefined) return;
    const { type, payload } = (frame ?? {}) as { type?: unknown; payload?: unknown };
    if (typeof type !== 'string' || !isRealtimeEventType(type)) {
      this.stats.ignored += 1;
      console.warn('[realtime] ignored an unknown event type', type);
      return;
    }
    this.stats.handled += 1;
    this.events.publish(
      type,
      payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    );
  }

  private onTopicMessage(destination: string, message: IMessage): void {
    if (!this.isNew(message)) return;
    const body = this.parse(message);
    if (body === undefined) return;
    this.stats.handled += 1;
    for (const handler of [...(this.topics.get(destination) ?? [])]) {
      // One area's failing handler must not keep the event from the others.
      try {
        handler(body);
      } catch (error) {
        console.error(`[realtime] a handler of ${destination} failed`, error);
      }
    }
  }

  private onStompError(frame: IFrame, key: string, generation: number): void {
    if (generation !== this.generation) return;
    const message = frame.headers.message ?? 'error';
    runInAction(() => (this.lastError = message));
    // Other errors (a refused subscription, a protocol slip) close the connection and the client reconnects.
    if (message !== AUTH_ERROR) return;
    // A refused token will be refused again: stop until the session changes, and end the session.
    this.refusedKey = key;
    void this.stop();
    if (key.startsWith('member|')) this.options.onAuthRejected?.();
  }

  /** Disconnect and stop following the session. */
  async dispose(): Promise<void> {
    this.disposeReaction();
    await this.stop();
  }
}
