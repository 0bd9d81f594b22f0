import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox({ now: () => Date.UTC(2025, 0, 15, 8, 30, 0) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

const ORIGIN = 'http://localhost:8080';
const SETTINGS = '/wps/system/settings/consolidated';

interface Body {
  success: boolean;
  value: unknown;
  errorCode: string | null;
  message: string | null;
}

async function admin(method: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${ORIGIN}/__sandbox/faults`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const addFault = async (fault: Record<string, unknown>) => {
  const reply = await admin('POST', fault);
  expect(reply.status).toBe(200);
  return reply.body.value as { id: number };
};

const get = (path: string, init: RequestInit = {}) => fetch(`${ORIGIN}${path}`, init);

/** True when the settings endpoint answers normally (HTTP 200 and a successful envelope). */
const settingsAreNormal = async () => {
  const response = await get(SETTINGS);
  return response.status === 200 && ((await response.json()) as Body).success;
};

describe('POST /__sandbox/faults', () => {
  it('answers a status with the plain injected envelope when no body is given', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 503 });
    const response = await get(SETTINGS);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      value: null,
      errorCode: null,
      message: 'Injected 503',
    });
  });

  it('answers a status with an object body as JSON (a catalogue error envelope)', async () => {
    const envelope = { success: false, errorCode: 'domain_not_available', message: 'domain down' };
    await addFault({ method: 'GET', path: SETTINGS, status: 200, body: envelope });
    const response = await get(SETTINGS);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(envelope);
  });

  it('sends a string body raw, labelled JSON, so a client meets malformed JSON', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 200, body: '{"success":tru', times: 1 });
    const response = await get(SETTINGS);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('{"success":tru');
    await addFault({ method: 'GET', path: SETTINGS, status: 502, body: '<html>Bad Gateway</html>' });
    const gateway = await get(SETTINGS);
    expect(gateway.status).toBe(502);
    // undici's SyntaxError is from another realm than the test's, so match the message.
    await expect(gateway.json()).rejects.toThrow(/not valid JSON/);
  });

  it('answers a body without status with HTTP 200 (a wrong shape)', async () => {
    await addFault({
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      body: { success: true, value: 'oops' },
    });
    const response = await get('/wps/v2/wallets/balance?typeId=0');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: 'oops' });
    await addFault({ method: 'GET', path: SETTINGS, body: null });
    expect(await (await get(SETTINGS)).text()).toBe('null');
  });

  it('delays and then lets the request through to the normal handler', async () => {
    await addFault({ method: 'GET', path: SETTINGS, delayMs: 120 });
    const started = performance.now();
    const response = await get(SETTINGS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { siteName: expect.any(String) } });
  });

  it('delays and then answers when a status is given too', async () => {
    await addFault({ method: 'GET', path: SETTINGS, delayMs: 60, status: 504 });
    const started = performance.now();
    expect((await get(SETTINGS)).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('stops waiting when the client aborts', async () => {
    await addFault({ method: 'GET', path: SETTINGS, delayMs: 60_000, status: 500 });
    const controller = new AbortController();
    const pending = get(SETTINGS, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow();
  });

  it('applies `times` requests, then removes itself', async () => {
    const { id } = await addFault({ method: 'GET', path: SETTINGS, status: 500, times: 2 });
    expect((await admin('GET')).body.value).toEqual([
      { id, method: 'GET', path: SETTINGS, status: 500, remaining: 2 },
    ]);
    expect((await get(SETTINGS)).status).toBe(500);
    expect((await admin('GET')).body.value).toMatchObject([{ id, remaining: 1 }]);
    expect((await get(SETTINGS)).status).toBe(500);
    expect((await admin('GET')).body.value).toEqual([]);
    expect((await get(SETTINGS)).status).toBe(200);
  });

  it('stays without `times` (remaining null)', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 500 });
    for (let i = 0; i < 3; i++) expect((await get(SETTINGS)).status).toBe(500);
    expect((await admin('GET')).body.value).toMatchObject([{ remaining: null }]);
  });

  it('matches a path ending in * as a prefix, and ignores the query string', async () => {
    await addFault({ method: 'GET', path: '/wps/member/*', status: 502 });
    expect((await get('/wps/member/info')).status).toBe(502);
    expect((await get('/wps/member/rank/progress?x=1')).status).toBe(502);
    expect((await get(SETTINGS)).status).toBe(200);
    await admin('DELETE');
    await addFault({ method: 'GET', path: '/wps/v2/wallets/balance', status: 502 });
    expect((await get('/wps/v2/wallets/balance?typeId=0')).status).toBe(502);
    // An exact path is not a prefix.
    await addFault({ method: 'GET', path: '/wps/system/settings', status: 502 });
    expect((await get(SETTINGS)).status).toBe(200);
  });

  it('matches the method case-insensitively, or any method with *', async () => {
    await addFault({ method: 'post', path: '/wps/session/login/freeplay', status: 429, times: 1 });
    expect((await get(SETTINGS)).status).toBe(200);
    expect((await get('/wps/session/login/freeplay', { method: 'POST' })).status).toBe(429);
    await addFault({ method: '*', path: '/*', status: 500 });
    expect((await get(SETTINGS)).status).toBe(500);
    expect((await get('/wps/session/logout', { method: 'DELETE' })).status).toBe(500);
  });

  it('lets the earliest matching fault win', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 501, times: 1 });
    await addFault({ method: '*', path: '/wps/*', status: 502 });
    expect((await get(SETTINGS)).status).toBe(501);
    expect((await get(SETTINGS)).status).toBe(502);
  });

  it('runs before the encryption checks, as a failing network would', async () => {
    await addFault({ method: 'POST', path: '/wps/session/login', status: 503, times: 1 });
    const response = await get('/wps/session/login', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(((await response.json()) as Body).message).toBe('Injected 503');
  });

  it('yields to handlers a test adds with server.use (msw runs those first)', async () => {
    server.use(http.get(`${ORIGIN}${SETTINGS}`, () => HttpResponse.json({ overridden: true })));
    await addFault({ method: 'GET', path: SETTINGS, status: 500 });
    expect(await (await get(SETTINGS)).json()).toEqual({ overridden: true });
  });

  it('never intercepts /__sandbox, even with a catch-all fault', async () => {
    await addFault({ method: '*', path: '/*', status: 500 });
    expect((await admin('GET')).status).toBe(200);
    expect((await get('/__sandbox/clock', { method: 'POST', body: '{"advanceMs":0}' })).status).toBe(200);
    expect((await admin('DELETE')).status).toBe(200);
    expect(await settingsAreNormal()).toBe(true);
  });
});

describe('clearing faults', () => {
  it('DELETE /__sandbox/faults removes them all', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 500 });
    await addFault({ method: '*', path: '/wps/*', delayMs: 5 });
    expect((await admin('GET')).body.value).toHaveLength(2);
    expect((await admin('DELETE')).body).toMatchObject({ success: true, value: null });
    expect((await admin('GET')).body.value).toEqual([]);
    expect(await settingsAreNormal()).toBe(true);
  });

  it('reset() and POST /__sandbox/reset clear them and restart the ids', async () => {
    expect((await addFault({ method: 'GET', path: SETTINGS, status: 500 })).id).toBe(1);
    sandbox.reset();
    expect(await settingsAreNormal()).toBe(true);
    expect((await addFault({ method: 'GET', path: SETTINGS, status: 500 })).id).toBe(1);
    await get('/__sandbox/reset', { method: 'POST' });
    expect(await settingsAreNormal()).toBe(true);
  });

  it('can be driven from code: addFault and clearFaults', async () => {
    expect(sandbox.addFault({ method: 'get', path: SETTINGS, status: 500 })).toEqual({
      id: 1,
      method: 'GET',
      path: SETTINGS,
      status: 500,
      remaining: null,
    });
    expect((await get(SETTINGS)).status).toBe(500);
    sandbox.clearFaults();
    expect((await get(SETTINGS)).status).toBe(200);
    expect(() => sandbox.addFault({ method: 'GET', path: 'wps' })).toThrow(/invalid fault: path/);
  });
});

describe('validation', () => {
  it.each([
    ['no body at all', undefined, /^fault: .*expected object/],
    ['no path', { method: 'GET', status: 500 }, /^path: /],
    ['no method', { path: SETTINGS, status: 500 }, /^method: /],
    ['a method with a space', { method: 'G ET', path: SETTINGS, status: 500 }, /^method: .*HTTP method/],
    ['a relative path', { method: 'GET', path: 'wps/x', status: 500 }, /^path: .*start with \//],
    ['a query in the path', { method: 'GET', path: '/wps/x?y=1', status: 500 }, /^path: .*no query/],
    ['a * inside the path', { method: 'GET', path: '/wps/*/x', status: 500 }, /^path: .*trailing \*/],
    ['an admin path', { method: 'GET', path: '/__sandbox/reset', status: 500 }, /never intercepted/],
    ['a status below 200', { method: 'GET', path: SETTINGS, status: 99 }, /^status: /],
    ['a status above 599', { method: 'GET', path: SETTINGS, status: 600 }, /^status: /],
    ['a status as a string', { method: 'GET', path: SETTINGS, status: '500' }, /^status: /],
    ['a negative delay', { method: 'GET', path: SETTINGS, delayMs: -1 }, /^delayMs: /],
    ['a delay over the cap', { method: 'GET', path: SETTINGS, delayMs: 300_001 }, /^delayMs: /],
    ['times 0', { method: 'GET', path: SETTINGS, status: 500, times: 0 }, /^times: /],
    ['a fractional times', { method: 'GET', path: SETTINGS, status: 500, times: 1.5 }, /^times: /],
    [
      'no effect',
      { method: 'GET', path: SETTINGS, times: 1 },
      /^fault: a fault needs status, delayMs or body/,
    ],
    ['a typo', { method: 'GET', path: SETTINGS, delay: 100 }, /^fault: Unrecognized key: "delay"/],
    ['a body with 204', { method: 'GET', path: SETTINGS, status: 204, body: 'x' }, /^body: .*204/],
  ])('refuses %s with 400 request.invalid and says why', async (_name, fault, message) => {
    const reply = await admin('POST', fault);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(reply.body.message).toMatch(message);
    expect((await admin('GET')).body.value).toEqual([]);
  });

  it('accepts a 204 without body and answers it empty', async () => {
    await addFault({ method: 'GET', path: SETTINGS, status: 204 });
    const response = await get(SETTINGS);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});
