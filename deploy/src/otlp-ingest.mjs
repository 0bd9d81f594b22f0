// The two OTLP/HTTP JSON paths the browser's release-health reporter sends to (@wl/release-health OTLP_PATHS), under
// the site's own origin. Bounded: POST and application/json only, at most OTLP_MAX_BODY_BYTES (a larger body is
// refused from its Content-Length, or as soon as the bytes read pass the limit: never buffered whole), a rate per
// client address. A body is checked against the wire format before it goes anywhere; then it is forwarded to an
// OpenTelemetry Collector (OTEL_EXPORTER_OTLP_ENDPOINT) or appended to the local store: one JSON line per accepted
// request in `<healthDir>/<YYYY-MM-DD>.<logs|metrics>.jsonl` (UTC day), read by `wl-deploy health` and the guard.
//
// What the check refuses (400, nothing stored or forwarded): a body that is not OTLP JSON of the path's signal, a
// field OTLP does not have, an attribute key the wire format does not name, a metric name or error kind it does not
// name. Refusing rather than dropping the unknown keeps the promise "no personal data" true by construction (nothing
// the schema does not name reaches the store or a vendor) and makes a reporter that sends something new fail loudly in
// its tests; the 400's message names the key. What it changes: a query string or fragment after anything URL-like in
// a string value is cut (a message may quote a chunk's URL), so none is ever stored or forwarded.
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import {
  ATTR,
  ERROR_KINDS,
  MESSAGE_MAX_CHARS,
  METRICS,
  OTLP_MAX_BODY_BYTES,
  OTLP_PATHS,
  REMOTE_STAGES,
} from '@wl/release-health';

/** The local store unless the server is given `healthDir` or WL_HEALTH_DIR. */
export const DEFAULT_HEALTH_DIR = path.resolve(import.meta.dirname, '..', 'health');

/** The store's folder: an explicit one, else WL_HEALTH_DIR, else {@link DEFAULT_HEALTH_DIR}. */
export const healthDirOf = (dir) => path.resolve(dir || process.env.WL_HEALTH_DIR || DEFAULT_HEALTH_DIR);

/**
 * Requests per client address: a token bucket of `burst` refilled at `perMinute`. A page sends every 30 s and on
 * pagehide (a few requests a minute); 120 a minute with a burst of 60 leaves room for a few dozen players behind one
 * NAT address while a flood is cut within a second. WL_OTLP_RATE_LIMIT=<perMinute>[,<burst>] overrides it.
 */
export const OTLP_RATE_LIMIT = Object.freeze({ perMinute: 120, burst: 60 });

/** The collector gets this long per request; the browser's answer never waits for it. */
export const FORWARD_TIMEOUT_MS = 5_000;
/** Requests on their way to the collector at once; past this a body is dropped (and counted in the failure line). */
const FORWARD_MAX_IN_FLIGHT = 64;
/** A failing collector is reported at most once per this long. */
const FAILURE_LOG_EVERY_MS = 60_000;

/** Every attribute key the wire format names, on the resource, the scope, a log record or a data point. */
export const ALLOWED_ATTRIBUTES = new Set(Object.values(ATTR));
const METRIC_NAMES = new Set(Object.values(METRICS));

/** The rate limit from WL_OTLP_RATE_LIMIT ("<perMinute>[,<burst>]"), else {@link OTLP_RATE_LIMIT}. */
export function rateLimitOf(text = process.env.WL_OTLP_RATE_LIMIT) {
  const [perMinute, burst] = String(text ?? '')
    .split(',')
    .map(Number);
  if (!(perMinute > 0)) return OTLP_RATE_LIMIT;
  return { perMinute, burst: burst > 0 ? burst : perMinute };
}

/** Token buckets per key; `take` answers 0 when allowed, else the seconds until the next token. */
export function tokenBuckets({ perMinute, burst }, now = Date.now) {
  const buckets = new Map();
  const perMs = perMinute / 60_000;
  return {
    take(key) {
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: t };
      bucket.tokens = Math.min(burst, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      if (buckets.size > 10_000) {
        // Forget full buckets (addresses gone quiet): they would start full again anyway.
        for (const [k, b] of buckets) if (b.tokens + (t - b.at) * perMs >= burst) buckets.delete(k);
      }
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}

// ---- the check -------------------------------------------------------------------------------------------------

class Malformed extends Error {}
const fail = (message) => {
  throw new Malformed(message);
};
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const URL_QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#]*)[?#][^\s'"()<>]*/gi;
/** A string value with the query string and fragment cut off anything URL-like in it. */
export const withoutQueries = (text) => text.replace(URL_QUERY, '$1');

function fields(object, allowed, where) {
  if (!isObject(object)) fail(`${where} is not an object`);
  for (const key of Object.keys(object)) if (!allowed.includes(key)) fail(`${where}.${key} is not OTLP`);
}
function list(value, where, { optional = false } = {}) {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value)) fail(`${where} is not an array`);
  return value;
}
const nanos = (v, where) => {
  if (v === undefined) return;
  if (!(typeof v === 'string' ? /^\d{1,20}$/.test(v) : Number.isSafeInteger(v) && v >= 0))
    fail(`${where} is not a time in nanoseconds`);
};

/** A scalar AnyValue (string, bool, int, double) or an array of them; strings scrubbed and bounded. */
function value(v, where, { array = true } = {}) {
  if (!isObject(v) || Object.keys(v).length !== 1) fail(`${where} is not one OTLP value`);
  const [kind] = Object.keys(v);
  const x = v[kind];
  switch (kind) {
    case 'stringValue':
      if (typeof x !== 'string' || x.length > MESSAGE_MAX_CHARS) fail(`${where} is not a short string`);
      v.stringValue = withoutQueries(x);
      return v.stringValue;
    case 'boolValue':
      if (typeof x !== 'boolean') fail(`${where} is not a bool`);
      return x;
    case 'intValue':
      if (!(typeof x === 'string' ? /^-?\d{1,19}$/.test(x) : Number.isSafeInteger(x)))
        fail(`${where} is not an int`);
      return Number(x);
    case 'doubleValue':
      if (typeof x !== 'number' || !Number.isFinite(x)) fail(`${where} is not a number`);
      return x;
    case 'arrayValue':
      if (!array) break;
      fields(x, ['values'], where);
      return list(x.values, `${where}.values`).map((item, i) =>
        value(item, `${where}.values[${i}]`, { array: false }),
      );
  }
  return fail(`${where} is not a string, bool, number or array of them`);
}

function attributes(attrs, where) {
  const out = {};
  list(attrs, where, { optional: true }).forEach((item, i) => {
    fields(item, ['key', 'value'], `${where}[${i}]`);
    if (!ALLOWED_ATTRIBUTES.has(item.key)) fail(`attribute ${String(item.key)} is not in the wire format`);
    out[item.key] = value(item.value, `${where}[${i}] (${item.key})`);
  });
  // Values the wire format enumerates.
  const kind = out[ATTR.errorKind];
  if (kind !== undefined && !ERROR_KINDS.includes(kind))
    fail(`${ATTR.errorKind} ${kind} is not an error kind`);
  const stage = out[ATTR.remoteStage];
  if (stage !== undefined && !REMOTE_STAGES.includes(stage))
    fail(`${ATTR.remoteStage} ${stage} is not a stage`);
  const rate = out[ATTR.sampleRate];
  if (rate !== undefined && !(typeof rate === 'number' && rate > 0 && rate <= 1))
    fail(`${ATTR.sampleRate} is not in (0, 1]`);
  const remotes = out[ATTR.remotes];
  if (remotes !== undefined && !(Array.isArray(remotes) && remotes.every((r) => /^[^@\s]+@[^@\s]+$/.test(r))))
    fail(`${ATTR.remotes} is not a list of id@version`);
  return out;
}

function checkLogRecord(record, where) {
  fields(
    record,
    [
      'timeUnixNano',
      'observedTimeUnixNano',
      'severityNumber',
      'severityText',
      'body',
      'attributes',
      'droppedAttributesCount',
      'flags',
      'eventName',
    ],
    where,
  );
  nanos(record.timeUnixNano, `${where}.timeUnixNano`);
  nanos(record.observedTimeUnixNano, `${where}.observedTimeUnixNano`);
  const severity = record.severityNumber;
  if (!(Number.isInteger(severity) && severity >= 1 && severity <= 24))
    fail(`${where}.severityNumber is not a severity`);
  for (const key of ['severityText', 'eventName'])
    if (record[key] !== undefined && !(typeof record[key] === 'string' && record[key].length <= 64))
      fail(`${where}.${key} is not a short string`);
  if (record.body !== undefined) value(record.body, `${where}.body`, { array: false });
  attributes(record.attributes, `${where}.attributes`);
}

function checkMetric(metric, where) {
  fields(metric, ['name', 'description', 'unit', 'gauge', 'sum'], where);
  if (!METRIC_NAMES.has(metric.name)) fail(`metric ${String(metric.name)} is not in the wire format`);
  if ((metric.gauge === undefined) === (metric.sum === undefined))
    fail(`${where} is not one gauge or one sum`);
  const data = metric.gauge ?? metric.sum;
  fields(data, ['dataPoints', 'aggregationTemporality', 'isMonotonic'], `${where}.data`);
  list(data.dataPoints, `${where}.dataPoints`).forEach((point, p) => {
    const at = `${where}.dataPoints[${p}]`;
    fields(point, ['attributes', 'startTimeUnixNano', 'timeUnixNano', 'asInt', 'asDouble', 'flags'], at);
    nanos(point.startTimeUnixNano, `${at}.startTimeUnixNano`);
    nanos(point.timeUnixNano, `${at}.timeUnixNano`);
    if ((point.asInt === undefined) === (point.asDouble === undefined)) fail(`${at} has not one value`);
    if (point.asInt !== undefined) value({ intValue: point.asInt }, `${at}.asInt`);
    if (point.asDouble !== undefined) value({ doubleValue: point.asDouble }, `${at}.asDouble`);
    attributes(point.attributes, `${at}.attributes`);
  });
}

/** Each signal's OTLP JSON nesting: resources, then scopes, then the items the check reads one by one. */
const SHAPES = {
  logs: { top: 'resourceLogs', scopes: 'scopeLogs', items: 'logRecords', check: checkLogRecord },
  metrics: { top: 'resourceMetrics', scopes: 'scopeMetrics', items: 'metrics', check: checkMetric },
};

function checkBody(signal, body) {
  const shape = SHAPES[signal];
  fields(body, [shape.top], 'body');
  list(body[shape.top], shape.top).forEach((entry, i) => {
    const at = `${shape.top}[${i}]`;
    fields(entry, ['resource', shape.scopes, 'schemaUrl'], at);
    if (entry.resource !== undefined) {
      fields(entry.resource, ['attributes', 'droppedAttributesCount'], `${at}.resource`);
      attributes(entry.resource.attributes, `${at}.resource.attributes`);
    }
    list(entry[shape.scopes], `${at}.${shape.scopes}`).forEach((scoped, j) => {
      const where = `${at}.${shape.scopes}[${j}]`;
      fields(scoped, ['scope', shape.items, 'schemaUrl'], where);
      if (scoped.scope !== undefined) {
        fields(scoped.scope, ['name', 'version', 'attributes', 'droppedAttributesCount'], `${where}.scope`);
        attributes(scoped.scope.attributes, `${where}.scope.attributes`);
      }
      list(scoped[shape.items], `${where}.${shape.items}`).forEach((item, k) =>
        shape.check(item, `${where}.${shape.items}[${k}]`),
      );
    });
  });
}

/**
 * Check an OTLP JSON body of one signal against the wire format, cutting query strings from its string values in
 * place. Returns null when it is fine, else why it is refused.
 * @param {'logs' | 'metrics'} signal
 * @param {unknown} body
 * @returns {string | null}
 */
export function otlpProblem(signal, body) {
  try {
    checkBody(signal, body);
    return null;
  } catch (error) {
    if (error instanceof Malformed) return error.message;
    throw error;
  }
}

// ---- the way out: a collector or the store ----------------------------------------------------------------------

/** OTEL_EXPORTER_OTLP_HEADERS: `key=value,key2=value2`, values percent-encoded (the OpenTelemetry convention). */
export function parseOtlpHeaders(text = '') {
  const out = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    try {
      out[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // a header that does not decode is left out
    }
  }
  return out;
}

/** Where a signal goes at a collector: `<endpoint>/v1/<signal>` (OTLP/HTTP's convention for the base endpoint). */
export const collectorUrl = (endpoint, signal) => `${endpoint.replace(/\/+$/, '')}/v1/${signal}`;

const day = (date) => date.toISOString().slice(0, 10);
/** The store file of a signal on a (UTC) day. */
export const storeFile = (dir, signal, date) => path.join(dir, `${day(date)}.${signal}.jsonl`);

/**
 * The OTLP endpoints as an express router (mounted at the site's root: it answers the two paths only).
 * @param {{
 *   healthDir?: string, endpoint?: string | null, headers?: Record<string, string>,
 *   rateLimit?: { perMinute: number, burst: number }, merchantOf?: (req: import('express').Request) => string,
 *   log?: (line: string) => void, now?: () => number, timeoutMs?: number,
 * }} [options] `endpoint`: the collector (default OTEL_EXPORTER_OTLP_ENDPOINT; none: the local store in `healthDir`)
 */
export function otlpIngest({
  healthDir,
  endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || null,
  headers = parseOtlpHeaders(process.env.OTEL_EXPORTER_OTLP_HEADERS),
  rateLimit = rateLimitOf(),
  merchantOf = () => null,
  log = (line) => console.warn(line),
  now = Date.now,
  timeoutMs = FORWARD_TIMEOUT_MS,
} = {}) {
  const dir = healthDirOf(healthDir);
  const buckets = tokenBuckets(rateLimit, now);
  const forwarding = Boolean(endpoint);
  const inFlight = new Set();
  let failures = 0;
  let lastFailureLog = -Infinity;
  let writes = Promise.resolve();

  const failed = (url, reason) => {
    failures += 1;
    if (now() - lastFailureLog < FAILURE_LOG_EVERY_MS) return;
    log(`[otlp] collector ${url}: ${reason} (${failures} request(s) not forwarded since the last report)`);
    lastFailureLog = now();
    failures = 0;
  };
  const forward = (signal, text) => {
    const url = collectorUrl(endpoint, signal);
    if (inFlight.size >= FORWARD_MAX_IN_FLIGHT) return failed(url, 'too many requests in flight');
    // Only the body and the collector's own headers: no cookie, no address of the player.
    const sent = fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((res) => {
        if (!res.ok) failed(url, `HTTP ${res.status}`);
        return res.body?.cancel();
      })
      .catch((error) =>
        failed(url, error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error.message),
      )
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  const store = (signal, line) => {
    const file = storeFile(dir, signal, new Date(now()));
    writes = writes
      .then(() => fs.promises.mkdir(dir, { recursive: true }))
      .then(() => fs.promises.appendFile(file, line))
      .catch((error) => log(`[otlp] cannot write ${file}: ${error.message}`));
    return writes;
  };

  const router = express.Router();
  for (const signal of /** @type {const} */ (['logs', 'metrics'])) {
    router.all(OTLP_PATHS[signal], async (req, res) => {
      const refuse = (status, message) => {
        res.status(status);
        // The body is not read on: the connection closes after the answer.
        if (!req.complete) res.setHeader('Connection', 'close');
        return message ? res.json({ code: 3, message }) : res.end();
      };
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return refuse(405);
      }
      const retryAfter = buckets.take(req.socket.remoteAddress ?? '');
      if (retryAfter) {
        res.setHeader('Retry-After', String(retryAfter));
        return refuse(429);
      }
      if (!req.is('application/json')) return refuse(415, 'OTLP/HTTP JSON only (application/json)');
      const encoding = req.headers['content-encoding'];
      if (encoding && encoding !== 'identity') return refuse(415, 'no content encoding');
      if (Number(req.headers['content-length']) > OTLP_MAX_BODY_BYTES) return refuse(413);
      const text = await readLimited(req, OTLP_MAX_BODY_BYTES);
      if (text === undefined) return;
      if (text === null) return refuse(413);
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return refuse(400, 'not JSON');
      }
      const problem = otlpProblem(signal, body);
      if (problem) return refuse(400, problem);
      const clean = JSON.stringify(body);
      if (forwarding) forward(signal, clean);
      else
        await store(
          signal,
          `{"received":${JSON.stringify(new Date(now()).toISOString())},"merchant":${JSON.stringify(merchantOf(req) ?? null)},"body":${clean}}\n`,
        );
      // OTLP's success answer: an empty partialSuccess.
      res.json({});
    });
  }
  return Object.assign(router, {
    healthDir: dir,
    /** Settles when every forward and write begun so far has (tests). */
    settled: () => Promise.all([writes, ...inFlight]),
  });
}

/**
 * The body as text, or null as soon as more than `max` bytes have come (the rest is never read), or undefined when
 * the client went away first.
 */
function readLimited(req, max) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A client gone before its body ended: nothing to keep, no one to answer.
    req.on('close', () => resolve(undefined));
    req.on('error', reject);
  });
}
