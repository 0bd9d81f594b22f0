// The OTLP paths of the generated nginx configuration (deploy/src/nginx.mjs), run in Debian's nginx: the same bounds
// as the node server (POST, JSON, 64 KB, a rate per address), one store line per accepted request that
// `wl-deploy health` reads, or the collector.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { METRICS, OTLP_PATHS } from '@wl/release-health';
import { writeNginxConfig } from '../src/nginx.mjs';
import { healthRows, readStore } from '../src/release-health.mjs';
import { SITE_CONFIG_FILE } from '../src/site-rules.mjs';
import { logsBody, metricsBody, page, post as postAs } from './otlp-fixtures.mjs';

const NGINX = '/usr/sbin/nginx';
const run = promisify(execFile);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A POST as merchant lite's site (lite.localhost). */
const post = (url, body, options = {}) => postAs(url, body, { host: 'lite.localhost', ...options });

async function startNginx(root, options) {
  const port = await freePort();
  const prefix = path.join(root, 'nginx');
  const file = writeNginxConfig({
    registryRoot: path.join(root, 'registry'),
    siteConfigFile: SITE_CONFIG_FILE,
    backend: 'http://127.0.0.1:9',
    port,
    prefix,
    listen: '127.0.0.1',
    healthDir: path.join(root, 'health'),
    ...options,
  });
  const { stderr } = await run(NGINX, ['-t', '-c', file, '-p', prefix]);
  assert.match(stderr, /test is successful/);
  const child = spawn(NGINX, ['-c', file, '-p', prefix], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/site-config.json`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    conf: fs.readFileSync(file, 'utf8'),
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

describe('nginx OTLP paths', () => {
  let root;
  let nginx;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-otlp-'));
  });
  afterEach(async () => {
    await nginx?.stop();
    nginx = null;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores accepted requests per day for wl-deploy health, refuses the rest, limits the rate, keeps serving', async () => {
    nginx = await startNginx(root, { otlpRateLimit: { perMinute: 60, burst: 4 } });
    const { url, conf } = nginx;
    assert.match(conf, /limit_req_zone \$binary_remote_addr zone=wl_otlp:1m rate=60r\/m;/);
    assert.match(conf, /map \$time_iso8601 \$wl_day/);
    const context = page({ merchant: 'demo', remotes: ['lottery@1.1.0'] });
    const metrics = `${url}${OTLP_PATHS.metrics}`;
    const ok = await post(metrics, metricsBody(context, [[METRICS.pageViews, 3]]), {
      headers: { Cookie: 'token=secret' },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.text, '{}');
    // nginx cannot check a body: a JSON body that is not OTLP is stored, and the reader skips it.
    assert.equal((await post(`${url}${OTLP_PATHS.logs}`, '{"not":"otlp"}')).status, 200);
    assert.equal((await post(`${url}${OTLP_PATHS.logs}`, logsBody(context, [['react']]))).status, 200);
    assert.equal((await post(metrics, '{}', { type: 'text/plain' })).status, 415);
    assert.equal((await fetch(metrics)).status, 405);
    assert.equal((await post(metrics, 'x'.repeat(2 * 1024 * 1024))).status, 413);
    // Past the burst: 429 (nginx's leaky bucket lets burst + 1 through at once, then one a second).
    const more = [];
    for (let i = 0; i < 8; i += 1)
      more.push(await post(metrics, metricsBody(context, [[METRICS.pageViews, 1]])));
    const limited = more.find((r) => r.status === 429);
    assert.ok(limited, more.map((r) => r.status).join());
    assert.equal(limited.headers['retry-after'], '1');
    const accepted = more.filter((r) => r.status === 200).length;
    assert.ok(accepted >= 1 && accepted <= 3, String(accepted));
    assert.equal((await fetch(`${url}/site-config.json`)).status, 200);

    // nginx writes its log line once the answer is sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const files = fs.readdirSync(path.join(root, 'health')).sort();
    assert.ok(
      files.every((f) => /^\d{4}-\d{2}-\d{2}\.(logs|metrics)\.jsonl$/.test(f)),
      files.join(),
    );
    const stored = files.map((f) => fs.readFileSync(path.join(root, 'health', f), 'utf8')).join('');
    assert.doesNotMatch(stored, /secret|127\.0\.0\.1/);
    const { entries, skipped } = readStore(path.join(root, 'health'), { from: Date.now() - 60_000 });
    assert.equal(skipped, 1);
    // The merchant of the Host header (lite.localhost), over the body's (demo).
    assert.deepEqual(
      healthRows(entries, { remote: 'lottery' }).map((r) => [r.version, r.merchant, r.views, r.pageErrors]),
      [['1.1.0', 'lite', 3 + accepted, 1]],
    );
  });

  it('forwards to the collector with its own headers only, and answers 200 when the collector fails', async () => {
    const received = [];
    let answer = 200;
    const collector = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, text });
        res.writeHead(answer);
        res.end('{}');
      });
    });
    await new Promise((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      nginx = await startNginx(root, {
        otlpEndpoint: `http://127.0.0.1:${collector.address().port}/otel`,
        otlpHeaders: { Authorization: 'Bearer collector-key' },
      });
      const body = metricsBody(page(), [[METRICS.pageViews, 1]]);
      const res = await post(`${nginx.url}${OTLP_PATHS.metrics}`, body, {
        headers: { Cookie: 'token=secret', Referer: 'http://lite.localhost/x?y=1' },
      });
      assert.equal(res.status, 200);
      assert.equal(received.length, 1);
      assert.equal(received[0].url, '/otel/v1/metrics');
      assert.deepEqual(JSON.parse(received[0].text), body);
      assert.equal(received[0].headers.authorization, 'Bearer collector-key');
      assert.equal(received[0].headers['content-type'], 'application/json');
      for (const name of ['cookie', 'referer', 'x-forwarded-for'])
        assert.equal(received[0].headers[name], undefined);
      answer = 503;
      assert.equal((await post(`${nginx.url}${OTLP_PATHS.logs}`, logsBody(page(), [['react']]))).status, 200);
      assert.equal(received.at(-1).url, '/otel/v1/logs');
      assert.ok(
        !fs.existsSync(path.join(root, 'health')) || !fs.readdirSync(path.join(root, 'health')).length,
      );
    } finally {
      collector.close();
    }
  });
});
