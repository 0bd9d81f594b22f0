import { ApiClient } from '@wl/api-client';
import { createEventBus } from '@wl/event-bus';
import { runInAction } from 'mobx';
import {
  AUTH_ERROR,
  RECENT_EVENT_IDS,
  RealtimeStore,
  STATS_GLOBAL,
  type StompClientFactory,
} from './realtime-store';
import { SessionStore } from './session-store';
import { SafeStorage } from './storage';

const config = {
  endpoint: '/rtmsg',
  userTopic: '/topic/user/{customerId}',
  drawTopic: '/topic/draw_number/{gameCode}',
};

type Deliver = (m: { body: string; headers: Record<string, string> }) => void;

interface FakeClient {
  endpoint: string;
  options: Parameters<StompClientFactory>[1];
  active: boolean;
  /** Destinations subscribed, in order, over every connection. */
  topics: string[];
  /** The latest handler per destination. */
  handlers: Map<string, Deliver>;
  unsubscribed: string[];
}

/** A message as stompjs hands it over. */
const msg = (body: unknown, eventId?: string) => ({
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: (eventId ? { 'event-id': eventId } : {}) as Record<string, string>,
});

function setup() {
  const events = createEventBus();
  const api = new ApiClient({ context: { merchant: () => 'demo', language: () => 'CN', token: () => null } });
  const session = new SessionStore(api, events, 'demo', 'device', new SafeStorage(null));
  const clients: FakeClient[] = [];
  const factory: StompClientFactory = async (endpoint, options) => {
    const client: FakeClient = {
      endpoint,
      options,
      active: false,
      topics: [],
      handlers: new Map(),
      unsubscribed: [],
    };
    clients.push(client);
    return {
      activate: () => void (client.active = true),
      deactivate: async () => void (client.active = false),
      subscribe: ((topic: string, handler: Deliver) => {
        client.topics.push(topic);
        client.handlers.set(topic, handler);
        return { id: topic, unsubscribe: () => void client.unsubscribed.push(topic) };
      }) as never,
    };
  };
  const onAuthRejected = jest.fn();
  const store = new RealtimeStore(session, events, config, factory, { onAuthRejected });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  // The client code loads asynchronously: let it settle after the session changes.
  const logIn = async () => {
    runInAction(() => {
      session.token = 'tok';
      session.member = { id: 10001, account: 'player01', type: 0 };
    });
    await settle();
  };
  const last = () => clients.at(-1)!;
  const connect = () => last().options.onConnect!({} as never);
  const drop = () => last().options.onWebSocketClose!({} as never);
  return { events, session, store, clients, logIn, settle, last, connect, drop, onAuthRejected };
}

describe('RealtimeStore', () => {
  it('connects with token and merchant headers once a member is known, to the member topic', async () => {
    const { clients, logIn, connect, store } = setup();
    expect(clients).toHaveLength(0);
    await logIn();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.endpoint).toBe('/rtmsg');
    expect(clients[0]!.options.connectHeaders).toEqual({ token: 'tok', merchant: 'demo' });
    expect(clients[0]!.options.reconnectDelay).toBe(1000);
    expect(clients[0]!.options.maxReconnectDelay).toBe(30_000);
    expect(clients[0]!.active).toBe(true);
    connect();
    expect(clients[0]!.topics).toEqual(['/topic/user/10001']);
    expect(store.connected).toBe(true);
  });

  it('republishes spec events on the bus and ignores unknown or broken frames', async () => {
    const { logIn, events, connect, last, store } = setup();
    const seen: unknown[] = [];
    events.subscribe('DEPOSIT', (p) => seen.push(p));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await logIn();
    connect();
    const deliver = last().handlers.get('/topic/user/10001')!;
    deliver(msg({ type: 'DEPOSIT', payload: { amount: '10' } }, 'e1'));
    deliver(msg({ type: 'NOT_A_TYPE', payload: {} }, 'e2'));
    deliver(msg('not json', 'e3'));
    expect(seen).toEqual([{ amount: '10' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(store.stats).toEqual({ received: 3, handled: 1, duplicates: 0, ignored: 2 });
    // The page keeps the same counters where a benchmark can read them.
    expect((window as unknown as Record<string, unknown>)[STATS_GLOBAL]).toBe(store.stats);
    warn.mockRestore();
  });

  it('subscribes every topic again after a reconnect and hands a redelivered event on once', async () => {
    const { logIn, events, connect, drop, last, store } = setup();
    const titles: unknown[] = [];
    events.subscribe('INBOX', (p) => titles.push(p.title));
    const draws: string[] = [];
    store.subscribeDraws('CQSSC', (draw) => draws.push(draw.numero));
    await logIn();
    connect();
    last().handlers.get('/topic/user/10001')!(msg({ type: 'INBOX', payload: { title: 'a' } }, 'e1'));
    drop();
    expect(store.connected).toBe(false);
    connect(); // stompjs reconnected
    expect(store.connected).toBe(true);
    expect(last().topics).toEqual([
      '/topic/user/10001',
      '/topic/draw_number/CQSSC',
      '/topic/user/10001',
      '/topic/draw_number/CQSSC',
    ]);
    const deliver = last().handlers.get('/topic/user/10001')!;
    deliver(msg({ type: 'INBOX', payload: { title: 'a' } }, 'e1')); // the server's redelivery
    deliver(msg({ type: 'INBOX', payload: { title: 'b' } }, 'e2'));
    deliver(msg({ type: 'INBOX', payload: { title: 'c' } })); // no id: nothing to compare, handed on
    expect(titles).toEqual(['a', 'b', 'c']);
    expect(store.stats.duplicates).toBe(1);
    expect(draws).toEqual([]);
  });

  it('remembers a bounded number of event ids', async () => {
    const { logIn, events, connect, last } = setup();
    let count = 0;
    events.subscribe('INBOX', () => (count += 1));
    await logIn();
    connect();
    const deliver = last().handlers.get('/topic/user/10001')!;
    for (let i = 0; i <= RECENT_EVENT_IDS; i++) deliver(msg({ type: 'INBOX', payload: {} }, `e${i}`));
    deliver(msg({ type: 'INBOX', payload: {} }, `e${RECENT_EVENT_IDS}`)); // recent: dropped
    deliver(msg({ type: 'INBOX', payload: {} }, 'e0')); // forgotten: handed on again
    expect(count).toBe(RECENT_EVENT_IDS + 2);
  });

  it('drops a client that finished loading after the member logged out', async () => {
    const { clients, session, settle } = setup();
    runInAction(() => {
      session.token = 'tok';
      session.member = { id: 10001, account: 'player01', type: 0 };
    });
    runInAction(() => (session.token = null)); // before the client code arrived
    await settle();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.active).toBe(false);
  });

  it('on an auth ERROR stops retrying and asks to end the session; other errors leave reconnecting to stompjs', async () => {
    const { clients, logIn, session, store, onAuthRejected, last, settle } = setup();
    await logIn();
    last().options.onStompError!({ headers: { message: 'forbidden' } } as never);
    expect(last().active).toBe(true);
    expect(onAuthRejected).not.toHaveBeenCalled();

    last().options.onStompError!({ headers: { message: AUTH_ERROR } } as never);
    await settle();
    expect(last().active).toBe(false);
    expect(store.lastError).toBe(AUTH_ERROR);
    expect(onAuthRejected).toHaveBeenCalledTimes(1);
    runInAction(() => (session.member = { id: 10001, account: 'player01', type: 0 })); // same key: no retry
    expect(clients).toHaveLength(1);
    runInAction(() => session.clear());
    await settle();
    expect(clients).toHaveLength(1); // a visitor following nothing needs no connection
  });

  it('connects a visitor (merchant only) while a topic is followed, and hands each draw to its game only', async () => {
    const { clients, store, settle, connect, last } = setup();
    const seen: string[] = [];
    const stop = store.subscribeDraws('CQSSC', (draw) => seen.push(`${draw.gameCode}:${draw.winNo}`));
    await settle();
    expect(clients).toHaveLength(1);
    expect(last().options.connectHeaders).toEqual({ merchant: 'demo' });
    connect();
    expect(last().topics).toEqual(['/topic/draw_number/CQSSC']);
    const deliver = last().handlers.get('/topic/draw_number/CQSSC')!;
    deliver(msg({ gameCode: 'CQSSC', numero: '1', winNo: '1,2,3,4,5' }, 'e1'));
    deliver(msg({ gameCode: 'CQSSC', numero: '1', winNo: '1,2,3,4,5' }, 'e1'));
    deliver(msg({ gameCode: 'OTHER', numero: '2', winNo: '9' }, 'e2'));
    deliver(msg({ numero: 3 }, 'e3'));
    expect(seen).toEqual(['CQSSC:1,2,3,4,5']);

    stop();
    await settle();
    expect(last().unsubscribed).toEqual(['/topic/draw_number/CQSSC']);
    expect(last().active).toBe(false); // the visitor's last topic: no connection left
  });

  it('shares one server subscription among areas and subscribes a topic followed while connected at once', async () => {
    const { store, logIn, connect, last } = setup();
    await logIn();
    connect();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = store.subscribeTopic('/topic/news', (body) => a.push(body));
    const stopB = store.subscribeTopic('/topic/news', (body) => b.push(body));
    expect(last().topics).toEqual(['/topic/user/10001', '/topic/news']);
    last().handlers.get('/topic/news')!(msg({ n: 1 }, 'e9'));
    stopA();
    expect(last().unsubscribed).toEqual([]);
    last().handlers.get('/topic/news')!(msg({ n: 2 }, 'e10'));
    stopB();
    stopB(); // twice is harmless
    expect(last().unsubscribed).toEqual(['/topic/news']);
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toEqual([{ n: 1 }, { n: 2 }]);

    // A member topic is the host's own: its events come on the bus, never as a topic.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    store.subscribeTopic('/topic/user/10001', () => {})();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(last().topics).toEqual(['/topic/user/10001', '/topic/news']);
  });

  it('moves from the visitor connection to the member one on login, keeping the topics', async () => {
    const { clients, store, settle, logIn, connect } = setup();
    store.subscribeDraws('CQSSC', () => {});
    await settle();
    await logIn();
    expect(clients).toHaveLength(2);
    expect(clients[0]!.active).toBe(false);
    expect(clients[1]!.options.connectHeaders).toEqual({ token: 'tok', merchant: 'demo' });
    connect();
    expect(clients[1]!.topics).toEqual(['/topic/user/10001', '/topic/draw_number/CQSSC']);
  });
});
