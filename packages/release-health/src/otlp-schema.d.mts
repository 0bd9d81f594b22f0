/** The two OTLP/HTTP paths under the site's origin: errors are logs, vitals and counts are metrics. */
export declare const OTLP_PATHS: Readonly<{ logs: '/otlp/v1/logs'; metrics: '/otlp/v1/metrics' }>;
/** `service.name` of every record. */
export declare const SERVICE_NAME: 'wl-site';
/** The instrumentation scope's name. */
export declare const SCOPE_NAME: 'wl-release-health';
/** Attribute keys (see otlp-schema.mjs for what each holds). */
export declare const ATTR: Readonly<{
  serviceName: 'service.name';
  serviceVersion: 'service.version';
  merchant: 'wl.merchant';
  language: 'browser.language';
  mobile: 'browser.mobile';
  engine: 'wl.engine';
  route: 'wl.route';
  area: 'wl.area';
  remotes: 'wl.remotes';
  sampleRate: 'wl.sample_rate';
  errorKind: 'wl.error.kind';
  exceptionType: 'exception.type';
  exceptionMessage: 'exception.message';
  remoteId: 'wl.remote.id';
  remoteStage: 'wl.remote.stage';
  apiFamily: 'wl.api.family';
  apiOutcome: 'wl.api.outcome';
  httpStatus: 'http.response.status_code';
  errorType: 'error.type';
}>;
/** What went wrong, on each error record. */
export type ErrorKind = 'uncaught' | 'unhandled_rejection' | 'react' | 'remote_load' | 'api';
/** Every error kind. */
export declare const ERROR_KINDS: readonly ErrorKind[];
/** The errors that count in "errors per 1,000 page views". */
export declare const PAGE_ERROR_KINDS: readonly ErrorKind[];
/** Where a remote failed to load. */
export type RemoteStage = 'manifest' | 'entry' | 'chunk';
/** Every remote load stage. */
export declare const REMOTE_STAGES: readonly RemoteStage[];
/** Metric names: vitals are gauges with one data point per page view; counts are delta sums. */
export declare const METRICS: Readonly<{
  pageViews: 'wl.page_views';
  apiCalls: 'wl.api.calls';
  lcp: 'wl.web_vital.lcp';
  inp: 'wl.web_vital.inp';
  cls: 'wl.web_vital.cls';
  fcp: 'wl.web_vital.fcp';
  ttfb: 'wl.web_vital.ttfb';
}>;
/** Sampling rates (0..1) of one merchant. */
export interface Sampling {
  readonly errors: number;
  readonly vitals: number;
}
/** Sampling when the site configuration names none for a merchant. */
export declare const SAMPLING_DEFAULT: Sampling;
/** The browser sends what it holds every this often, and on pagehide. */
export declare const FLUSH_INTERVAL_MS: number;
/** An exception message is cut to this length. */
export declare const MESSAGE_MAX_CHARS: number;
/** The largest body the site server accepts on an OTLP path. */
export declare const OTLP_MAX_BODY_BYTES: number;
/** An attribute value as read from OTLP JSON. */
export type AttributeValue = string | number | boolean | Array<string | number | boolean>;
/** The attributes of an OTLP JSON `KeyValue[]` as a plain object (unknown value kinds left out). */
export declare function readAttributes(list: unknown): Record<string, AttributeValue>;
