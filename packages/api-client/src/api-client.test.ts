import { createSandbox } from '@wl/sandbox';
import { http, HttpResponse } from 'msw';
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
