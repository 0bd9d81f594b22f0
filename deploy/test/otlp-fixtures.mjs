// OTLP JSON bodies as the browser's reporter sends them (@wl/release-health), for the endpoint, health and guard tests.
import http from 'node:http';
import { ATTR, METRICS, SCOPE_NAME, SERVICE_NAME } from '@wl/release-health';

/** One OTLP JSON attribute: strings, bools, ints, doubles (`{ double: x }` for a whole number) and string arrays. */
export function attr(key, v) {
  if (typeof v === 'string') return { key, value: { stringValue: v } };
  if (typeof v === 'boolean') return { key, value: { boolValue: v } };
  if (Array.isArray(v)) return { key, value: { arrayValue: { values: v.map((s) => ({ stringValue: s })) } } };
  if (typeof v === 'object') return { key, value: { doubleValue: v.double } };
  return Number.isInteger(v) ? { key, value: { intValue: String(v) } } : { key, value: { doubleValue: v } };
}

const NOW = '1795000000000000000';

/** A page's context: the resource and the attributes every record carries. */
export function page({
  merchant = 'lite',
  host = '1.0.0',
  route = '/lottery/:game',
  area = 'lottery',
  remotes = ['lottery@1.0.0'],
  rate = 1,
} = {}) {
  return {
    resource: {
      attributes: [
        attr(ATTR.serviceName, SERVICE_NAME),
        attr(ATTR.serviceVersion, host),
        attr(ATTR.merchant, merchant),
        attr(ATTR.language, 'en'),
        attr(ATTR.mobile, false),
        attr(ATTR.engine, 'chromium'),
      ],
    },
    common: [
      attr(ATTR.route, route),
      attr(ATTR.area, area),
      attr(ATTR.remotes, remotes),
      attr(ATTR.sampleRate, { double: rate }),
    ],
  };
}

const scope = { name: SCOPE_NAME, version: '1.0.0' };

/** A logs body: `errors` are [kind, extra attributes][] on one page. */
export function logsBody(context, errors) {
  return {
    resourceLogs: [
      {
        resource: context.resource,
        scopeLogs: [
          {
            scope,
            logRecords: errors.map(([kind, extra = {}]) => ({
              timeUnixNano: NOW,
              severityNumber: kind === 'api' ? 13 : 17,
              severityText: kind === 'api' ? 'WARN' : 'ERROR',
              attributes: [
                ...context.common,
                attr(ATTR.errorKind, kind),
                ...Object.entries(extra).map(([k, v]) => attr(k, v)),
              ],
            })),
          },
        ],
      },
    ],
  };
}

/** A metrics body: `points` are [metric name, value, extra attributes][] on one page. */
export function metricsBody(context, points) {
  return {
    resourceMetrics: [
      {
        resource: context.resource,
        scopeMetrics: [
          {
            scope,
            metrics: points.map(([name, value, extra = {}]) => {
              const point = {
                timeUnixNano: NOW,
                attributes: [...context.common, ...Object.entries(extra).map(([k, v]) => attr(k, v))],
                ...(name === METRICS.pageViews || name === METRICS.apiCalls
                  ? { asInt: String(value) }
                  : { asDouble: value }),
              };
              return name === METRICS.pageViews || name === METRICS.apiCalls
                ? {
                    name,
                    unit: '1',
                    sum: { dataPoints: [point], aggregationTemporality: 1, isMonotonic: true },
                  }
                : { name, unit: name === METRICS.cls ? '1' : 'ms', gauge: { dataPoints: [point] } };
            }),
          },
        ],
      },
    ],
  };
}

/** A raw POST (fetch sets neither Host nor a Content-Length that lies). */
export function post(url, body, { host, type = 'application/json', headers = {}, chunked = false } = {}) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...(type ? { 'Content-Type': type } : {}),
        ...(host ? { Host: host } : {}),
        ...(chunked ? {} : { 'Content-Length': data.length }),
        ...headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    // The server may answer and close before a refused body is all sent.
    req.on('error', (error) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? null : reject(error),
    );
    if (chunked) {
      // Stream the body in pieces without announcing its length.
      let sent = 0;
      const step = () => {
        if (sent >= data.length || req.destroyed) return req.end();
        req.write(data.subarray(sent, sent + 64 * 1024), step);
        sent += 64 * 1024;
      };
      step();
    } else req.end(data);
  });
}
