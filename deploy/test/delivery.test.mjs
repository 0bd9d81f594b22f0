// Independent delivery (issue 16): publish never overwrites, rollback and canary through the CLI on a registry copy,
// atomic map writes under concurrent publishers, verify, the nginx configuration, a site served from a dot path.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { nginxConfig, writeNginxConfig } from '../src/nginx.mjs';
import { serviceWorkerSource } from '../src/service-worker.mjs';
import { Registry } from '../src/registry.mjs';
import { createSiteServer } from '../src/server.mjs';
import {
  BACKEND_PATHS,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  SECURITY_HEADERS,
  SITE_CONFIG_FILE,
} from '../src/site-rules.mjs';
import { startTestSite } from './site-fixture.mjs';
import { satisfies, verify } from '../src/verify.mjs';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '..', 'bin', 'wl-deploy.mjs');
const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', '@wl/shell-contract': '1.1.0' };

function fakeBuild(dir, marker, shared = [{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }]) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker, shared }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  return dir;
}

const cli = (registry, ...args) => run(process.execPath, [CLI, ...args, '--registry', registry.root]);

describe('registry and CLI', () => {
  let root;
  let registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-delivery-'));
    registry = new Registry(path.join(root, 'registry'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('never overwrites a published version', () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'));
    assert.throws(
      () => registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b2'), 'other')),
      /already published/,
    );
    assert.match(
      fs.readFileSync(path.join(registry.root, 'remotes/lottery/1.0.0/remoteEntry.js'), 'utf8'),
      /v1/,
    );
  });

  it('publishes v1 and v2, rolls back to v1 with the CLI in under a second; the others unchanged', async () => {
    for (const id of ['games-lobby', 'promotions', 'points-mall', 'agent-contracts', 'member-centre'])
      registry.publish(id, '1.0.0', fakeBuild(path.join(root, id), id));
    const before = registry.readMap();
    await cli(
      registry,
      'publish',
      'lottery',
      '--version',
      '1.0.0',
      '--from',
      fakeBuild(path.join(root, 'v1'), 'v1'),
    );
    await cli(
      registry,
      'publish',
      'lottery',
      '--version',
      '2.0.0',
      '--from',
      fakeBuild(path.join(root, 'v2'), 'v2'),
    );
    assert.equal(registry.readMap().lottery.version, '2.0.0');
    await assert.rejects(
      cli(registry, 'publish', 'lottery', '--version', '2.0.0', '--from', path.join(root, 'v1')),
      /never overwritten/,
    );
    const { stdout, stderr } = await cli(registry, 'rollback', 'lottery', '--to', '1.0.0');
    assert.match(stdout, /lottery now at 1\.0\.0/);
    const ms = Number(/rollback: (\d+) ms/.exec(stderr)?.[1]);
    assert.ok(ms >= 0, stderr);
    console.log(`wl-deploy rollback took ${ms} ms`);
    const after = registry.readMap();
    assert.equal(after.lottery.version, '1.0.0');
    for (const id of Object.keys(before)) assert.deepEqual(after[id], before[id]);
    // Without --to: the version before the current one.
    await cli(registry, 'rollback', 'lottery', '--to', '2.0.0');
    await cli(registry, 'rollback', 'lottery');
    assert.equal(registry.readMap().lottery.version, '1.0.0');
    await assert.rejects(cli(registry, 'rollback', 'lottery'), /oldest published version/);
  });

  it('canaries a version for one merchant; status shows what runs where', async () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'v1'), 'v1'));
    registry.publish('lottery', '1.1.0', fakeBuild(path.join(root, 'v2'), 'v2'));
    registry.rollback('lottery', '1.0.0');
    await cli(registry, 'canary', 'lottery', '1.1.0', '--merchant', 'lite');
    assert.equal(registry.mapFor('lite').lottery.version, '1.1.0');
    assert.equal(registry.mapFor('demo').lottery.version, '1.0.0');
    // The merged map a static server serves for lite.
    assert.equal(
      JSON.parse(fs.readFileSync(registry.mergedMapFile('lite'), 'utf8')).lottery.version,
      '1.1.0',
    );
    await assert.rejects(
      cli(registry, 'canary', 'lottery', '9.0.0', '--merchant', 'lite'),
      /never published/,
    );
    const { stdout } = await cli(registry, 'status');
    const lines = stdout.trim().split('\n');
    // Every merchant of the site configuration (closed, demo, lite) has a column: lite runs 1.1.0, the others the default.
    assert.match(lines[0], /^remote\s+default\s+closed\s+demo\s+lite\s+available$/);
    assert.match(lines[1], /^lottery\s+1\.0\.0\s+=\s+=\s+1\.1\.0\s+1\.0\.0, 1\.1\.0$/);
    await cli(registry, 'clear-override', 'lottery', '--merchant', 'lite');
    assert.equal(
      JSON.parse(fs.readFileSync(registry.mergedMapFile('lite'), 'utf8')).lottery.version,
      '1.0.0',
    );
  });

  it('writes maps atomically: concurrent publishers lose no entry and a reader never sees half a map', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `area-${i}`);
    const builds = ids.map((id) => fakeBuild(path.join(root, id), id));
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        if (fs.existsSync(registry.mapFile)) {
          JSON.parse(fs.readFileSync(registry.mapFile, 'utf8')); // throws on a half-written map
          reads += 1;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      ids.map((id, i) => cli(registry, 'publish', id, '--version', '1.0.0', '--from', builds[i])),
    );
    reading = false;
    await reader;
    assert.deepEqual(Object.keys(registry.readMap()).sort(), ids);
    assert.ok(reads > 0);
    assert.deepEqual(
      fs.readdirSync(registry.root).filter((f) => f.endsWith('.tmp') || f === 'map.lock'),
      [],
    );
  });

  it('verify fails on a missing manifest and on a React requirement the host does not satisfy', async () => {
    const hostBuild = path.join(root, 'host');
    fs.mkdirSync(hostBuild);
    fs.writeFileSync(path.join(hostBuild, 'index.html'), '<html></html>');
    registry.publishHost(hostBuild, { shared: HOST_SHARED });
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'v1'), 'v1'));
    assert.deepEqual((await verify(registry)).problems, []);
    await cli(registry, 'verify');

    registry.publish(
      'promotions',
      '1.0.0',
      fakeBuild(path.join(root, 'p1'), 'p1', [
        { name: 'react', singleton: true, requiredVersion: '^20.0.0' },
      ]),
    );
    registry.publish('member-centre', '1.0.0', fakeBuild(path.join(root, 'm1'), 'm1'));
    fs.rmSync(path.join(registry.root, 'remotes/member-centre/1.0.0/mf-manifest.json'));
    const { problems } = await verify(registry);
    assert.deepEqual(problems.sort(), [
      'member-centre 1.0.0 (default): manifest /remotes/member-centre/1.0.0/mf-manifest.json is missing',
      'promotions 1.0.0 (default): needs react ^20.0.0; the host provides 19.3.1',
    ]);
    await assert.rejects(cli(registry, 'verify'), (error) => {
      assert.match(error.stderr, /needs react \^20\.0\.0; the host provides 19\.3\.1/);
      assert.match(error.stdout, /verify failed: 2 problem/);
      return true;
    });
  });

  it('verify --site reads the mapped manifests from a running site', async () => {
    const hostBuild = path.join(root, 'host');
    fs.mkdirSync(hostBuild);
    fs.writeFileSync(
      path.join(hostBuild, 'index.html'),
      '<html><head><script defer src=/main.js></script></head><body><script>1</script></body></html>',
    );
    registry.publishHost(hostBuild, { shared: HOST_SHARED });
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'v1'), 'v1'));
    registry.publish('promotions', '1.0.0', fakeBuild(path.join(root, 'p1'), 'p1'));
    const { app } = createSiteServer({
      backend: 'http://127.0.0.1:9',
      registry,
      reader: { value: async () => null },
    });
    const site = http.createServer(app);
    await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${site.address().port}`;
    try {
      assert.deepEqual((await verify(registry, { site: url })).problems, []);
      fs.rmSync(path.join(registry.root, 'remotes/promotions/1.0.0/mf-manifest.json'));
      assert.deepEqual((await verify(registry, { site: url })).problems, [
        'promotions 1.0.0 (default): manifest /remotes/promotions/1.0.0/mf-manifest.json answered HTTP 404',
      ]);
    } finally {
      site.close();
    }
  });

  it('reads version ranges as module federation writes them', () => {
    assert.ok(satisfies('1.1.0', '^1.0.0'));
    assert.ok(!satisfies('2.0.0', '^1.0.0'));
    assert.ok(!satisfies('1.0.0', '^1.1.0'));
    assert.ok(satisfies('0.2.5', '^0.2.1'));
    assert.ok(!satisfies('0.3.0', '^0.2.1'));
    assert.ok(satisfies('1.2.9', '~1.2.0'));
    assert.ok(!satisfies('1.3.0', '~1.2.0'));
    assert.ok(satisfies('19.3.1', '19.3.1'));
    assert.ok(!satisfies('19.3.1', 'latest'));
  });
});

describe('nginx configuration', () => {
  it('follows the shared table of backend paths, cache rules and security headers', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-'));
    const siteConfigFile = path.join(root, 'site-config.json');
    fs.writeFileSync(
      siteConfigFile,
      JSON.stringify({ defaultMerchant: 'demo', merchantByHost: { 'lite.localhost': 'lite' } }),
    );
    const conf = nginxConfig({
      registryRoot: path.join(root, 'registry'),
      siteConfigFile,
      backend: 'http://127.0.0.1:8124',
      port: 8134,
      prefix: root,
      brotli: false,
      healthDir: path.join(root, 'health'),
    });
    for (const prefix of BACKEND_PATHS)
      assert.match(
        conf,
        new RegExp(`location \\^~ ${prefix} \\{\\s+proxy_pass http://127\\.0\\.0\\.1:8124;`),
      );
    for (const name of Object.keys(SECURITY_HEADERS)) assert.match(conf, new RegExp(`add_header ${name} `));
    // The page: nonce per response ($request_id) in the policy and on every <script> of the built index.html.
    const page = /location = \/index\.html \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.match(page, /sub_filter '<script' '<script nonce="\$request_id"';/);
    assert.match(page, /sub_filter_once off;/);
    assert.match(page, /etag off;/);
    assert.ok(
      page.includes(`add_header Content-Security-Policy "${contentSecurityPolicy('$request_id')}" always;`),
      page,
    );
    assert.match(
      conf,
      new RegExp(`location = ${CSP_REPORT_PATH} \\{[^}]*access_log [^;]*csp-reports\\.log wl_csp;`),
    );
    assert.match(conf, /"lite\.localhost" "lite";/);
    // Release health: both OTLP paths bounded, stored per day in the health folder (deploy/test/nginx-otlp.test.mjs
    // runs them).
    for (const signal of ['logs', 'metrics']) {
      const location =
        new RegExp(`location = /otlp/v1/${signal} \\{([^}]*\\}){2}[^}]*\\}`).exec(conf)?.[0] ?? '';
      assert.match(location, /client_max_body_size 64k;/);
      assert.match(location, /limit_req zone=wl_otlp burst=\d+ nodelay;/);
      assert.match(location, /if \(\$request_method != POST\) \{ return 405; \}/);
      assert.ok(
        location.includes(`access_log ${path.join(root, 'health')}/$wl_day.${signal}.jsonl wl_otlp`),
        location,
      );
    }
    assert.match(conf, /try_files \/merchant-maps\/\$wl_merchant\.json \/remotes\.json =404;/);
    // The H5 app's worker (issue 39): written beside the configuration, always revalidated; the pages may register it.
    const worker = /location = \/sw\.js \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.ok(worker.includes(`alias ${path.join(root, 'sw.js')};`), worker);
    assert.match(worker, /add_header Cache-Control "no-cache";/);
    assert.match(page, /worker-src 'self'/);
    assert.doesNotMatch(conf, /brotli/);
    assert.match(
      nginxConfig({
        registryRoot: root,
        siteConfigFile,
        backend: 'http://x:1',
        port: 1,
        prefix: root,
        brotli: true,
      }),
      /brotli_static on;/,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is a configuration Debian's nginx accepts (nginx -t)", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-nginx-'));
    const options = {
      registryRoot: path.join(root, 'registry'),
      siteConfigFile: SITE_CONFIG_FILE,
      backend: 'http://127.0.0.1:8124',
      port: 8134,
      prefix: root,
      healthDir: path.join(root, 'health'),
    };
    const file = writeNginxConfig(options);
    const { stderr } = await run('/usr/sbin/nginx', ['-t', '-c', file, '-p', root]);
    assert.match(stderr, /test is successful/);
    assert.equal(fs.readFileSync(path.join(root, 'sw.js'), 'utf8'), serviceWorkerSource());
    // With a collector (OTEL_EXPORTER_OTLP_ENDPOINT at generation time) instead of the store.
    const forwarding = writeNginxConfig({
      ...options,
      // nginx resolves a collector's name when it starts: an address here (no outside network in tests).
      otlpEndpoint: 'https://127.0.0.1:4318',
      otlpHeaders: { 'api-key': 'k' },
    });
    assert.match(fs.readFileSync(forwarding, 'utf8'), /proxy_pass https:\/\/127\.0\.0\.1:4318\/v1\/logs;/);
    const again = await run('/usr/sbin/nginx', ['-t', '-c', forwarding, '-p', root]);
    assert.match(again.stderr, /test is successful/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('node site server headers', () => {
  it('sends the same security headers as the nginx configuration on its own answers, not on proxied ones', async () => {
    const site = await startTestSite({
      prefix: 'wl-delivery-',
      indexHtml:
        '<html><head><script defer src=/main.js></script></head><body><script>1</script></body></html>',
      reader: { value: async () => null },
    });
    const { url } = site;
    try {
      const page = await fetch(`${url}/lottery`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        if (name !== 'Content-Security-Policy') assert.equal(page.headers.get(name), value);
      // The page's policy: its own nonce, on each of its scripts; no inline script without it; Trusted Types.
      const policy = page.headers.get('content-security-policy');
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      assert.ok(nonce && nonce.length >= 22, policy);
      assert.equal(policy, contentSecurityPolicy(nonce));
      assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic';/);
      assert.doesNotMatch(policy, /unsafe-inline'[^;]*;\s*style-src/);
      assert.match(policy, /require-trusted-types-for 'script'/);
      const html = await page.text();
      const scripts = html.match(/<script[^>]*>/g);
      assert.ok(scripts.length >= 3, html);
      for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
      // A fresh nonce per answer; index.html asked for by name is the page too.
      const again = await fetch(`${url}/index.html`);
      const other = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy'))?.[1];
      assert.ok(other && other !== nonce);
      assert.ok((await again.text()).includes(`<script nonce="${other}" defer src=/main.js>`));
      const map = await fetch(`${url}/remotes.json`);
      assert.equal(map.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(map.headers.get('content-security-policy'), SECURITY_HEADERS['Content-Security-Policy']);
      const api = await fetch(`${url}/wps/system/whitelabel`);
      assert.equal(api.headers.get('content-security-policy'), null);
    } finally {
      site.stop();
    }
  });
});

describe('site server from a path with a dot directory', () => {
  it('serves every page (index.html from ~/.cache-like paths is not refused)', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-dot-'));
    const checkout = path.join(base, '.work', 'site');
    const deploy = path.join(checkout, 'deploy');
    const source = path.resolve(import.meta.dirname, '..');
    fs.mkdirSync(deploy, { recursive: true });
    for (const part of ['src', 'bin', 'site-config.json', 'package.json'])
      fs.cpSync(path.join(source, part), path.join(deploy, part), { recursive: true });
    fs.symlinkSync(path.join(source, 'node_modules'), path.join(deploy, 'node_modules'));
    const registry = new Registry(path.join(deploy, 'registry'));
    const hostBuild = path.join(base, '.build', 'host');
    fs.mkdirSync(hostBuild, { recursive: true });
    fs.writeFileSync(path.join(hostBuild, 'index.html'), '<html><head></head><div id="root"></div></html>');
    fs.writeFileSync(path.join(hostBuild, 'main.js'), '//main');
    registry.publishHost(hostBuild);
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(base, '.build', 'lottery'), 'v1'));

    const port = 18000 + (process.pid % 1000);
    const child = spawn(
      process.execPath,
      [path.join(deploy, 'bin', 'serve.mjs'), '--port', String(port), '--backend', 'http://127.0.0.1:9'],
      {
        cwd: checkout,
        env: { ...process.env, WL_REGISTRY: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise((resolve, reject) => {
        child.stdout.on('data', (chunk) => String(chunk).includes('[site]') && resolve());
        child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const url = `http://127.0.0.1:${port}`;
      for (const page of ['/', '/lottery', '/member/pointMall']) {
        const response = await fetch(`${url}${page}`);
        assert.equal(response.status, 200, page);
        assert.match(await response.text(), /id="root"/);
      }
      assert.equal((await fetch(`${url}/main.js`)).status, 200);
      assert.equal((await fetch(`${url}/remotes/lottery/1.0.0/mf-manifest.json`)).status, 200);
      assert.equal((await fetch(`${url}/remotes.json`)).status, 200);
    } finally {
      child.kill('SIGTERM');
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
