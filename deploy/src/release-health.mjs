// Release health from the local store (./otlp-ingest.mjs, or nginx's per-day files: deploy/src/nginx.mjs): read the
// records received in a window and aggregate them per remote, version and merchant, for `wl-deploy health` and the
// canary guard (./guard.mjs).
//
// A record counts for remote R at version V when 'R@V' is in its wl.remotes (every remote loaded on its page), and
// for the host row of its service.version. Counts are weighed 1 / wl.sample_rate (a record kept at 10% stands for
// ten). Percentiles are of the sampled values as they are, unweighed: a merchant's vitals share one rate, so
// weighing would not move them. The window is by the time the server received a record (a browser's clock may be
// wrong); a line that does not parse, or a body that is not OTLP (nginx cannot check bodies), is skipped and counted.
import fs from 'node:fs';
import path from 'node:path';
import { ATTR, METRICS, PAGE_ERROR_KINDS, readAttributes } from '@wl/release-health';
import { compareVersions } from './registry.mjs';

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DAY_MS = UNITS.d;

/** '30m', '2h', '1d', '45s', '500ms' in milliseconds; null when it is not one. */
export function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(String(text ?? '').trim());
  return match ? Number(match[1]) * UNITS[match[2]] : null;
}

/** A point in time: an ISO time, or a duration before `now` ('30m'). */
export function timeOf(text, now = Date.now()) {
  const duration = parseDuration(text);
  if (duration !== null) return now - duration;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new Error(`not a time or a duration: ${text}`);
  return time;
}

const STORE_FILE = /^(\d{4}-\d{2}-\d{2})\.(logs|metrics)\.jsonl$/;

/**
 * The store's entries received between `from` and `to` (ms): `{ signal, received, merchant, body }`. Files are per
 * day; a day either side is read too (nginx names its files by the server's local day).
 * @returns {{ entries: Array<{ signal: 'logs' | 'metrics', received: number, merchant: string | null, body: any }>, skipped: number }}
 */
export function readStore(dir, { from, to = Date.now() }) {
  const entries = [];
  let skipped = 0;
  if (!fs.existsSync(dir)) return { entries, skipped };
  const first = new Date(from - DAY_MS).toISOString().slice(0, 10);
  const last = new Date(to + DAY_MS).toISOString().slice(0, 10);
  for (const file of fs.readdirSync(dir).sort()) {
    const match = STORE_FILE.exec(file);
    if (!match || match[1] < first || match[1] > last) continue;
    const signal = /** @type {'logs' | 'metrics'} */ (match[2]);
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const entry = parseLine(line, signal);
      if (!entry) skipped += 1;
      else if (entry.received >= from && entry.received <= to) entries.push(entry);
    }
  }
  return { entries, skipped };
}

function parseLine(line, signal) {
  try {
    const parsed = JSON.parse(line);
    // nginx writes the body as a JSON string (its log escapes it); the node server as JSON.
    const body = typeof parsed.body === 'string' ? JSON.parse(parsed.body) : parsed.body;
    const received = Date.parse(parsed.received);
    const list = body?.[signal === 'logs' ? 'resourceLogs' : 'resourceMetrics'];
    if (Number.isNaN(received) || !Array.isArray(list)) return null;
    return { signal, received, merchant: typeof parsed.merchant === 'string' ? parsed.merchant : null, body };
  } catch {
    return null;
  }
}

/**
 * Every log record and data point of an entry, with its resource's attributes under its own:
 * `{ merchant, attrs, kind: 'log', severity }` or `{ merchant, attrs, kind: 'metric', name, value }`.
 */
export function* recordsOf(entry) {
  const arrays = (value) => (Array.isArray(value) ? value : []);
  const resources = arrays(entry.body[entry.signal === 'logs' ? 'resourceLogs' : 'resourceMetrics']);
  for (const resource of resources) {
    const base = readAttributes(resource?.resource?.attributes);
    // The server's merchant (from the Host header) over the body's.
    const merchant = entry.merchant ?? (typeof base[ATTR.merchant] === 'string' ? base[ATTR.merchant] : '-');
    if (entry.signal === 'logs') {
      for (const scope of arrays(resource?.scopeLogs))
        for (const record of arrays(scope?.logRecords))
          yield {
            merchant,
            kind: 'log',
            severity: record?.severityNumber,
            attrs: { ...base, ...readAttributes(record?.attributes) },
          };
    } else {
      for (const scope of arrays(resource?.scopeMetrics))
        for (const metric of arrays(scope?.metrics))
          for (const point of arrays((metric?.sum ?? metric?.gauge)?.dataPoints)) {
            const value = Number(point?.asInt ?? point?.asDouble);
            if (Number.isFinite(value))
              yield {
                merchant,
                kind: 'metric',
                name: metric.name,
                value,
                attrs: { ...base, ...readAttributes(point?.attributes) },
              };
          }
    }
  }
}

/** 'lottery@1.2.0' → ['lottery', '1.2.0']. */
const splitRemote = (text) => {
  const at = String(text).indexOf('@');
  return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : null;
};

/** The 75th percentile (nearest rank) of the values, or null. */
export function p75(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

const VITALS = { lcp: METRICS.lcp, inp: METRICS.inp, cls: METRICS.cls };

/**
 * Health rows per remote, version and merchant (and a 'host' row per host version), from store entries.
 * @param {Array<{ signal: string, merchant: string | null, body: any }>} entries
 * @param {{ remote?: string, merchant?: string, byMerchant?: boolean }} [filter] `byMerchant: false` adds every
 *   merchant into one row per version (merchant '*')
 */
export function healthRows(entries, { remote, merchant, byMerchant = true } = {}) {
  const rows = new Map();
  const rowOf = (id, version, m) => {
    const key = `${id}\0${version}\0${m}`;
    if (!rows.has(key))
      rows.set(key, {
        remote: id,
        version,
        merchant: m,
        views: 0,
        pageErrors: 0,
        loadFailures: 0,
        apiCalls: 0,
        apiFailed: 0,
        vitals: { lcp: [], inp: [], cls: [] },
      });
    return rows.get(key);
  };
  for (const entry of entries) {
    for (const record of recordsOf(entry)) {
      if (merchant && record.merchant !== merchant) continue;
      const { attrs } = record;
      const m = byMerchant ? record.merchant : '*';
      const rate = Number(attrs[ATTR.sampleRate]);
      const weight = rate > 0 && rate <= 1 ? 1 / rate : 1;
      const loaded = (Array.isArray(attrs[ATTR.remotes]) ? attrs[ATTR.remotes] : [])
        .map(splitRemote)
        .filter(Boolean);
      const failing =
        record.kind === 'log' && attrs[ATTR.errorKind] === 'remote_load' ? attrs[ATTR.remoteId] : null;
      // A remote that failed to load and is not in wl.remotes still has a row (version unknown).
      if (failing && !loaded.some(([id]) => id === failing)) loaded.push([failing, '?']);
      const targets = [
        ['host', String(attrs[ATTR.serviceVersion] ?? '?')],
        ...loaded.filter(([id]) => id !== 'host'),
      ].filter(([id]) => !remote || id === remote);
      for (const [id, version] of targets) {
        const row = rowOf(id, version, m);
        if (record.kind === 'metric') {
          if (record.name === METRICS.pageViews) row.views += record.value * weight;
          else if (record.name === METRICS.apiCalls) {
            row.apiCalls += record.value * weight;
            if (attrs[ATTR.apiOutcome] === 'failed') row.apiFailed += record.value * weight;
          } else
            for (const [vital, name] of Object.entries(VITALS))
              if (record.name === name) row.vitals[vital].push(record.value);
        } else if (PAGE_ERROR_KINDS.includes(attrs[ATTR.errorKind])) row.pageErrors += weight;
        // A load failure counts for the remote that failed, and for the host's row.
        else if (failing && (id === failing || id === 'host')) row.loadFailures += weight;
      }
    }
  }
  const per1k = (count, views) => (views > 0 ? round((count / views) * 1000, 1) : null);
  return [...rows.values()]
    .map((row) => ({
      remote: row.remote,
      version: row.version,
      merchant: row.merchant,
      views: round(row.views, 1),
      pageErrors: round(row.pageErrors, 1),
      errorsPer1k: per1k(row.pageErrors, row.views),
      loadFailures: round(row.loadFailures, 1),
      loadFailuresPer1k: per1k(row.loadFailures, row.views),
      apiCalls: round(row.apiCalls, 1),
      apiFailed: round(row.apiFailed, 1),
      apiFailurePercent: row.apiCalls > 0 ? round((row.apiFailed / row.apiCalls) * 100, 1) : null,
      lcpP75: p75(row.vitals.lcp),
      inpP75: p75(row.vitals.inp),
      clsP75: p75(row.vitals.cls),
      vitalsSamples: row.vitals.lcp.length + row.vitals.inp.length + row.vitals.cls.length,
    }))
    .sort(
      (a, b) =>
        Number(b.remote === 'host') - Number(a.remote === 'host') ||
        a.remote.localeCompare(b.remote) ||
        compareVersions(b.version, a.version) ||
        a.merchant.localeCompare(b.merchant),
    );
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Rows as a text table, the same layout as `wl-deploy status`. */
export function formatTable(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  return table
    .map((r) =>
      r
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The `wl-deploy health` table. */
export function healthTable(rows) {
  const show = (value, text = String(value)) => (value === null ? '-' : text);
  return formatTable([
    [
      'remote',
      'version',
      'merchant',
      'views',
      'err/1k',
      'load fail',
      'api fail %',
      'LCP p75',
      'INP p75',
      'CLS p75',
    ],
    ...rows.map((row) => [
      row.remote,
      row.version,
      row.merchant,
      String(Math.round(row.views)),
      show(row.errorsPer1k, row.errorsPer1k?.toFixed(1)),
      row.loadFailures
        ? `${Math.round(row.loadFailures)}${row.loadFailuresPer1k === null ? '' : ` (${row.loadFailuresPer1k.toFixed(1)}/1k)`}`
        : '0',
      show(row.apiFailurePercent, row.apiFailurePercent?.toFixed(1)),
      show(row.lcpP75, `${Math.round(row.lcpP75)} ms`),
      show(row.inpP75, `${Math.round(row.inpP75)} ms`),
      show(row.clsP75, row.clsP75?.toFixed(3)),
    ]),
  ]);
}
