import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { getAs, HOST_ENTRY, startTestSite } from './site-fixture.mjs';

describe('site server', () => {
  let site;
  let url;
  let registryRoot;
  const seenByBackend = [];

  before(async () => {
    site = await startTestSite({
      publish(registry, root) {
        const build = path.join(root, 'build');
        fs.mkdirSync(build);
        fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
        fs.writeFileSync(path.join(build, 'remoteEntry.js'), '//entry');
        fs.writeFileSync(path.join(build, '12.abcdef12.js'), '//chunk');
        registry.publish('lottery', '1.0.0', build);
        registry.publish('lottery', '1.1.0', build, { merchant: 'lite' });
      },
      backend(req, res) {
        seenByBackend.push({ url: req.url, host: req.headers.host });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: true, value: 'from-backend' }));
      },
    });
    ({ url } = site);
    registryRoot = site.registry.root;
  });

  after(() => site.stop());

  it('serves the remote map per merchant, never cached', async () => {
    const demo = await fetch(`${url}/remotes.json`);
    assert.equal(demo.headers.get('cache-control'), 'no-cache');
    assert.equal((await demo.json()).lottery.version, '1.0.0');
    const lite = await getAs(`${url}/remotes.json`, 'lite.localhost');
    assert.equal((await lite.json()).lottery.version, '1.1.0');
  });

  it("serves entry files no-cache and hashed chunks (the host's main.js too) immutable", async () => {
    const manifest = await fetch(`${url}/remotes/lottery/1.0.0/mf-manifest.json`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    const chunk = await fetch(`${url}/remotes/lottery/1.0.0/12.abcdef12.js`);
    assert.match(chunk.headers.get('cache-control'), /immutable/);
    const main = await fetch(`${url}/${HOST_ENTRY}`);
    assert.equal(main.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing remote file instead of the host page', async () => {
    const missing = await fetch(`${url}/remotes/lottery/9.9.9/mf-manifest.json`);
    assert.equal(missing.status, 404);
  });

  it('falls back to the host page for site routes', async () => {
    const page = await fetch(`${url}/member/pointMall`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /id="root"/);
    // Through the H5 app's worker a page differs (its preloads wait for the main picture): a cache must know.
    assert.match(page.headers.get('vary'), /service-worker-navigation-preload/i);
  });

  it('proxies backend paths with the original Host header', async () => {
    const api = await getAs(`${url}/wps/system/whitelabel`, 'lite.localhost');
    assert.equal((await api.json()).value, 'from-backend');
    assert.deepEqual(seenByBackend.at(-1), { url: '/wps/system/whitelabel', host: 'lite.localhost' });
  });

  it('serves scripts in brotli to browsers that accept it, with the same cache rules', async () => {
    const get = (pathname, headers) =>
      new Promise((resolve, reject) => {
        http
          .get(`${url}${pathname}`, { headers }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const main = await get(`/${HOST_ENTRY}`, { 'Accept-Encoding': 'gzip, br' });
    assert.equal(main.res.headers['content-encoding'], 'br');
    assert.equal(main.res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(zlib.brotliDecompressSync(main.body).toString(), '//main');
    const again = await get(`/${HOST_ENTRY}`, {
      'Accept-Encoding': 'br',
      'If-None-Match': main.res.headers.etag,
    });
    assert.equal(again.res.statusCode, 304);
    const chunk = await get('/remotes/lottery/1.0.0/12.abcdef12.js', { 'Accept-Encoding': 'br' });
    assert.equal(chunk.res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(zlib.brotliDecompressSync(chunk.body).toString(), '//chunk');
    const plain = await get(`/${HOST_ENTRY}`, { 'Accept-Encoding': 'identity' });
    assert.equal(plain.res.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), '//main');
    assert.equal(
      (await get('/remotes/lottery/1.0.0/missing.js', { 'Accept-Encoding': 'br' })).res.statusCode,
      404,
    );
  });

  it("serves a file's published brotli copy as it is, and compresses a file whose copy is older itself", async () => {
    const hostDir = path.join(registryRoot, 'host');
    const write = (name, body, mtime) => {
      fs.writeFileSync(path.join(hostDir, name), body);
      if (mtime) fs.utimesSync(path.join(hostDir, name), mtime, mtime);
    };
    // A copy that differs from its file shows which one was sent.
    write('copied.js', '//copied');
    write('copied.js.br', zlib.brotliCompressSync('//from-the-published-copy'));
    write('stale.js', '//stale, rebuilt');
    write('stale.js.br', zlib.brotliCompressSync('//stale'), new Date(Date.now() - 60_000));
    const body = async (pathname) => {
      const res = await fetch(`${url}${pathname}`, { headers: { 'Accept-Encoding': 'br' } });
      return res.text();
    };
    assert.equal(await body('/copied.js'), '//from-the-published-copy');
    assert.equal(await body('/stale.js'), '//stale, rebuilt');
  });

  it('compresses static responses', async () => {
    const res = await fetch(`${url}/site-config.json`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.ok(res.ok);
  });
});
