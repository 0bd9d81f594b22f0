// OTLP JSON bodies as the browser's reporter sends them (@wl/release-health), for the endpoint, health and guard tests.
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
