// The release-health wire format, one source for the browser reporter (host/src/lib/release-health) and the server
// side (deploy: the OTLP endpoints, `wl-deploy health` and the canary guard). Records are OTLP/HTTP JSON so that any
// OpenTelemetry Collector or vendor takes them unchanged; names follow the OpenTelemetry semantic conventions where
// one exists (service.*, browser.*, exception.*, http.*, error.type) and are `wl.*` where none does.

/** The two OTLP/HTTP paths under the site's origin: errors are logs, vitals and counts are metrics. */
export const OTLP_PATHS = { logs: '/otlp/v1/logs', metrics: '/otlp/v1/metrics' };

/** `service.name` of every record, and the instrumentation scope's name. */
export const SERVICE_NAME = 'wl-site';
export const SCOPE_NAME = 'wl-release-health';

// The tables are plain objects (the types make them read-only): the bundler then inlines each name the browser
// reporter reads instead of shipping the whole table.

/** Attribute keys. Resource attributes describe the page load; the rest are on each log record and data point. */
export const ATTR = {
  // resource
  serviceName: 'service.name',
  serviceVersion: 'service.version', // the host's version
  merchant: 'wl.merchant',
  language: 'browser.language', // the site's language code (spec), not the browser's
  mobile: 'browser.mobile',
  engine: 'wl.engine', // 'chromium' | 'gecko' | 'webkit' | 'other'
  // every record
  route: 'wl.route', // the route pattern (an area's base path and its pattern), never the URL or its query
  area: 'wl.area', // the remote id that owns the route, or 'host'
  remotes: 'wl.remotes', // array of 'id@version': every remote loaded on the page when the record was made
  sampleRate: 'wl.sample_rate', // the rate this record was kept at: a reader weighs it 1 / rate
  // errors (logs)
  errorKind: 'wl.error.kind', // one of ERROR_KINDS
  exceptionType: 'exception.type',
  exceptionMessage: 'exception.message', // scrubbed: no query strings, at most MESSAGE_MAX_CHARS
  remoteId: 'wl.remote.id', // remote_load and react: the area concerned
  remoteStage: 'wl.remote.stage', // remote_load: one of REMOTE_STAGES
  // API calls (logs for failures, and the wl.api.calls count)
  apiFamily: 'wl.api.family', // the first two path segments: '/wps/member'
  apiOutcome: 'wl.api.outcome', // 'ok' | 'failed'
  httpStatus: 'http.response.status_code', // 0 when no answer came
  errorType: 'error.type', // the failure's kind: 'timeout' | 'network' | 'http' | 'business' | ...
};

/** What went wrong, on each error record. api and remote_load have columns of their own in `wl-deploy health`. */
export const ERROR_KINDS = ['uncaught', 'unhandled_rejection', 'react', 'remote_load', 'api'];

/** The errors that count in "errors per 1,000 page views". */
export const PAGE_ERROR_KINDS = ['uncaught', 'unhandled_rejection', 'react'];

/** Where a remote failed to load: its manifest, its entry script, or a chunk of it. */
export const REMOTE_STAGES = ['manifest', 'entry', 'chunk'];

/** Metric names. Vitals are gauges with one data point per page view; counts are delta sums. */
export const METRICS = {
  pageViews: 'wl.page_views',
  apiCalls: 'wl.api.calls',
  lcp: 'wl.web_vital.lcp', // ms
  inp: 'wl.web_vital.inp', // ms
  cls: 'wl.web_vital.cls', // unitless
  fcp: 'wl.web_vital.fcp', // ms
  ttfb: 'wl.web_vital.ttfb', // ms
};

/** Sampling when the site configuration names none for a merchant (site-config.json `releaseHealth`). */
export const SAMPLING_DEFAULT = { errors: 1, vitals: 0.1 };

/** The browser sends what it holds every this often, and on pagehide. */
export const FLUSH_INTERVAL_MS = 30_000;

/** An exception message is cut to this length. */
export const MESSAGE_MAX_CHARS = 300;

/** The largest body the site server accepts on an OTLP path (a browser's batch is a few KB). */
export const OTLP_MAX_BODY_BYTES = 64 * 1024;

/**
 * The attributes of an OTLP JSON `KeyValue[]` as a plain object: string, bool, int (as a number), double, and arrays of
 * them. Unknown value kinds are left out.
 * @param {unknown} list
 * @returns {Record<string, string | number | boolean | Array<string | number | boolean>>}
 */
export function readAttributes(list) {
  const out = {};
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    if (!item || typeof item.key !== 'string') continue;
    const value = readValue(item.value);
    if (value !== undefined) out[item.key] = value;
  }
  return out;
}

function readValue(value) {
  if (!value || typeof value !== 'object') return undefined;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  if (value.arrayValue && Array.isArray(value.arrayValue.values)) {
    return value.arrayValue.values.map(readValue).filter((v) => v !== undefined);
  }
  return undefined;
}
