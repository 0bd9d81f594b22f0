import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import { StompParser, type StompFrame } from './stomp-frame';
import { StompHub } from './stomp-hub';

/** A hub over the seeded sandbox, with sessions on fake transports whose frames are parsed back. */
function setup() {
  const sandbox = createSandbox({ now: () => Date.UTC(2025, 0, 15, 8) });
  const hub = new StompHub({
    resolveToken: (token) => sandbox.resolveToken(token),
    isMerchant: (code) => sandbox.hasMerchant(code),
  });
  sandbox.setRealtime(hub);
  const open = (headers: Record<string, string>) => {
    const parser = new StompParser();
    const frames: StompFrame[] = [];
    const transport = { closed: false };
    const session = hub.open({
      send: (data) => void frames.push(...parser.push(data)),
      close: () => void (transport.closed = true),
    });
    const send = (command: string, h: Record<string, string> = {}) =>
      session.receive(
        `${command}\n${Object.entries(h)
          .map(([k, v]) => `${k}:${v}\n`)
          .join('')}\n\0`,
      );
    send('CONNECT', headers);
    return { session, frames, transport, send };
  };
  const member = (account = 'player01') => {
    const opened = open({ token: sandbox.issueToken(account), merchant: 'demo' });
    opened.send('SUBSCRIBE', { id: 'u', destination: '/topic/user/10001' });
    return opened;
  };
  const messages = (frames: StompFrame[]) => frames.filter((f) => f.command === 'MESSAGE');
  return { sandbox, hub, open, member, messages };
}

describe('StompHub', () => {
  it('lets a visitor of a known merchant follow draws, never a member topic', () => {
    const { open, hub, messages } = setup();
    const visitor = open({ merchant: 'demo' });
    expect(visitor.frames[0]?.command).toBe('CONNECTED');
    visitor.send('SUBSCRIBE', { id: 'd', destination: '/topic/draw_number/CQSSC' });
    expect(hub.broadcast('/topic/draw_number/CQSSC', { numero: '1' })).toBe(1);
    expect(messages(visitor.frames)[0]?.headers['event-id']).toMatch(/^e\d+$/);
    visitor.send('SUBSCRIBE', { id: 'u', destination: '/topic/user/10001' });
    expect(visitor.frames.at(-1)?.headers.message).toBe('forbidden');

    expect(open({ merchant: 'nowhere' }).frames[0]?.headers.message).toBe('user.or.token.invalid');
    expect(open({}).frames[0]?.headers.message).toBe('user.or.token.invalid');
  });

  it('gives each event its own id and refuses connections while stopped', () => {
    const { hub, member, messages, sandbox } = setup();
    const first = member();
    sandbox.push('player01', 'INBOX', { title: 'a' });
    sandbox.push('player01', 'INBOX', { title: 'b' });
    const ids = messages(first.frames).map((f) => f.headers['event-id']);
    expect(new Set(ids).size).toBe(2);

    hub.stop();
    expect(first.transport.closed).toBe(true);
    const refused = member();
    expect(refused.transport.closed).toBe(true);
    expect(hub.status()).toEqual({ running: false, sessions: [] });
    hub.start();
    const again = member();
    expect(again.transport.closed).toBe(false);
    expect(hub.status().sessions).toEqual([
      { merchant: 'demo', customerId: 10001, destinations: ['/topic/user/10001'] },
    ]);
    expect(messages(again.frames)).toHaveLength(0);
  });

  it('after a start with redeliverLast, sends the last event again with the same id, once', () => {
    const { hub, member, messages, sandbox } = setup();
    const before = member();
    sandbox.push('player01', 'DEPOSIT', { status: 'success', amount: '5' });
    const original = messages(before.frames)[0]!;
    hub.stop();
    hub.start({ redeliverLast: true });
    const after = member();
    const [again] = messages(after.frames);
    expect(again?.headers['event-id']).toBe(original.headers['event-id']);
    expect(again?.body).toBe(original.body);
    expect(messages(member().frames)).toHaveLength(0); // only on the first subscription after the start
  });

  it("refuses a member's sessions with an ERROR frame, and a reset brings the endpoint back", () => {
    const { hub, member, sandbox } = setup();
    const opened = member();
    expect(hub.refuse('demo', 10001, 'user.or.token.invalid')).toBe(1);
    expect(opened.frames.at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: 'user.or.token.invalid' },
    });
    expect(opened.transport.closed).toBe(true);
    hub.stop();
    sandbox.reset();
    expect(hub.status().running).toBe(true);
  });
});

describe('/__sandbox/realtime', () => {
  const { sandbox, hub, member, messages } = setup();
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`http://localhost:8080/__sandbox/realtime${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { value: unknown; errorCode: string },
    };
  };

  it('stops, starts, broadcasts to a draw topic and refuses a member', async () => {
    const opened = member();
    opened.send('SUBSCRIBE', { id: 'd', destination: '/topic/draw_number/CQSSC' });
    const draw = { gameCode: 'CQSSC', numero: '1', winNo: '1,2,3,4,5' };
    expect((await post('/broadcast', { gameCode: 'CQSSC', body: draw })).body.value).toEqual({
      delivered: 1,
    });
    expect(JSON.parse(messages(opened.frames).at(-1)!.body)).toEqual(draw);
    expect((await post('/broadcast', { body: draw })).status).toBe(400);

    expect((await post('/refuse', { account: 'player01' })).body.value).toEqual({ refused: 1 });
    expect((await post('/refuse', { account: 'nobody' })).status).toBe(404);
    expect((await post('/stop')).body.value).toMatchObject({ running: false });
    expect(hub.status().running).toBe(false);
    expect((await post('/start', { redeliverLast: true })).body.value).toMatchObject({ running: true });
    expect((await post('/start', { later: 1 })).status).toBe(400);
  });

  it('answers 409 without a realtime server', async () => {
    sandbox.setRealtime(null);
    expect((await post('/stop')).body.errorCode).toBe('realtime.unavailable');
    sandbox.setRealtime(hub);
  });
});
