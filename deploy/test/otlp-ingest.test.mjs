// The OTLP endpoints of the node site server (deploy/src/otlp-ingest.mjs): what they keep, what they refuse, the rate
// limit, and the forwarding path to a collector (a receiver started here: no outside network).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ATTR, METRICS, OTLP_MAX_BODY_BYTES, OTLP_PATHS } from '@wl/release-health';
import { otlpProblem, rateLimitOf, tokenBuckets, withoutQueries } from '../src/otlp-ingest.mjs';
import { Registry } from '../src/registry.mjs';
import { createSiteServer } from '../src/server.mjs';
import { attr, logsBody, metricsBody, page, post } from './otlp-fixtures.mjs';
import { listen } from './site-fixture.mjs';

function site(root, options = {}) {
  const registry = new Registry(path.join(root, 'registry'));
  const hostBuild = path.join(root, 'host-build');
  fs.mkdirSync(hostBuild, { recursive: true });
  fs.writeFileSync(path.join(hostBuild, 'index.html'), '<div id="root"></div>');
  registry.publishHost(hostBuild);
  const siteConfigFile = path.join(root, 'site-config.json');
  fs.writeFileSync(
    siteConfigFile,
    JSON.stringify({ defaultMerchant: 'demo', merchantByHost: { 'lite.localhost': 'lite' } }),
  );
  const logged = [];
  const { app } = createSiteServer({
    backend: 'http://127.0.0.1:9',
    registry,
    siteConfigFile,
    reader: { value: async () => null },
    healthDir: path.join(root, 'health'),
    otlp: { log: (line) => logged.push(line), ...options },
  });
  return { server: http.createServer(app), logged };
}

const storeLines = (root) => {
  const dir = path.join(root, 'health');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((file) =>
      fs
        .readFileSync(path.join(dir, file), 'utf8')
        .trim()
        .split('\n')
        .map((line) => ({ file, ...JSON.parse(line) })),
    );
};

describe('OTLP endpoints: the local store', () => {
  let root;
  let url;
  let server;
  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-otlp-'));
    ({ server } = site(root));
    url = await listen(server);
  });
  after(() => {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('appends each accepted request as one line per day and signal, with the merchant of the Host header', async () => {
    const views = metricsBody(page({ merchant: 'lite' }), [[METRICS.pageViews, 1]]);
    const errors = logsBody(page({ merchant: 'demo' }), [['react', { [ATTR.exceptionType]: 'TypeError' }]]);
    const a = await post(`${url}${OTLP_PATHS.metrics}`, views, { host: 'lite.localhost' });
    assert.equal(a.status, 200);
    assert.deepEqual(JSON.parse(a.text), {});
    // The body says demo, the Host header says lite: both are kept, the server's as `merchant`.
    assert.equal((await post(`${url}${OTLP_PATHS.logs}`, errors, { host: 'lite.localhost' })).status, 200);
    const lines = storeLines(root);
    const today = new Date().toISOString().slice(0, 10);
    assert.deepEqual(
      lines.map((l) => [l.file, l.merchant]),
      [
        [`${today}.logs.jsonl`, 'lite'],
        [`${today}.metrics.jsonl`, 'lite'],
      ],
    );
    assert.deepEqual(lines[1].body, views);
    assert.deepEqual(lines[0].body, errors);
    assert.ok(Math.abs(Date.parse(lines[0].received) - Date.now()) < 60_000);
  });

  it('keeps the store across a restart: a new server appends to the same files', async () => {
    const before = storeLines(root).length;
    const again = site(root).server;
    const second = await listen(again);
    try {
      const body = metricsBody(page(), [[METRICS.pageViews, 1]]);
      assert.equal((await post(`${second}${OTLP_PATHS.metrics}`, body)).status, 200);
    } finally {
      again.close();
    }
    const lines = storeLines(root);
    assert.equal(lines.length, before + 1);
    assert.equal(lines.filter((l) => l.file.endsWith('.metrics.jsonl')).length, 2);
  });

  it('cuts query strings and fragments out of string values before storing', async () => {
    const body = logsBody(page(), [
      [
        'remote_load',
        {
          [ATTR.exceptionMessage]:
            'Loading chunk 12 failed: https://site.example/remotes/x/1.0.0/12.js?token=abc#f',
          [ATTR.remoteId]: 'lottery',
          [ATTR.remoteStage]: 'chunk',
        },
      ],
    ]);
    assert.equal((await post(`${url}${OTLP_PATHS.logs}`, body)).status, 200);
    const stored = JSON.stringify(
      storeLines(root)
        .filter((line) => line.file.endsWith('.logs.jsonl'))
        .at(-1).body,
    );
    assert.doesNotMatch(stored, /token|abc|#f/);
    assert.match(stored, /https:\/\/site\.example\/remotes\/x\/1\.0\.0\/12\.js/);
    assert.equal(
      withoutQueries('see /member/deposit?amount=5 and http://a.b/c#x.'),
      'see /member/deposit and http://a.b/c',
    );
  });

  it('refuses what is not OTLP JSON of the wire format, too large, or not a POST, and stores none of it', async () => {
    const before = storeLines(root).length;
    const logs = `${url}${OTLP_PATHS.logs}`;
    const good = logsBody(page(), [['uncaught']]);
    assert.equal((await post(logs, good, { type: 'text/plain' })).status, 415);
    assert.equal((await post(logs, good, { type: null })).status, 415);
    assert.equal((await post(logs, good, { headers: { 'Content-Encoding': 'gzip' } })).status, 415);
    assert.equal((await fetch(logs)).status, 405);
    assert.equal((await post(logs, '{"resourceLogs": [')).status, 400);
    assert.equal((await post(logs, { resourceLogs: {} })).status, 400);
    // A metrics body on the logs path, an unknown attribute, an unknown metric, a kind that is not one.
    assert.equal((await post(logs, metricsBody(page(), [[METRICS.pageViews, 1]]))).status, 400);
    const extra = logsBody(page(), [['uncaught', { 'user.name': 'player01' }]]);
    const refused = await post(logs, extra);
    assert.equal(refused.status, 400);
    assert.match(JSON.parse(refused.text).message, /attribute user\.name is not in the wire format/);
    const metric = metricsBody(page(), [[METRICS.pageViews, 1]]);
    metric.resourceMetrics[0].scopeMetrics[0].metrics[0].name = 'player.balance';
    assert.equal((await post(`${url}${OTLP_PATHS.metrics}`, metric)).status, 400);
    assert.equal((await post(logs, logsBody(page(), [['oops']]))).status, 400);
    // 2 MB: refused from its Content-Length, and from its bytes when it has none (chunked).
    const big = JSON.stringify({ resourceLogs: [], pad: 'x'.repeat(2 * 1024 * 1024) });
    assert.equal((await post(logs, big)).status, 413);
    assert.equal((await post(logs, big, { chunked: true })).status, 413);
    // Just over the limit: refused; the site still answers.
    const over = JSON.stringify({ resourceLogs: [], pad: 'x'.repeat(OTLP_MAX_BODY_BYTES) });
    assert.equal((await post(logs, over, { chunked: true })).status, 413);
    // A client that goes away in the middle of its body: nothing kept.
    await new Promise((resolve) => {
      const req = http.request(`${url}${OTLP_PATHS.logs}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': 1000 },
      });
      req.on('error', () => {});
      req.write('{"resourceLogs":[', () => setTimeout(() => resolve(req.destroy()), 50));
    });
    assert.equal((await fetch(`${url}/lottery`)).status, 200);
    assert.equal(storeLines(root).length, before);
  });

  it('checks the shape field by field', () => {
    const body = () =>
      logsBody(page(), [['api', { [ATTR.apiFamily]: '/wps/member', [ATTR.httpStatus]: 503 }]]);
    assert.equal(otlpProblem('logs', body()), null);
    const noSeverity = body();
    delete noSeverity.resourceLogs[0].scopeLogs[0].logRecords[0].severityNumber;
    assert.match(otlpProblem('logs', noSeverity), /severityNumber/);
    const badTime = body();
    badTime.resourceLogs[0].scopeLogs[0].logRecords[0].timeUnixNano = '2026-11-29';
    assert.match(otlpProblem('logs', badTime), /timeUnixNano/);
    const badRemotes = logsBody(page({ remotes: ['lottery'] }), [['uncaught']]);
    assert.match(otlpProblem('logs', badRemotes), /id@version/);
    const badRate = logsBody(page({ rate: 2 }), [['uncaught']]);
    assert.match(otlpProblem('logs', badRate), /sample_rate/);
    const nested = body();
    nested.resourceLogs[0].scopeLogs[0].logRecords[0].attributes.push({
      key: ATTR.route,
      value: { kvlistValue: { values: [] } },
    });
    assert.match(otlpProblem('logs', nested), /not a string, bool, number/);
    const long = logsBody(page(), [['uncaught', { [ATTR.exceptionMessage]: 'x'.repeat(301) }]]);
    assert.match(otlpProblem('logs', long), /short string/);
    const twoValues = metricsBody(page(), [[METRICS.lcp, 1200]]);
    twoValues.resourceMetrics[0].scopeMetrics[0].metrics[0].gauge.dataPoints[0].asInt = '1';
    assert.match(otlpProblem('metrics', twoValues), /not one value/);
    assert.equal(otlpProblem('metrics', { resourceMetrics: [] }), null);
    assert.equal(otlpProblem('logs', [attr('a', 'b')]), 'body is not an object');
  });
});

describe('OTLP endpoints: the rate limit', () => {
  it('answers 429 with Retry-After past the limit per address, and keeps serving the site', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-otlp-'));
    const { server } = site(root, { rateLimit: { perMinute: 60, burst: 3 } });
    const url = await listen(server);
    try {
      const body = metricsBody(page(), [[METRICS.pageViews, 1]]);
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await post(`${url}${OTLP_PATHS.metrics}`, body));
      assert.deepEqual(
        statuses.map((r) => r.status),
        [200, 200, 200, 429, 429],
      );
      assert.equal(statuses[3].headers['retry-after'], '1');
      assert.equal((await fetch(`${url}/`)).status, 200);
      assert.equal((await fetch(`${url}/remotes.json`)).status, 200);
      assert.equal(storeLines(root).length, 3);
    } finally {
      server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refills at its rate; WL_OTLP_RATE_LIMIT reads as perMinute[,burst]', () => {
    let t = 0;
    const buckets = tokenBuckets({ perMinute: 60, burst: 2 }, () => t);
    assert.deepEqual(
      [buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('b')],
      [0, 0, 1, 0],
    );
    t += 1000;
    assert.deepEqual([buckets.take('a'), buckets.take('a')], [0, 1]);
    assert.deepEqual(rateLimitOf('10'), { perMinute: 10, burst: 10 });
    assert.deepEqual(rateLimitOf('10,4'), { perMinute: 10, burst: 4 });
    assert.deepEqual(rateLimitOf(''), { perMinute: 120, burst: 60 });
  });
});

describe('OTLP endpoints: forwarding to a collector', () => {
  it('posts the body to <endpoint>/v1/<signal> with the configured headers only, answers the browser regardless, logs failures once a minute', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-otlp-'));
    const received = [];
    let answer = 200;
    let hang = false;
    const collector = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body: JSON.parse(text) });
        if (hang) return; // never answers: the forward times out
        res.writeHead(answer, { 'Content-Type': 'application/json' });
        res.end('{}');
      });
    });
    const endpoint = `${await listen(collector)}/otel/`;
    let t = 0;
    const { server, logged } = site(root, {
      endpoint,
      headers: { Authorization: 'Bearer collector-key' },
      now: () => t,
      timeoutMs: 200,
    });
    const url = await listen(server);
    try {
      const views = metricsBody(page(), [[METRICS.pageViews, 1]]);
      const errors = logsBody(page(), [['uncaught']]);
      const send = (p, body) => post(`${url}${p}`, body, { headers: { Cookie: 'token=secret' } });
      assert.equal((await send(OTLP_PATHS.metrics, views)).status, 200);
      assert.equal((await send(OTLP_PATHS.logs, errors)).status, 200);
      await until(() => received.length === 2);
      assert.deepEqual(received.map((r) => r.url).sort(), ['/otel/v1/logs', '/otel/v1/metrics']);
      const metrics = received.find((r) => r.url.endsWith('metrics'));
      assert.deepEqual(metrics.body, views);
      assert.equal(metrics.headers.authorization, 'Bearer collector-key');
      assert.equal(metrics.headers['content-type'], 'application/json');
      assert.equal(metrics.headers.cookie, undefined);
      assert.equal(metrics.headers['x-forwarded-for'], undefined);
      // Nothing stored locally while a collector takes the records.
      assert.equal(storeLines(root).length, 0);

      // The collector fails: the browser still gets 200, and the failure is one line a minute, not one a request.
      answer = 503;
      for (let i = 0; i < 3; i += 1) assert.equal((await send(OTLP_PATHS.logs, errors)).status, 200);
      await until(() => received.length === 5 && logged.length === 1);
      assert.match(logged[0], /collector http:\/\/127\.0\.0\.1:\d+\/otel\/v1\/logs: HTTP 503/);
      t += 61_000;
      hang = true;
      const started = Date.now();
      assert.equal((await send(OTLP_PATHS.logs, errors)).status, 200);
      assert.ok(Date.now() - started < 150, 'the answer does not wait for the collector');
      await until(() => logged.length === 2);
      assert.match(logged[1], /no answer in 200 ms \(3 request\(s\) not forwarded since the last report\)/);
    } finally {
      server.close();
      collector.closeAllConnections();
      collector.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

async function until(condition, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
