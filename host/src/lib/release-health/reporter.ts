import {
  ATTR,
  FLUSH_INTERVAL_MS,
  MESSAGE_MAX_CHARS,
  METRICS,
  OTLP_MAX_BODY_BYTES,
  OTLP_PATHS,
  SAMPLING_DEFAULT,
  SCOPE_NAME,
  SERVICE_NAME,
  type Sampling,
} from '@wl/release-health';
import type { Metric } from 'web-vitals';
import { listen, type HealthSignal } from './signals';

/** What the reporter reads from the site: who the page is for, and what runs on it. */
export interface ReporterSite {
  merchant: string;
  /** The site's language code now (spec). */
  language: () => string;
  hostVersion: string;
  /** 'id@version' of every remote the page has loaded or tried to load. */
  remotes: () => string[];
  /** The remote id owning a path, or null for the host's own pages. */
  areaOf: (path: string) => string | null;
  sampling: Sampling;
}

/** Test seams: where bodies go, randomness, the clock, the page. */
export interface ReporterDeps {
  send?: (path: string, body: string) => void;
  random?: () => number;
  now?: () => number;
  page?: Window;
  /** Subscribe to the vitals (web-vitals by default). */
  vitals?: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => Promise<void>;
}

/** Errors kept per page load: a loop that throws must not flood the store. */
export const MAX_ERRORS_PER_PAGE = 100;

type Value = string | number | boolean | string[];
type Attributes = { key: string; value: Record<string, unknown> }[];

const VITAL_METRIC: Record<Metric['name'], string> = {
  LCP: METRICS.lcp,
  INP: METRICS.inp,
  CLS: METRICS.cls,
  FCP: METRICS.fcp,
  TTFB: METRICS.ttfb,
};

/** OTLP JSON attributes of plain values. */
function attributes(values: Record<string, Value>): Attributes {
  return Object.entries(values).map(([key, value]) => ({
    key,
    value: Array.isArray(value)
      ? { arrayValue: { values: value.map((stringValue) => ({ stringValue })) } }
      : typeof value == 'string'
        ? { stringValue: value }
        : typeof value == 'boolean'
          ? { boolValue: value }
          : Number.isInteger(value)
            ? { intValue: value }
            : { doubleValue: value },
  }));
}

/** A path as its route pattern: its first segment, `/*` for anything deeper (ids and slugs never leave the page). */
export function routePattern(path: string): string {
  const [first, ...rest] = path.split('/').filter(Boolean);
  if (!first) return '/';
  return (
    (/^[a-z][\w-]{0,30}$/i.test(first) ? `/${first}` : '') +
    (rest.length || !/^[a-z]/i.test(first) ? '/*' : '')
  );
}

/** An error's message without query strings or long digit runs (ids, phone numbers), cut short. */
export function scrubMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/[?#][^\s'"]*/g, '')
    .replace(/\d{6,}/g, '#')
    .slice(0, MESSAGE_MAX_CHARS);
}

/** Where a remote failed: its manifest, a chunk of it, or its entry script. */
export function remoteStage(error: unknown): string {
  const text = `${(error as Error)?.name} ${scrubMessage(error)}`;
  return /manifest|RUNTIME-003/i.test(text) ? 'manifest' : /chunk/i.test(text) ? 'chunk' : 'entry';
}

/** The browser engine, by its user agent: enough to tell one engine's failures apart. */
function engineOf(agent: string): string {
  return /Firefox\//.test(agent)
    ? 'gecko'
    : /Chrom(e|ium)\//.test(agent)
      ? 'chromium'
      : /AppleWebKit/.test(agent)
        ? 'webkit'
        : 'other';
}

const nanos = (ms: number) => `${Math.round(ms)}000000`;

/**
 * Start reporting: page views, vitals (sampled per page load), errors (sampled per record) and API call counts, as
 * OTLP/HTTP JSON to the site's own origin every {@link FLUSH_INTERVAL_MS} and when the page is hidden. Returns a
 * flush (tests).
 */
export function startReporter(site: ReporterSite, deps: ReporterDeps = {}): () => void {
  const page = deps.page ?? window;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const send =
    deps.send ??
    ((path: string, body: string) => {
      if (!navigator.sendBeacon?.(path, new Blob([body], { type: 'application/json' })))
        void fetch(path, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
        }).catch(() => undefined);
    });
  const agent = page.navigator.userAgent;
  const mobile =
    (page.navigator as { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile ?? /Mobi/.test(agent);
  const vitalsRate = site.sampling.vitals;
  const keepVitals = random() < vitalsRate;
  const landing = page.location.pathname;

  let logs: object[] = [];
  let points: { name: string; unit: string; sum?: boolean; point: object }[] = [];
  const apiCalls = new Map<string, { values: Record<string, Value>; count: number }>();
  let view: { path: string; at: number } | null = null;
  let errors = 0;

  const tags = (path: string, rate: number): Record<string, Value> => ({
    [ATTR.route]: routePattern(path),
    [ATTR.area]: site.areaOf(path) ?? 'host',
    [ATTR.remotes]: site.remotes(),
    [ATTR.sampleRate]: rate,
  });
  const closeView = () => {
    if (!view) return;
    points.push({
      name: METRICS.pageViews,
      unit: '1',
      sum: true,
      point: {
        startTimeUnixNano: nanos(view.at),
        timeUnixNano: nanos(now()),
        asInt: 1,
        attributes: attributes(tags(view.path, 1)),
      },
    });
    view = null;
  };
  const log = (severityNumber: number, values: Record<string, Value>, message: string) => {
    if (errors >= MAX_ERRORS_PER_PAGE || random() >= site.sampling.errors) return;
    errors++;
    logs.push({
      timeUnixNano: nanos(now()),
      severityNumber,
      severityText: severityNumber > 16 ? 'ERROR' : 'WARN',
      body: { stringValue: message },
      attributes: attributes({ ...tags(page.location.pathname, site.sampling.errors), ...values }),
    });
  };

  const onSignal = (health: HealthSignal) => {
    if (health.kind == 'page') {
      closeView();
      view = { path: health.path, at: now() };
    } else if (health.kind == 'api') {
      const family = `/${health.path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
      // A failure is no answer, an answer that is not the API's, or a server error; a refusal (a wrong password, an
      // expired login) is the API working.
      const failed = /network|timeout|malformed/.test(health.type) || health.status >= 500;
      const outcome = failed ? 'failed' : 'ok';
      const values = {
        [ATTR.apiFamily]: family,
        [ATTR.apiOutcome]: outcome,
        [ATTR.httpStatus]: health.status,
      };
      const key = `${family} ${outcome} ${health.status}`;
      const entry = apiCalls.get(key) ?? { values, count: 0 };
      entry.count++;
      apiCalls.set(key, entry);
      if (failed)
        log(
          13,
          { ...values, [ATTR.errorKind]: 'api', [ATTR.errorType]: health.type },
          `${family} ${health.type}`,
        );
    } else {
      const error = health.error;
      const message = scrubMessage(error);
      const values: Record<string, Value> = {
        [ATTR.errorKind]: health.kind,
        [ATTR.exceptionType]: (error as Error)?.name ?? typeof error,
        [ATTR.exceptionMessage]: message,
      };
      if (health.kind == 'remote_load') {
        values[ATTR.remoteId] = health.remote.split('@')[0]!;
        values[ATTR.remoteStage] = remoteStage(error);
        // The failing version is part of what the page ran.
        values[ATTR.remotes] = [...new Set([...site.remotes(), health.remote])];
      } else if (health.kind == 'react') values[ATTR.remoteId] = health.remote;
      log(17, values, message);
    }
  };

  const flush = () => {
    closeView();
    for (const { values, count } of apiCalls.values())
      points.push({
        name: METRICS.apiCalls,
        unit: '1',
        sum: true,
        point: {
          timeUnixNano: nanos(now()),
          asInt: count,
          attributes: attributes({ ...values, ...tags(page.location.pathname, 1) }),
        },
      });
    apiCalls.clear();
    const resource = {
      attributes: attributes({
        [ATTR.serviceName]: SERVICE_NAME,
        [ATTR.serviceVersion]: site.hostVersion,
        [ATTR.merchant]: site.merchant,
        [ATTR.language]: site.language(),
        [ATTR.mobile]: mobile,
        [ATTR.engine]: engineOf(agent),
      }),
    };
    const scope = { name: SCOPE_NAME };
    // The server takes at most OTLP_MAX_BODY_BYTES a body: a larger batch goes in halves.
    const post = <T>(path: string, items: T[], wrap: (items: T[]) => object): void => {
      const body = JSON.stringify(wrap(items));
      if (items.length > 1 && new Blob([body]).size > OTLP_MAX_BODY_BYTES) {
        const half = items.length >> 1;
        post(path, items.slice(0, half), wrap);
        post(path, items.slice(half), wrap);
      } else if (items.length) send(path, body);
    };
    post(OTLP_PATHS.logs, logs, (logRecords) => ({
      resourceLogs: [{ resource, scopeLogs: [{ scope, logRecords }] }],
    }));
    post(
      OTLP_PATHS.metrics,
      points.map(({ name, unit, sum, point }) => ({
        name,
        unit,
        // Counts are deltas (aggregationTemporality 1); a vital is one gauge reading.
        ...(sum
          ? { sum: { aggregationTemporality: 1, isMonotonic: true, dataPoints: [point] } }
          : { gauge: { dataPoints: [point] } }),
      })),
      (metrics) => ({ resourceMetrics: [{ resource, scopeMetrics: [{ scope, metrics }] }] }),
    );
    logs = [];
    points = [];
  };

  listen(onSignal);
  // Sent when the page is hidden and on pagehide: web-vitals reports LCP, CLS and INP in its own (capturing) listeners
  // of the same events, which run first, so they go out in this flush.
  const watch = () => {
    page.addEventListener('visibilitychange', () => page.document.visibilityState == 'hidden' && flush());
    page.addEventListener('pagehide', flush);
    page.setInterval(flush, FLUSH_INTERVAL_MS);
    // Visible in a trace, and what a test waits for before it leaves the page.
    page.performance.mark('wl-release-health');
  };
  if (keepVitals) {
    const report = ({ name, value }: Pick<Metric, 'name' | 'value'>) =>
      points.push({
        name: VITAL_METRIC[name],
        unit: name == 'CLS' ? '1' : 'ms',
        point: {
          timeUnixNano: nanos(now()),
          asDouble: value,
          attributes: attributes(tags(landing, vitalsRate)),
        },
      });
    // web-vitals is downloaded only by the page loads whose vitals are sampled.
    (
      deps.vitals ??
      (() =>
        import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then((vitals) =>
          [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB].forEach((on) => on(report)),
        ))
    )(report).then(watch, watch);
  } else watch();
  return flush;
}

/**
 * A merchant's sampling from the site configuration the page was started with (`releaseHealth.sampling`, by merchant
 * code or `default`), else {@link SAMPLING_DEFAULT}. A rate outside 0..1 is ignored.
 */
export function samplingFor(merchant: string, config: unknown): Sampling {
  const table = (config as { releaseHealth?: { sampling?: Record<string, Partial<Sampling>> } } | undefined)
    ?.releaseHealth?.sampling;
  const chosen = table?.[merchant] ?? table?.default ?? {};
  const rate = (value: unknown, fallback: number) =>
    typeof value == 'number' && value >= 0 && value <= 1 ? value : fallback;
  return {
    errors: rate(chosen.errors, SAMPLING_DEFAULT.errors),
    vitals: rate(chosen.vitals, SAMPLING_DEFAULT.vitals),
  };
}
