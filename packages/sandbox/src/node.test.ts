import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { startSandboxServer, type SandboxServer } from './node';
import { encryptForSandbox } from './testing-encryption';

// End to end over real sockets: node:http + msw getResponse, SockJS + STOMP against @stomp/stompjs + sockjs-client.
let server: SandboxServer;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
  server.sandbox.reset();
});
afterAll(() => server.close());

/** A STOMP client on the server's SockJS endpoint; no reconnects and quiet, so failures end the attempt. */
function stompClient(connectHeaders: Record<string, string>): Client {
  const client = new Client({
    webSocketFactory: () => new SockJS(`${server.url}/rtmsg`),
    connectHeaders,
    reconnectDelay: 0,
    debug: () => undefined,
  });
  clients.push(client);
  return client;
}

/** Resolves with CONNECTED, or with the ERROR frame the server answered instead. */
function connect(client: Client): Promise<{ connected?: IFrame; error?: IFrame }> {
  return new Promise((resolve) => {
    client.onConnect = (frame) => resolve({ connected: frame });
    client.onStompError = (frame) => resolve({ error: frame });
    client.activate();
  });
}

/** Subscribes and waits for the server's RECEIPT, so a push sent afterwards cannot overtake the SUBSCRIBE. */
function subscribe(
  client: Client,
  destination: string,
  onMessage: (message: IMessage) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const receipt = `sub-${destination}`;
    client.watchForReceipt(receipt, () => resolve());
    client.subscribe(destination, onMessage, { receipt });
  });
}

async function post(path: string, body: unknown): Promise<{ success: boolean; value: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; value: unknown };
}

it('answers HTTP through the handlers, with a 404 envelope for unknown paths', async () => {
  const lite = await fetch(`${server.url}/wps/system/whitelabel`, { headers: { Merchant: 'lite' } });
  const tree = ((await lite.json()) as { value: { modId: string; enabled: number }[] }).value;
  expect(tree.find((node) => node.modId === 'LOTTERY3')?.enabled).toBe(0);

  const missing = await fetch(`${server.url}/wps/nothing/here`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, errorCode: 'not.found' });
});

it('connects with a valid token and delivers pushes on the member topic', async () => {
  const token = server.sandbox.issueToken('player01');
  const client = stompClient({ token, merchant: 'demo' });
  const { connected } = await connect(client);
  expect(connected?.headers.version).toBe('1.2');

  let deliver: (message: IMessage) => void = () => undefined;
  const arrived = new Promise<IMessage>((resolve) => (deliver = resolve));
  await subscribe(client, '/topic/user/10001', (message) => deliver(message));
  const answer = await post('/__sandbox/push', { account: 'player01', type: 'INBOX', payload: { count: 2 } });
  expect(answer).toMatchObject({ success: true, value: { delivered: 1 } });
  const message = await arrived;
  expect(JSON.parse(message.body)).toEqual({ type: 'INBOX', payload: { count: 2 } });
  expect(message.headers['content-type']).toBe('application/json');
  expect(message.headers.destination).toBe('/topic/user/10001');
});

it('negotiates heart-beats and broadcasts draws to every subscriber', async () => {
  const client = stompClient({ token: server.sandbox.issueToken('agent01'), merchant: 'demo' });
  const { connected } = await connect(client);
  // stompjs offers 10000,10000; the server can do 10000,10000: both directions at 10 s.
  expect(connected?.headers['heart-beat']).toBe('10000,10000');

  let deliver: (message: IMessage) => void = () => undefined;
  const arrived = new Promise<IMessage>((resolve) => (deliver = resolve));
  await subscribe(client, '/topic/draw_number/CQSSC', (message) => deliver(message));
  server.sandbox.context.broadcast('/topic/draw_number/CQSSC', {
    gameCode: 'CQSSC',
    numero: '1',
    winNo: '1,2,3',
  });
  expect(JSON.parse((await arrived).body)).toEqual({ gameCode: 'CQSSC', numero: '1', winNo: '1,2,3' });
});

it("refuses another member's topic with an ERROR frame", async () => {
  const client = stompClient({ token: server.sandbox.issueToken('player01'), merchant: 'demo' });
  await connect(client);
  const refused = new Promise<IFrame>((resolve) => (client.onStompError = resolve));
  client.subscribe('/topic/user/10003', () => undefined);
  expect((await refused).headers.message).toBe('forbidden');
});

it('answers a bad token with ERROR user.or.token.invalid', async () => {
  const { connected, error } = await connect(stompClient({ token: 'not-a-token', merchant: 'demo' }));
  expect(connected).toBeUndefined();
  expect(error?.headers.message).toBe('user.or.token.invalid');
});

it('decrypts an encrypted login sent over real HTTP', async () => {
  const keyReply = await fetch(`${server.url}/wps/system/encryption-key`);
  const { keyId, publicKey } = ((await keyReply.json()) as { value: { keyId: string; publicKey: string } })
    .value;
  const body = { username: 'player01', password: 'pass1234', type: 'username', deviceId: 'n'.repeat(36) };
  const sealed = await encryptForSandbox(
    publicKey,
    keyId,
    'POST',
    '/wps/session/login',
    body,
    server.sandbox.now(),
  );
  const response = await fetch(`${server.url}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  expect(await response.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });

  const plain = await fetch(`${server.url}/wps/session/login`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(plain.status).toBe(400);
  expect(await plain.json()).toMatchObject({ errorCode: 'encryption.required' });
});

it('injects faults over real HTTP: a raw body after a delay', async () => {
  expect(
    await post('/__sandbox/faults', {
      method: 'GET',
      path: '/wps/system/*',
      delayMs: 50,
      status: 502,
      body: '{"success":tru',
      times: 1,
    }),
  ).toMatchObject({ success: true, value: { id: 1, remaining: 1 } });
  const started = performance.now();
  const response = await fetch(`${server.url}/wps/system/whitelabel`);
  expect(performance.now() - started).toBeGreaterThanOrEqual(40);
  expect(response.status).toBe(502);
  expect(await response.text()).toBe('{"success":tru');
  expect((await fetch(`${server.url}/wps/system/whitelabel`)).status).toBe(200);
});

it('ends a fault delay when the client hangs up (no 60 s timer left behind)', async () => {
  const setTimer = jest.spyOn(globalThis, 'setTimeout');
  const clearTimer = jest.spyOn(globalThis, 'clearTimeout');
  server.sandbox.addFault({ method: 'GET', path: '/wps/system/whitelabel', delayMs: 60_000, times: 1 });
  const controller = new AbortController();
  const pending = fetch(`${server.url}/wps/system/whitelabel`, { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  await expect(pending).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const delayTimer = setTimer.mock.results[setTimer.mock.calls.findIndex(([, ms]) => ms === 60_000)]?.value;
  expect(delayTimer).toBeDefined();
  expect(clearTimer).toHaveBeenCalledWith(delayTimer);
  // The server is still answering, and the fault was used up by the abandoned request.
  expect((await fetch(`${server.url}/wps/system/whitelabel`)).status).toBe(200);
});
