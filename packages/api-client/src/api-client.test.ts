import { createSandbox } from '@wl/sandbox';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import {
  ApiClient,
  defineEndpoint,
  describeFailure,
  errorText,
  fillPath,
  isApiError,
  type ApiError,
} from './index';

const ORIGIN = 'http://site.test';
const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

let token: string | null = null;
const client = () =>
  new ApiClient({
    baseURL: ORIGIN,
    context: { merchant: () => 'demo', language: () => 'EN', token: () => token },
  });

const balance = defineEndpoint({
  id: 'test.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  schema: z.object({ sumBalance: z.string(), currency: z.string() }),
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('ApiClient', () => {
  beforeEach(() => (token = null));

  it('sends Merchant, Device, Language and the raw token as Authorization', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.headers));
    token = sandbox.issueToken('player01');
    await client().call(balance, { params: { typeId: 0 } });
    server.events.removeAllListeners();
    expect(seen[0]!.get('merchant')).toBe('demo');
    expect(seen[0]!.get('device')).toBe('web');
    expect(seen[0]!.get('language')).toBe('EN');
    expect(seen[0]!.get('authorization')).toBe(token); // no "Bearer"
  });

  it('lets one call replace a default header and add its own, and does not share it with a plain call', async () => {
    const seen: Headers[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.headers));
    token = sandbox.issueToken('player01');
    const api = client();
    await Promise.all([
      api.call(balance, { headers: { Language: 'zh_CN', CustomerId: '10001' } }),
      api.call(balance),
    ]);
    server.events.removeAllListeners();
    expect(seen).toHaveLength(2);
    const special = seen.find((h) => h.get('customerid'))!;
    expect(special.get('language')).toBe('zh_CN');
    expect(special.get('customerid')).toBe('10001');
    expect(special.get('authorization')).toBe(token);
    expect(seen.find((h) => !h.get('customerid'))!.get('language')).toBe('EN');
  });

  it('sends no Authorization header when logged out', () => {
    expect(client().headers()).toEqual({ Merchant: 'demo', Device: 'web', Language: 'EN' });
  });

  it('resolves to the value parsed by the endpoint schema', async () => {
    token = sandbox.issueToken('player01');
    await expect(client().call(balance)).resolves.toEqual({
      sumBalance: expect.any(String),
      currency: 'CNY',
    });
  });

  it('rejects a server error with its code and message, shown as the message', async () => {
    const error = await failure(client().call(balance));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('user.or.token.invalid');
    expect(error.displayText).toBe(error.serverMessage);
  });

  it('turns a value of the wrong shape into a clear malformed error, never a crash', async () => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        HttpResponse.json({ success: true, value: { sumBalance: 5 } }),
      ),
    );
    const error = await failure(client().call(balance));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(
      /^The server's answer to GET \/wps\/v2\/wallets\/balance could not be read \(sumBalance: /,
    );
    expect(errorText(error)).toBe(error.message); // not the status text "OK"
  });

  it('turns a body that is not an envelope into a malformed error, and an error page into an http error', async () => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () => new HttpResponse('<html>oops</html>', { status: 200 })),
    );
    expect((await failure(client().call(balance))).kind).toBe('malformed');
    server.use(
      http.get(
        '*/wps/v2/wallets/balance',
        () => new HttpResponse('bad gateway', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failure(client().call(balance));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(describeFailure(error)).toEqual({ text: 'Bad Gateway', kind: 'http', status: 502 });
  });

  it('reports a network failure as such', async () => {
    server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.error()));
    expect((await failure(client().call(balance))).kind).toBe('network');
  });

  it('shares one request between identical GETs in flight, not between different ones', async () => {
    let requests = 0;
    server.events.on('request:start', () => void (requests += 1));
    token = sandbox.issueToken('player01');
    const api = client();
    const [a, b] = await Promise.all([api.call(balance), api.call(balance)]);
    expect(a).toBe(b);
    expect(requests).toBe(1);
    await Promise.all([
      api.call(balance, { params: { typeId: 0 } }),
      api.call(balance, { params: { typeId: 1 } }),
    ]);
    expect(requests).toBe(3);
    await api.call(balance); // after completion, a new call is a new request
    expect(requests).toBe(4);
    server.events.removeAllListeners();
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters, and names a missing one', () => {
    expect(fillPath('/lgw/draw/code/{gameCode}', { gameCode: 'a b' })).toBe('/lgw/draw/code/a%20b');
    expect(() => fillPath('/lgw/draw/code/{gameCode}')).toThrow('Missing path parameter "gameCode"');
  });
});

describe('errorText', () => {
  it('reads any thrown value', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
  });
});

describe('encrypted calls against the sandbox', () => {
  const login = defineEndpoint({
    id: 'test.login',
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    schema: z.object({ token: z.string() }),
  });
  const credentials = {
    username: 'player01',
    password: 'pass1234',
    type: 'username',
    deviceId: 'test-device',
  };

  it('logs in with a sealed body the server opens (round trip in Node)', async () => {
    const sent: { headers: Headers; body: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/wps/session/login'))
        sent.push({ headers: request.headers, body: await request.clone().text() });
    });
    const { token: issued } = await client().call(login, { body: credentials });
    server.events.removeAllListeners();
    expect(issued).toEqual(expect.any(String));
    expect(sent[0]!.headers.get('encryption')).toMatch(/^v1; kid=\S+; key=\S+; iv=\S+; ts=\d+$/);
    expect(Object.keys(JSON.parse(sent[0]!.body))).toEqual(['value']);
    expect(sent[0]!.body).not.toContain('pass1234');
  });

  it('fetches the new key and retries once when the server rotated its key', async () => {
    const api = client();
    await api.call(login, { body: credentials });
    const keyRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/encryption-key')) keyRequests.push(request.url);
    });
    // Two rotations: the key this page cached is no longer accepted at all.
    await sandbox.rotateEncryptionKey();
    await sandbox.rotateEncryptionKey();
    await expect(api.call(login, { body: credentials })).resolves.toMatchObject({
      token: expect.any(String),
    });
    server.events.removeAllListeners();
    expect(keyRequests).toHaveLength(1);
  });

  it.each([
    ['an hour behind', -3_600_000],
    ['an hour ahead of', 3_600_000],
  ])('logs in with the device clock %s the server (the seal carries server time)', async (_l, skewMs) => {
    const skewed = new ApiClient({
      baseURL: ORIGIN,
      now: () => Date.now() + skewMs,
      context: { merchant: () => 'demo', language: () => 'EN', token: () => null },
    });
    await expect(skewed.call(login, { body: credentials })).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('reads the server clock again and retries once when a seal is refused as stale', async () => {
    const api = client();
    await api.call(login, { body: credentials });
    const keyRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/encryption-key')) keyRequests.push(request.url);
    });
    // The server's clock jumps after the page learned it (an operator fixed it, or the sandbox moved it).
    sandbox.advanceClock(10 * 60_000);
    await expect(api.call(login, { body: credentials })).resolves.toMatchObject({
      token: expect.any(String),
    });
    server.events.removeAllListeners();
    expect(keyRequests).toHaveLength(1);
  });

  it('is refused when the sealed body is replayed to another path or tampered with', async () => {
    // Hand the request, changed, straight to the sandbox's handlers (no second interception).
    const deliver = (change: (request: Request, body: { value: string }) => { url: string; value: string }) =>
      server.use(
        http.post('*/wps/session/login', async ({ request }) => {
          const { url, value } = change(request, (await request.clone().json()) as { value: string });
          const headers = new Headers(request.headers);
          headers.delete('content-length');
          const forwarded = new Request(url, { method: 'POST', headers, body: JSON.stringify({ value }) });
          return (await getResponse(sandbox.handlers, forwarded))!;
        }),
      );
    // Sealed for /wps/session/login, delivered to /wps/session/login/verification.
    deliver((request, body) => ({ url: `${request.url}/verification`, value: body.value }));
    await expect(client().call(login, { body: credentials })).rejects.toMatchObject({
      errorCode: 'encryption.invalid',
    });
    // One character of the ciphertext changed.
    server.resetHandlers();
    deliver((request, body) => ({
      url: request.url,
      value: (body.value.startsWith('A') ? 'B' : 'A') + body.value.slice(1),
    }));
    await expect(client().call(login, { body: credentials })).rejects.toMatchObject({
      errorCode: 'encryption.invalid',
    });
  });
});
