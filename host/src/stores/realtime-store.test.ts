import { ApiClient } from '@wl/api-client';
import { createEventBus } from '@wl/event-bus';
import { runInAction } from 'mobx';
import { RealtimeStore, type StompClientFactory } from './realtime-store';
import { SessionStore } from './session-store';
import { SafeStorage } from './storage';

const config = {
  endpoint: '/rtmsg',
  userTopic: '/topic/user/{customerId}',
  drawTopic: '/topic/draw_number/{gameCode}',
};

function setup() {
  const events = createEventBus();
  const api = new ApiClient({ context: { merchant: () => 'demo', language: () => 'CN', token: () => null } });
  const session = new SessionStore(api, events, 'demo', 'device', new SafeStorage(null));
  const clients: {
    endpoint: string;
    options: Parameters<StompClientFactory>[1];
    active: boolean;
    topics: string[];
    handlers: ((m: { body: string }) => void)[];
  }[] = [];
  const factory: StompClientFactory = async (endpoint, options) => {
    const client = {
      endpoint,
      options,
      active: false,
      topics: [] as string[],
      handlers: [] as ((m: { body: string }) => void)[],
    };
    clients.push(client);
    return {
      activate: () => void (client.active = true),
      deactivate: async () => void (client.active = false),
      subscribe: ((topic: string, handler: (m: { body: string }) => void) => {
        client.topics.push(topic);
        client.handlers.push(handler);
        return { id: 'sub', unsubscribe: () => {} };
      }) as never,
    };
  };
  const store = new RealtimeStore(session, events, config, factory);
  // The client code loads asynchronously: let it settle after the session changes.
  const logIn = async () => {
    runInAction(() => {
      session.token = 'tok';
      session.member = { id: 10001, account: 'player01', type: 0 };
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { events, session, store, clients, logIn };
}

describe('RealtimeStore', () => {
  it('connects with token and merchant headers once a member is known, to the member topic', async () => {
    const { clients, logIn } = setup();
    expect(clients).toHaveLength(0);
    await logIn();
    expect(clients).toHaveLength(1);
    expect(clients[0]!.endpoint).toBe('/rtmsg');
    expect(clients[0]!.options.connectHeaders).toEqual({ token: 'tok', merchant: 'demo' });
    expect(clients[0]!.active).toBe(true);
    clients[0]!.options.onConnect!({} as never);
    expect(clients[0]!.topics).toEqual(['/topic/user/10001']);
  });

  it('republishes spec events on the bus and ignores unknown or broken frames', async () => {
    const { clients, logIn, events } = setup();
    const seen: unknown[] = [];
    events.subscribe('DEPOSIT', (p) => seen.push(p));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await logIn();
    clients[0]!.options.onConnect!({} as never);
    const deliver = clients[0]!.handlers[0]!;
    deliver({ body: JSON.stringify({ type: 'DEPOSIT', payload: { amount: '10' } }) });
    deliver({ body: JSON.stringify({ type: 'NOT_A_TYPE', payload: {} }) });
    deliver({ body: 'not json' });
    expect(seen).toEqual([{ amount: '10' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('drops a client that finished loading after the member logged out', async () => {
    const { clients, session } = setup();
    runInAction(() => {
      session.token = 'tok';
      session.member = { id: 10001, account: 'player01', type: 0 };
    });
    runInAction(() => (session.token = null)); // before the client code arrived
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clients).toHaveLength(1);
    expect(clients[0]!.active).toBe(false);
  });

  it('disconnects on logout and stops after an authentication error', async () => {
    const { clients, logIn, session, store } = setup();
    await logIn();
    clients[0]!.options.onStompError!({ headers: { message: 'user.or.token.invalid' } } as never);
    await Promise.resolve();
    expect(clients[0]!.active).toBe(false);
    expect(store.lastError).toBe('user.or.token.invalid');
    runInAction(() => (session.token = null));
    expect(clients).toHaveLength(1);
  });
});
