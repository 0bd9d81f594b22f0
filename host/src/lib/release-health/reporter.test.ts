import { ATTR, METRICS, OTLP_MAX_BODY_BYTES, OTLP_PATHS, readAttributes } from '@wl/release-health';
import { routePattern, samplingFor, scrubMessage, startReporter, type ReporterSite } from './reporter';
import { signal } from './signals';

type Sent = { path: string; body: Record<string, unknown> };

const site = (over: Partial<ReporterSite> = {}): ReporterSite => ({
  merchant: 'lite',
  language: () => 'EN',
  hostVersion: '1.4.0',
  remotes: () => ['lottery@1.1.0'],
  areaOf: (path) => (path.startsWith('/lottery') ? 'lottery' : null),
  sampling: { errors: 1, vitals: 1 },
  ...over,
});

function start(over: Partial<ReporterSite> = {}, random = () => 0) {
  const sent: Sent[] = [];
  const vitals = jest.fn(async (report: (m: { name: 'LCP' | 'CLS'; value: number }) => void) => {
    report({ name: 'LCP', value: 1234.5 });
    report({ name: 'CLS', value: 0.02 });
  });
  const flush = startReporter(site(over), {
    send: (path, body) => sent.push({ path, body: JSON.parse(body) as Record<string, unknown> }),
    random,
    now: () => 1_764_400_000_123,
    vitals,
  });
  return { sent, flush, vitals };
}

/** Every log record or data point of the bodies sent, with its attributes as a plain object. */
function records(sent: Sent[]) {
  const logs = sent
    .filter((s) => s.path === OTLP_PATHS.logs)
    .flatMap(
      (s) =>
        (s.body.resourceLogs as { scopeLogs: { logRecords: Record<string, unknown>[] }[] }[])[0]!
          .scopeLogs[0]!.logRecords,
    )
    .map((r) => ({ severityNumber: r.severityNumber as number, attributes: readAttributes(r.attributes) }));
  const metrics = sent
    .filter((s) => s.path === OTLP_PATHS.metrics)
    .flatMap(
      (s) =>
        (s.body.resourceMetrics as { scopeMetrics: { metrics: Record<string, never>[] }[] }[])[0]!
          .scopeMetrics[0]!.metrics,
    )
    .map((m: Record<string, { dataPoints: Record<string, unknown>[] }>) => {
      const point = (m.sum ?? m.gauge)!.dataPoints[0]!;
      return { name: m.name as unknown as string, point, attributes: readAttributes(point.attributes) };
    });
  return { logs, metrics };
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/lottery/ssc/12345?token=abc');
});
afterEach(() => jest.useRealTimers());

describe('release-health reporter', () => {
  it('sends page views, vitals, API counts and errors as OTLP JSON with the page tags and no personal data', async () => {
    signal({ kind: 'page', path: '/lottery/ssc/12345' });
    const { sent, flush } = start();
    await Promise.resolve();
    signal({ kind: 'api', path: '/wps/member/info', status: 200, type: '' });
    signal({ kind: 'api', path: '/wps/member/info', status: 200, type: '' });
    signal({ kind: 'api', path: '/wps/member/balance', status: 0, type: 'network' });
    signal({ kind: 'api', path: '/wps/member/login', status: 200, type: 'server' });
    signal({ kind: 'uncaught', error: new TypeError('bad https://x.test/a?token=abc for 13800138000') });
    signal({ kind: 'remote_load', error: new Error('Failed to get manifest'), remote: 'promotions@2.0.0' });
    flush();

    const { logs, metrics } = records(sent);
    const body = JSON.stringify(sent);
    expect(body).not.toContain('token=abc');
    expect(body).not.toContain('13800138000');
    expect(body).not.toContain('12345');
    const resource = readAttributes(
      (sent[0]!.body.resourceLogs as { resource: { attributes: unknown } }[])[0]!.resource.attributes,
    );
    expect(resource).toMatchObject({
      'service.name': 'wl-site',
      'service.version': '1.4.0',
      'wl.merchant': 'lite',
      'browser.language': 'EN',
    });

    const views = metrics.filter((m) => m.name === METRICS.pageViews);
    expect(views).toHaveLength(1);
    expect(views[0]!.attributes).toMatchObject({
      [ATTR.route]: '/lottery/*',
      [ATTR.area]: 'lottery',
      [ATTR.remotes]: ['lottery@1.1.0'],
      [ATTR.sampleRate]: 1,
    });
    expect(metrics.filter((m) => m.name === METRICS.lcp)[0]!.point.asDouble).toBe(1234.5);
    expect(metrics.filter((m) => m.name === METRICS.cls)).toHaveLength(1);
    const calls = metrics
      .filter((m) => m.name === METRICS.apiCalls)
      .map((m) => [m.attributes[ATTR.apiFamily], m.attributes[ATTR.apiOutcome], m.point.asInt]);
    // A refusal by the server (kind 'server') is the API working.
    expect(calls).toEqual([
      ['/wps/member', 'ok', 3],
      ['/wps/member', 'failed', 1],
    ]);

    expect(logs.map((l) => l.attributes[ATTR.errorKind])).toEqual(['api', 'uncaught', 'remote_load']);
    const uncaught = logs[1]!;
    expect(uncaught.severityNumber).toBe(17);
    expect(uncaught.attributes[ATTR.exceptionType]).toBe('TypeError');
    expect(uncaught.attributes[ATTR.exceptionMessage]).toBe('bad https://x.test/a for #');
    const load = logs[2]!.attributes;
    expect(load[ATTR.remoteId]).toBe('promotions');
    expect(load[ATTR.remoteStage]).toBe('manifest');
    expect(load[ATTR.remotes]).toEqual(['lottery@1.1.0', 'promotions@2.0.0']);
  });

  it('counts ok calls per family, outcome and status in one data point each', () => {
    const { sent, flush } = start();
    for (let i = 0; i < 3; i++) signal({ kind: 'api', path: '/wps/game/list', status: 200, type: '' });
    signal({ kind: 'api', path: '/wps/game/list', status: 503, type: 'http' });
    flush();
    const calls = records(sent)
      .metrics.filter((m) => m.name === METRICS.apiCalls)
      .map((m) => [m.attributes[ATTR.apiOutcome], m.attributes[ATTR.httpStatus], m.point.asInt]);
    expect(calls).toEqual([
      ['ok', 200, 3],
      ['failed', 503, 1],
    ]);
  });

  it('splits a batch larger than the server takes into bodies it takes', () => {
    const { sent, flush } = start({ sampling: { errors: 1, vitals: 0 } }, () => 0.5);
    for (let i = 0; i < 100; i++) signal({ kind: 'uncaught', error: new Error(`${i} ${'x'.repeat(280)}`) });
    flush();
    const sizes = sent.map((s) => new Blob([JSON.stringify(s.body)]).size);
    expect(sent.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(OTLP_MAX_BODY_BYTES);
    expect(records(sent).logs).toHaveLength(100);
  });

  it('downloads no vitals library and sends no vitals when the page load is not sampled', async () => {
    const { sent, flush, vitals } = start({ sampling: { errors: 1, vitals: 0.1 } }, () => 0.5);
    await Promise.resolve();
    signal({ kind: 'page', path: '/' });
    flush();
    expect(vitals).not.toHaveBeenCalled();
    expect(records(sent).metrics.map((m) => m.name)).toEqual([METRICS.pageViews]);
  });

  it('flushes when the page is hidden and every 30 s, and sends nothing when there is nothing', async () => {
    const { sent } = start({ sampling: { errors: 1, vitals: 0 } }, () => 0.5);
    await Promise.resolve();
    jest.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(0);
    signal({ kind: 'uncaught', error: 'boom' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => s.path)).toEqual([OTLP_PATHS.logs]);
  });
});

describe('helpers', () => {
  it('reduces a path to its pattern', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/lottery')).toBe('/lottery');
    expect(routePattern('/promotions/123')).toBe('/promotions/*');
    expect(routePattern('/13800138000')).toBe('/*');
  });

  it('scrubs messages', () => {
    expect(scrubMessage(new Error('x?a=1#b y'))).toBe('x y');
    expect(scrubMessage('z'.repeat(400))).toHaveLength(300);
  });

  it('reads a merchant sampling from the site configuration, else the default', () => {
    const config = {
      releaseHealth: { sampling: { lite: { vitals: 1 }, default: { errors: 0.5, vitals: 2 } } },
    };
    expect(samplingFor('lite', config)).toEqual({ errors: 1, vitals: 1 });
    expect(samplingFor('demo', config)).toEqual({ errors: 0.5, vitals: 0.1 });
    expect(samplingFor('demo', undefined)).toEqual({ errors: 1, vitals: 0.1 });
  });
});
