import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import {
  ApiClient,
  CACHE_LIFETIME_MS,
  CAPTCHA_REFRESH_INTERVAL_MS,
  CONCURRENCY,
  defineEndpoint,
  GEETEST_REGISTER_INTERVAL_MS,
  HTTP_TIMEOUT_MS,
  ResponseCache,
  type ApiError,
  type ErrorAction,
} from './index';

const ORIGIN = 'http://site.test';
const ok = (value: unknown) => HttpResponse.json({ success: true, value, errorCode: null, message: null });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An in-memory Storage for the session cache. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function makeClient(
  overrides: {
    now?: () => number;
    timeoutMs?: number;
    language?: string;
    storage?: Storage;
    token?: () => string | null;
  } = {},
) {
  const actions: { error: ApiError; action: ErrorAction }[] = [];
  let language = overrides.language ?? 'CN';
  const now = overrides.now ?? (() => Date.now());
  const client = new ApiClient({
    baseURL: ORIGIN,
    timeoutMs: overrides.timeoutMs,
    now,
    cache: new ResponseCache(overrides.storage ?? new MemoryStorage(), now),
    context: {
      merchant: () => 'demo',
      language: () => language,
      token: overrides.token ?? (() => null),
      securePage: () => securePage,
    },
    onError: (error, action) => actions.push({ error, action }),
  });
  return { client, actions, setLanguage: (l: string) => (language = l) };
}
let securePage = false;
beforeEach(() => (securePage = false));

const list = defineEndpoint({ id: 't.list', method: 'GET', path: '/wps/list', schema: z.array(z.number()) });
const games = defineEndpoint({
  id: 't.games',
  method: 'GET',
  path: '/wps/game/list',
  schema: z.number(),
  pool: 'gameList',
});
const anyRead = defineEndpoint({ id: 't.read', method: 'GET', path: '/wps/read', schema: z.number() });

describe('concurrency', () => {
  it('runs at most 6 requests at once and 4 for the game list', async () => {
    let running = 0;
    let max = 0;
    const slow = async () => {
      running += 1;
      max = Math.max(max, running);
      await delay(20);
      running -= 1;
      return ok(1);
    };
    server.use(http.get('*/wps/read', slow), http.get('*/wps/game/list', slow));
    const { client } = makeClient();
    // Different params: no in-flight sharing, so every call is its own request.
    await Promise.all(Array.from({ length: 15 }, (_, i) => client.call(anyRead, { params: { i } })));
    expect(max).toBe(CONCURRENCY.default);
    max = 0;
    await Promise.all(Array.from({ length: 10 }, (_, i) => client.call(games, { params: { i } })));
    expect(max).toBe(CONCURRENCY.gameList);
    expect(client.poolLoad('gameList')).toEqual({ running: 0, queued: 0 });
  });

  it('frees a slot when a request fails', async () => {
    server.use(http.get('*/wps/read', () => HttpResponse.error()));
    const { client } = makeClient();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => client.call(anyRead, { params: { i } })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(client.poolLoad()).toEqual({ running: 0, queued: 0 });
  });
});

describe('the HTTP library on demand', () => {
  it('is loaded by the first call; a failed download is a network failure and the next call tries again', async () => {
    server.use(http.get('*/wps/read', () => ok(7)));
    let downloads = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        downloads += 1;
        if (downloads === 1) throw new Error('ChunkLoadError: axios');
        return jest.requireActual('axios');
      });
      const { ApiClient } = await import('./api-client');
      const client = new ApiClient({
        baseURL: 'http://site.test',
        context: { merchant: () => 'm', language: () => 'EN', token: () => null },
      });
      await expect(client.call(anyRead)).rejects.toMatchObject({ kind: 'network' });
      await expect(client.call(anyRead)).resolves.toBe(7);
    });
    expect(downloads).toBe(2);
  });
});

describe('timeout', () => {
  it('defaults to 20 000 ms', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(20_000);
    server.use(http.get('*/wps/read', () => ok(1)));
    const { client } = makeClient();
    expect(() => client.http).toThrow('loads with the first request');
    await client.call(anyRead);
    expect(client.http.defaults.timeout).toBe(20_000);
  });

  it('rejects a call without an answer in time as a timeout, shown as timeout_retry_please', async () => {
    server.use(http.get('*/wps/read', async () => (await delay(400), ok(1))));
    const { client, actions } = makeClient({ timeoutMs: 50 });
    await expect(client.call(anyRead)).rejects.toMatchObject({ kind: 'timeout' });
    expect(actions.map((a) => a.action)).toEqual([{ kind: 'timeout' }]);
  });
});

describe('session-storage cache', () => {
  const countries = defineEndpoint({
    id: 't.country',
    method: 'GET',
    path: '/wps/system/country',
    schema: z.array(z.string()),
    cacheMs: CACHE_LIFETIME_MS,
  });

  it('serves a cached read for 180 000 ms, then asks the server again', async () => {
    let requests = 0;
    server.use(http.get('*/wps/system/country', () => (requests++, ok(['TH', 'VN']))));
    let clock = 1_000_000;
    const storage = new MemoryStorage();
    const { client } = makeClient({ now: () => clock, storage });
    await expect(client.call(countries)).resolves.toEqual(['TH', 'VN']);
    clock += CACHE_LIFETIME_MS - 1;
    await client.call(countries);
    expect(requests).toBe(1);
    // A new page (a new client) in the same tab still uses the session cache.
    await makeClient({ now: () => clock, storage }).client.call(countries);
    expect(requests).toBe(1);
    clock += 1;
    await client.call(countries);
    expect(requests).toBe(2);
  });

  it('keeps languages apart, ignores corrupt entries and never caches failures', async () => {
    let requests = 0;
    let fail = true;
    server.use(
      http.get('*/wps/system/country', () => {
        requests += 1;
        return fail ? HttpResponse.json({ success: false, errorCode: 'x', message: 'x' }) : ok(['TH']);
      }),
    );
    const storage = new MemoryStorage();
    const { client, setLanguage } = makeClient({ storage });
    await expect(client.call(countries)).rejects.toMatchObject({ kind: 'server' });
    fail = false;
    await client.call(countries);
    setLanguage('EN');
    await client.call(countries);
    expect(requests).toBe(3);
    for (let i = 0; i < storage.length; i += 1) storage.setItem(storage.key(i)!, '{not json');
    await client.call(countries);
    expect(requests).toBe(4);
  });

  it('a fresh call skips the cached answer, asks the server and caches the new answer', async () => {
    let answer = ['TH'];
    let requests = 0;
    server.use(http.get('*/wps/system/country', () => (requests++, ok(answer))));
    const { client } = makeClient();
    await client.call(countries);
    answer = ['VN'];
    await expect(client.call(countries)).resolves.toEqual(['TH']);
    await expect(client.call(countries, { fresh: true })).resolves.toEqual(['VN']);
    await expect(client.call(countries)).resolves.toEqual(['VN']);
    expect(requests).toBe(2);
  });
});

describe('throttles', () => {
  it.each([
    ['geetest register', GEETEST_REGISTER_INTERVAL_MS, 250],
    ['captcha image', CAPTCHA_REFRESH_INTERVAL_MS, 1000],
  ])(
    '%s: at most one request per %i ms, calls inside share the last answer',
    async (_name, interval, expected) => {
      expect(interval).toBe(expected);
      let requests = 0;
      server.use(http.get('*/wps/captcha', () => ok(++requests)));
      const captcha = defineEndpoint({
        id: 't.captcha',
        method: 'GET',
        path: '/wps/captcha',
        schema: z.number(),
        minIntervalMs: interval,
      });
      let clock = 5_000;
      const { client } = makeClient({ now: () => clock });
      expect(await client.call(captcha, { params: { t: 1 } })).toBe(1);
      clock += interval - 1;
      expect(await client.call(captcha, { params: { t: 2 } })).toBe(1);
      clock += 1;
      expect(await client.call(captcha, { params: { t: 3 } })).toBe(2);
      expect(requests).toBe(2);
    },
  );
});

describe('error catalogue through the client', () => {
  const action = defineEndpoint({ id: 't.save', method: 'POST', path: '/wps/save', schema: z.unknown() });
  const fail = (
    status: number,
    errorCode: string | null,
    message: string | null = 'Server says no',
    value?: unknown,
  ) =>
    server.use(
      http.post('*/wps/save', () =>
        HttpResponse.json({ success: false, errorCode, message, value }, { status }),
      ),
    );

  async function actionFor(setup: () => void, endpoint = action, options = {}) {
    setup();
    const { client, actions } = makeClient();
    await expect(client.call(endpoint, options)).rejects.toBeDefined();
    return actions.map((a) => a.action);
  }

  it('general: a warning with the message, else the code, else the status text', async () => {
    expect(await actionFor(() => fail(200, 'some.code', 'Readable message'))).toEqual([
      { kind: 'warn', message: 'Readable message' },
    ]);
    expect(await actionFor(() => fail(200, 'some.code', null))).toEqual([
      { kind: 'warn', message: 'some.code' },
    ]);
    expect(
      await actionFor(() =>
        server.use(
          http.post('*/wps/save', () => new HttpResponse('x', { status: 418, statusText: "I'm a teapot" })),
        ),
      ),
    ).toEqual([{ kind: 'warn', message: "I'm a teapot" }]);
  });

  it('401: show the message, then sign out', async () => {
    expect(await actionFor(() => fail(401, 'user.or.token.invalid', 'Please log in again'))).toEqual([
      { kind: 'signOut', message: 'Please log in again' },
    ]);
  });

  it.each(['token_ip_different', 'user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN'])(
    '%s: dialog, then session cleared',
    async (code) => {
      expect(await actionFor(() => fail(200, code, 'Session ended'))).toEqual([
        { kind: 'sessionInvalid', message: 'Session ended' },
      ]);
    },
  );

  it('a refused token that is no longer the session’s (logged out while the call ran) shows nothing', async () => {
    let token: string | null = 'old-token';
    const { client, actions } = makeClient({ token: () => token });
    server.use(
      http.post('*/wps/save', async () => {
        token = null; // the member logs out while the call is on the wire
        return HttpResponse.json(
          { success: false, errorCode: 'user.or.token.invalid', message: 'Session ended' },
          { status: 401 },
        );
      }),
    );
    await expect(client.call(action)).rejects.toBeDefined();
    expect(actions).toEqual([]);
  });

  it('502 is logged only', async () => {
    expect(await actionFor(() => fail(502, null, null))).toEqual([{ kind: 'log' }]);
  });

  it('504 shows the timeout message, but is silent on a secure page', async () => {
    expect(await actionFor(() => fail(504, null, null))).toEqual([{ kind: 'timeout' }]);
    securePage = true;
    expect(await actionFor(() => fail(504, null, null))).toEqual([{ kind: 'none' }]);
  });

  it.each([
    'merchant.acct.setup.err',
    'login_verify_required',
    'TOO_MANY_REQUEST',
    'TOO_MANY_REQUESTS',
    'bind_customer_required',
  ])('%s: no dialog, the caller handles it', async (code) => {
    expect(await actionFor(() => fail(200, code))).toEqual([{ kind: 'none' }]);
  });

  it('domain_not_available: dialog with retry and customer service', async () => {
    expect(await actionFor(() => fail(200, 'domain_not_available', 'Domain unavailable'))).toEqual([
      { kind: 'domainUnavailable', message: 'Domain unavailable' },
    ]);
  });

  it('vendor_under_maintenance: message with start and end times', async () => {
    const value = { maintainTime: '2026-11-21 10:00:00', endTime: '2026-11-21 12:00:00' };
    expect(
      await actionFor(() => fail(200, 'vendor_under_maintenance', 'PG under maintenance', value)),
    ).toEqual([
      {
        kind: 'vendorMaintenance',
        message: 'PG under maintenance',
        start: value.maintainTime,
        end: value.endTime,
      },
    ]);
  });

  it('silent endpoints (affiliate, relay) and calls with alerts off reject without a dialog', async () => {
    const affiliate = defineEndpoint({
      id: 't.aff',
      method: 'POST',
      path: '/wps/save',
      schema: z.unknown(),
      silent: true,
    });
    expect(await actionFor(() => fail(200, 'bad.affiliate'), affiliate)).toEqual([{ kind: 'none' }]);
    expect(await actionFor(() => fail(200, 'x'), action, { alerts: false })).toEqual([{ kind: 'none' }]);
    // A call made silent (a start-up retry, a background refresh): not even the timeout or domain rows.
    expect(await actionFor(() => fail(504, null, null), action, { silent: true })).toEqual([
      { kind: 'none' },
    ]);
    // Session rows still apply with alerts off: a dead session is everybody's business.
    expect(await actionFor(() => fail(401, null, 'Log in'), action, { alerts: false })).toEqual([
      { kind: 'signOut', message: 'Log in' },
    ]);
  });

  it('reads render their own failure inline: no general dialog by default', async () => {
    server.use(
      http.get('*/wps/list', () => HttpResponse.json({ success: false, errorCode: 'x', message: 'no' })),
    );
    const { client, actions } = makeClient();
    await expect(client.call(list)).rejects.toMatchObject({ kind: 'server' });
    expect(actions.map((a) => a.action)).toEqual([{ kind: 'none' }]);
  });

  it('reports a failure of a shared in-flight GET once', async () => {
    server.use(
      http.get('*/wps/list', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'no' }, { status: 401 }),
      ),
    );
    const { client, actions } = makeClient();
    await Promise.allSettled([client.call(list), client.call(list), client.call(list)]);
    expect(actions).toHaveLength(1);
  });

  it('never fails a call because the error handler threw', async () => {
    fail(200, 'x');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = new ApiClient({
      baseURL: ORIGIN,
      context: { merchant: () => 'demo', language: () => 'CN', token: () => null },
      onError: () => {
        throw new Error('presenter bug');
      },
    });
    await expect(client.call(action)).rejects.toMatchObject({ kind: 'server', errorCode: 'x' });
    expect(logged).toHaveBeenCalled();
  });
});

describe('schema failures', () => {
  it('a wrong shape or malformed JSON is a malformed error with the path in the message', async () => {
    server.use(http.get('*/wps/list', () => ok({ not: 'a list' })));
    const { client } = makeClient();
    await expect(client.call(list)).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('GET /wps/list'),
    });
    server.use(
      http.get(
        '*/wps/list',
        () => new HttpResponse('{"success":tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(client.call(list)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('settled calls (release health)', () => {
  it('tells each call that reached the network with its path template, status and failure kind', async () => {
    const item = defineEndpoint({ id: 't.item', method: 'GET', path: '/wps/item/{id}', schema: z.number() });
    server.use(
      http.get('*/wps/item/1', () => ok(1)),
      http.get('*/wps/item/2', () => new HttpResponse('down', { status: 503 })),
      http.get('*/wps/item/3', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'x', message: 'no' }),
      ),
    );
    const settled: [string, number, string][] = [];
    const client = new ApiClient({
      baseURL: ORIGIN,
      cache: new ResponseCache(new MemoryStorage()),
      context: { merchant: () => 'demo', language: () => 'EN', token: () => null },
      onSettled: (path, status, kind) => settled.push([path, status, kind]),
    });
    await client.call(item, { pathParams: { id: 1 } });
    await expect(client.call(item, { pathParams: { id: 2 } })).rejects.toMatchObject({ kind: 'http' });
    await expect(client.call(item, { pathParams: { id: 3 } })).rejects.toMatchObject({ kind: 'server' });
    expect(settled).toEqual([
      ['/wps/item/{id}', 200, ''],
      ['/wps/item/{id}', 503, 'http'],
      ['/wps/item/{id}', 200, 'server'],
    ]);
  });
});
