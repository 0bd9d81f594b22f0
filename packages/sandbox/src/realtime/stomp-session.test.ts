import { StompParser, type StompFrame } from './stomp-frame';
import { StompHub } from './stomp-hub';
import type { StompSession } from './stomp-session';
import type { SandboxSession } from './realtime-types';

/** Sessions on fake transports: frames the server sent are parsed back for assertions. */
const TOKENS: Record<string, SandboxSession> = {
  't-player': {
    merchant: 'demo',
    account: { id: 10001, account: 'player01', password: '', nickname: '', type: 0 },
  },
  't-lite': {
    merchant: 'lite',
    account: { id: 10001, account: 'player01', password: '', nickname: '', type: 0 },
  },
};

function open(hub = new StompHub({ resolveToken: (t) => TOKENS[t] ?? null })) {
  const parser = new StompParser();
  const frames: StompFrame[] = [];
  const transport = { raw: [] as string[], closed: false };
  const session: StompSession = hub.open({
    send: (data) => {
      transport.raw.push(data);
      frames.push(...parser.push(data));
    },
    close: () => void (transport.closed = true),
  });
  const frame = (command: string, headers: Record<string, string> = {}) =>
    `${command}\n${Object.entries(headers)
      .map(([k, v]) => `${k}:${v}\n`)
      .join('')}\n\0`;
  return {
    hub,
    session,
    frames,
    transport,
    send: (c: string, h?: Record<string, string>) => session.receive(frame(c, h)),
  };
}

afterEach(() => jest.useRealTimers());

describe('CONNECT', () => {
  it('answers CONNECTED 1.2 for a valid token and matching merchant', () => {
    const { send, frames, session } = open();
    send('CONNECT', {
      'accept-version': '1.0,1.1,1.2',
      token: 't-player',
      merchant: 'demo',
      'heart-beat': '0,0',
    });
    expect(frames).toEqual([
      {
        command: 'CONNECTED',
        headers: { version: '1.2', 'heart-beat': '10000,10000', server: 'wl-sandbox/1.0' },
        body: '',
      },
    ]);
    expect(session.identity).toEqual({ merchant: 'demo', customerId: 10001 });
  });

  it.each([
    ['a missing token', { merchant: 'demo' }],
    ['an unknown token', { token: 'nope', merchant: 'demo' }],
    ["another merchant's token", { token: 't-lite', merchant: 'demo' }],
  ])('answers %s with ERROR user.or.token.invalid and closes', (_name, headers) => {
    const { send, frames, transport, hub } = open();
    send('STOMP', headers);
    expect(frames[0]?.command).toBe('ERROR');
    expect(frames[0]?.headers.message).toBe('user.or.token.invalid');
    expect(frames[0]?.body).not.toContain('nope');
    expect(transport.closed).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('refuses frames before CONNECT, other versions and malformed data', () => {
    for (const [command, headers, message] of [
      ['SUBSCRIBE', { id: '1', destination: '/topic/user/10001' }, 'not.connected'],
      ['CONNECT', { 'accept-version': '1.0,1.1', token: 't-player' }, 'unsupported.version'],
      ['CONNECT', { token: 't-player', 'heart-beat': 'soon' }, 'malformed frame'],
    ] as const) {
      const { send, frames, transport } = open();
      send(command, headers);
      expect(frames[0]?.headers.message).toBe(message);
      expect(transport.closed).toBe(true);
    }
    const garbage = open();
    garbage.session.receive('hello\n\n\0');
    expect(garbage.frames[0]?.headers.message).toBe('malformed frame');
  });
});

describe('heart-beats', () => {
  it('sends at max(sx, cy) and drops a client silent for 2 × max(cx, sy)', () => {
    jest.useFakeTimers();
    const hub = new StompHub({
      resolveToken: (t) => TOKENS[t] ?? null,
      heartbeat: { outgoing: 100, incoming: 200 },
    });
    const { send, transport, frames } = open(hub);
    send('CONNECT', { token: 't-player', 'heart-beat': '300,50' });
    expect(frames[0]?.headers['heart-beat']).toBe('100,200');

    jest.advanceTimersByTime(250);
    expect(transport.raw.filter((data) => data === '\n')).toHaveLength(2); // every max(100, 50) ms

    // Client heart-beats are due every max(300, 200) = 300 ms; the client stays silent after CONNECT.
    jest.advanceTimersByTime(250);
    expect(transport.closed).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(transport.closed).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('keeps a client that sends its heart-beats, and sends none when either side says 0', () => {
    jest.useFakeTimers();
    const hub = new StompHub({
      resolveToken: (t) => TOKENS[t] ?? null,
      heartbeat: { outgoing: 100, incoming: 100 },
    });
    const { send, session, transport } = open(hub);
    send('CONNECT', { token: 't-player', 'heart-beat': '100,0' });
    for (let i = 0; i < 20; i++) {
      jest.advanceTimersByTime(100);
      session.receive('\n');
    }
    expect(transport.closed).toBe(false);
    expect(transport.raw.filter((data) => data === '\n')).toHaveLength(0);
    session.close();
  });
});

describe('SUBSCRIBE and delivery', () => {
  function connected() {
    const opened = open();
    opened.send('CONNECT', { token: 't-player', merchant: 'demo' });
    opened.frames.length = 0;
    return opened;
  }

  it('delivers member pushes only to the member on the right merchant, and draws to everyone', () => {
    const { send, frames, hub } = connected();
    send('SUBSCRIBE', { id: 'u', destination: '/topic/user/10001', receipt: 'r1' });
    send('SUBSCRIBE', { id: 'd', destination: '/topic/draw_number/CQSSC' });
    expect(frames).toEqual([{ command: 'RECEIPT', headers: { 'receipt-id': 'r1' }, body: '' }]);

    expect(hub.deliverToUser('lite', 10001, { type: 'INBOX' })).toBe(0);
    expect(hub.deliverToUser('demo', 10002, { type: 'INBOX' })).toBe(0);
    expect(hub.deliverToUser('demo', 10001, { type: 'INBOX', payload: { n: 1 } })).toBe(1);
    hub.broadcast('/topic/draw_number/CQSSC', { winNo: '1,2,3' });
    hub.broadcast('/topic/draw_number/OTHER', { winNo: '9' });

    expect(frames.slice(1)).toEqual([
      {
        command: 'MESSAGE',
        headers: {
          subscription: 'u',
          'message-id': 's1-1',
          destination: '/topic/user/10001',
          'content-type': 'application/json',
          'event-id': 'e3',
          'content-length': '34',
        },
        body: '{"type":"INBOX","payload":{"n":1}}',
      },
      expect.objectContaining({
        command: 'MESSAGE',
        headers: expect.objectContaining({ subscription: 'd' }),
      }),
    ]);
  });

  it("refuses another member's topic, unknown destinations and duplicate ids", () => {
    for (const [headers, message] of [
      [{ id: '1', destination: '/topic/user/10003' }, 'forbidden'],
      [{ id: '1', destination: '/queue/secret' }, 'unknown.destination'],
      [{ destination: '/topic/user/10001' }, 'missing.header'],
    ] as const) {
      const { send, frames, transport } = connected();
      send('SUBSCRIBE', headers);
      expect(frames[0]?.headers.message).toBe(message);
      expect(transport.closed).toBe(true);
    }
    const { send, frames } = connected();
    send('SUBSCRIBE', { id: '1', destination: '/topic/user/10001' });
    send('SUBSCRIBE', { id: '1', destination: '/topic/draw_number/X', receipt: 'r' });
    expect(frames[0]?.headers).toMatchObject({ message: 'duplicate.subscription', 'receipt-id': 'r' });
  });

  it('stops delivering after UNSUBSCRIBE and refuses SEND', () => {
    const { send, hub, frames, transport } = connected();
    send('SUBSCRIBE', { id: 'u', destination: '/topic/user/10001' });
    send('UNSUBSCRIBE', { id: 'u' });
    expect(hub.deliverToUser('demo', 10001, {})).toBe(0);
    send('SEND', { destination: '/topic/user/10001' });
    expect(frames[0]?.headers.message).toBe('unsupported.command');
    expect(transport.closed).toBe(true);
  });

  it('answers DISCONNECT with its receipt, then closes', () => {
    const { send, frames, transport, hub } = connected();
    send('DISCONNECT', { receipt: 'bye' });
    expect(frames).toEqual([{ command: 'RECEIPT', headers: { 'receipt-id': 'bye' }, body: '' }]);
    expect(transport.closed).toBe(true);
    expect(hub.size).toBe(0);
  });
});
