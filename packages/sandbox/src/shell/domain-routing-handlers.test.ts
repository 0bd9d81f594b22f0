import { accessTestKit } from './access-test-kit';
import { REFUSED_PORT, SITE_CANDIDATES } from './domain-routing-handlers';

const { sandbox, call } = accessTestKit();

const routes = async (merchant = 'demo') =>
  ((await call('GET', '/wps/system/domainRoute', { merchant })).body.value as { domainName: string }[]).map(
    (route) => route.domainName,
  );

describe('domain routing', () => {
  it('answers the ping cross-origin, echoing the speed it was sent', async () => {
    const response = await fetch('http://alt1.localhost:8080/wps/system/test/ping?speed=42');
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toMatchObject({ success: true, value: { speed: 42 } });
  });

  it("keeps the speed-test lines until a merchant's list is set; the list names the request's own port", async () => {
    const speedLines = await routes();
    expect(speedLines.length).toBeGreaterThan(0);

    expect((await call('PUT', '/__sandbox/domain-routes/demo', { body: {} })).status).toBe(200);
    // The kit calls on :8080: the site candidates name that port, the down ones a refused port.
    expect(await routes()).toEqual([
      'http://alt1.localhost:8080',
      'http://alt2.localhost:8080',
      `http://down1.localhost:${REFUSED_PORT}`,
      `http://down2.localhost:${REFUSED_PORT}`,
    ]);
    expect(SITE_CANDIDATES).toHaveLength(4);
    // Another merchant keeps its default.
    expect(await routes('lite')).toEqual(speedLines);

    const own = ['http://a.localhost:{port}', 'javascript:alert(1)'];
    await call('PUT', '/__sandbox/domain-routes/demo', { body: { domains: own } });
    expect(await routes()).toEqual(['http://a.localhost:8080', 'javascript:alert(1)']);

    await call('DELETE', '/__sandbox/domain-routes/demo');
    expect(await routes()).toEqual(speedLines);

    await call('PUT', '/__sandbox/domain-routes/demo', { body: {} });
    sandbox.reset();
    expect(await routes()).toEqual(speedLines);
  });

  it('refuses an unknown merchant and a malformed list', async () => {
    expect((await call('PUT', '/__sandbox/domain-routes/nobody', { body: {} })).status).toBe(404);
    expect((await call('PUT', '/__sandbox/domain-routes/demo', { body: { domains: 'x' } })).status).toBe(400);
  });
});
