import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { flagsOn, remotesForPath, renderIndex } from '../src/first-visit.mjs';
import { Registry } from '../src/registry.mjs';
import { createSiteServer } from '../src/server.mjs';

const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );

describe('first visit (boot data and preload hints in index.html)', () => {
  it('knows which remotes a logged-out first visit of a path shows', () => {
    assert.deepEqual(remotesForPath('/'), ['promotions', 'games-lobby']);
    assert.deepEqual(remotesForPath('/lottery/results'), ['lottery']);
    assert.deepEqual(remotesForPath('/electron/'), ['games-lobby']);
    assert.deepEqual(remotesForPath('/member/pointMall'), []);
    assert.deepEqual(remotesForPath('/login'), []);
  });

  it('reads flags as the host does: on only when every ancestor is on', () => {
    const on = flagsOn([
      { modId: 'A', enabled: 1, childrenNodes: [{ modId: 'B', enabled: true }] },
      { modId: 'C', enabled: 0, childrenNodes: [{ modId: 'D', enabled: 1 }] },
    ]);
    assert.deepEqual([...on].sort(), ['A', 'B']);
  });

  it('inlines boot data that cannot end the script element', () => {
    const html = renderIndex('<head></head>', {
      siteConfig: { defaultMerchant: '</script><b>' },
      remoteMap: {},
      preloads: [{ href: '/a.js', as: 'script' }],
    });
    assert.ok(!html.includes('</script><b>'));
    // A failed preload is marked, for the host to drain before it retries the remote.
    assert.match(
      html,
      /<link rel="preload" href="\/a.js" as="script" onerror="this.dataset.failed=''"><\/head>/,
    );
  });

  describe('served', () => {
    let site;
    let backend;
    let url;
    const flags = { demo: 1, lite: 0 };

    before(async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-first-visit-'));
      const registry = new Registry(path.join(root, 'registry'));
      const build = path.join(root, 'build');
      fs.mkdirSync(build);
      fs.writeFileSync(
        path.join(build, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js' } },
          exposes: [
            { path: './remote', assets: { js: { sync: ['13.aaaaaaaa.js'], async: ['99.bbbbbbbb.js'] } } },
          ],
        }),
      );
      registry.publish('lottery', '1.0.0', build);
      const hostBuild = path.join(root, 'host');
      fs.mkdirSync(hostBuild);
      fs.writeFileSync(path.join(hostBuild, 'index.html'), '<html><head></head><body></body></html>');
      fs.writeFileSync(path.join(hostBuild, 'boot-assets.json'), JSON.stringify({ js: ['42.cccccccc.js'] }));
      registry.publishHost(hostBuild);
      const siteConfigFile = path.join(root, 'site-config.json');
      fs.writeFileSync(siteConfigFile, JSON.stringify({ merchantByHost: { 'lite.localhost': 'lite' } }));
      backend = http.createServer((req, res) => {
        const merchant = req.headers.merchant;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: true, value: [{ modId: 'LOTTERY3', enabled: flags[merchant] }] }));
      });
      const { app } = createSiteServer({ backend: await listen(backend), registry, siteConfigFile });
      site = http.createServer(app);
      url = await listen(site);
    });

    after(() => {
      site.close();
      backend.close();
    });

    const page = (pathname, host = 'localhost') =>
      new Promise((resolve, reject) => {
        http
          .get(`${url}${pathname}`, { headers: { Host: host } }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ headers: res.headers, body }));
          })
          .on('error', reject);
      });

    it('preloads the host boot chunks and the route remote files, no-cache', async () => {
      const { headers, body } = await page('/lottery');
      assert.equal(headers['cache-control'], 'no-cache');
      assert.match(body, /window\.__WL_BOOT__=\{"siteConfig":\{.*"remoteMap":\{"lottery"/);
      const hrefs = [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(hrefs, [
        '/42.cccccccc.js',
        '/remotes/lottery/1.0.0/mf-manifest.json',
        '/remotes/lottery/1.0.0/remoteEntry.js',
        '/remotes/lottery/1.0.0/13.aaaaaaaa.js',
      ]);
      assert.match(
        body,
        /href="\/remotes\/lottery\/1.0.0\/mf-manifest.json" as="fetch" crossorigin="anonymous"/,
      );
    });

    it('never preloads a remote whose flag is off for the merchant, nor for a route that does not show it', async () => {
      const preloads = (body) => [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(preloads((await page('/lottery', 'lite.localhost')).body), ['/42.cccccccc.js']);
      assert.deepEqual(preloads((await page('/member')).body), ['/42.cccccccc.js']);
    });
  });
});
