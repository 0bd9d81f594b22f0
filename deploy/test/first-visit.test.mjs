import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  flagsOn,
  LANGUAGE_COOKIE,
  remotesForPath,
  renderIndex,
  visitorLanguage,
} from '../src/first-visit.mjs';
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

  it('starts from the language the host will: ?lang=, then the cookie mirror of the stored one, then CN', () => {
    const known = ['CN', 'EN', 'TW'];
    const lang = (search, cookie) => visitorLanguage(new URLSearchParams(search), cookie, known);
    assert.equal(lang('', undefined), 'CN');
    assert.equal(lang('?lang=en', `${LANGUAGE_COOKIE}=TW`), 'EN');
    assert.equal(lang('', `theme=dark; ${LANGUAGE_COOKIE}=TW`), 'TW');
    assert.equal(lang('?lang=CIMODE', `${LANGUAGE_COOKIE}=TW`), 'cimode');
    // Codes the site does not have are passed over, as the host passes them over.
    assert.equal(lang('?lang=xx', `${LANGUAGE_COOKIE}=TW`), 'TW');
    assert.equal(lang('', `${LANGUAGE_COOKIE}=XX`), 'CN');
  });

  it('names the cookie as the host does', () => {
    const store = fs.readFileSync(
      new URL('../../host/src/stores/language-store.ts', import.meta.url),
      'utf8',
    );
    assert.match(store, new RegExp(`LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}'`));
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
      fs.writeFileSync(
        path.join(build, 'language-assets.json'),
        JSON.stringify({
          every: [],
          languages: { CN: ['texts-CN.dddddddd.js'], EN: ['texts-EN.eeeeeeee.js'] },
        }),
      );
      registry.publish('lottery', '1.0.0', build);
      const hostBuild = path.join(root, 'host');
      fs.mkdirSync(hostBuild);
      fs.writeFileSync(path.join(hostBuild, 'index.html'), '<html><head></head><body></body></html>');
      fs.writeFileSync(path.join(hostBuild, 'boot-assets.json'), JSON.stringify({ js: ['42.cccccccc.js'] }));
      fs.writeFileSync(
        path.join(hostBuild, 'language-assets.json'),
        JSON.stringify({
          every: ['formatting.ffffffff.js'],
          languages: { CN: ['host-texts-CN.11111111.js'], EN: ['host-texts-EN.22222222.js'] },
        }),
      );
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

    const page = (pathname, host = 'localhost', cookie = undefined) =>
      new Promise((resolve, reject) => {
        http
          .get(
            `${url}${pathname}`,
            { headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) } },
            (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ headers: res.headers, body }));
            },
          )
          .on('error', reject);
      });

    it('preloads the host boot chunks and the route remote files, no-cache', async () => {
      const { headers, body } = await page('/lottery');
      assert.equal(headers['cache-control'], 'no-cache');
      assert.match(body, /window\.__WL_BOOT__=\{"siteConfig":\{.*"remoteMap":\{"lottery"/);
      const hrefs = [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(hrefs, [
        '/42.cccccccc.js',
        '/formatting.ffffffff.js',
        '/host-texts-CN.11111111.js',
        '/remotes/lottery/1.0.0/mf-manifest.json',
        '/remotes/lottery/1.0.0/remoteEntry.js',
        '/remotes/lottery/1.0.0/13.aaaaaaaa.js',
        '/remotes/lottery/1.0.0/texts-CN.dddddddd.js',
      ]);
      assert.match(
        body,
        /href="\/remotes\/lottery\/1.0.0\/mf-manifest.json" as="fetch" crossorigin="anonymous"/,
      );
    });

    it('never preloads a remote whose flag is off for the merchant, nor for a route that does not show it', async () => {
      const preloads = (body) => [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      const host = ['/42.cccccccc.js', '/formatting.ffffffff.js', '/host-texts-CN.11111111.js'];
      assert.deepEqual(preloads((await page('/lottery', 'lite.localhost')).body), host);
      assert.deepEqual(preloads((await page('/member')).body), host);
    });

    it("preloads the texts of the visitor's language: ?lang=, the cookie, none under cimode", async () => {
      const texts = (body) =>
        [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)]
          .map((m) => m[1])
          .filter((h) => /texts/.test(h));
      assert.deepEqual(texts((await page('/lottery?lang=en')).body), [
        '/host-texts-EN.22222222.js',
        '/remotes/lottery/1.0.0/texts-EN.eeeeeeee.js',
      ]);
      assert.deepEqual(texts((await page('/lottery', 'localhost', `${LANGUAGE_COOKIE}=EN`)).body), [
        '/host-texts-EN.22222222.js',
        '/remotes/lottery/1.0.0/texts-EN.eeeeeeee.js',
      ]);
      assert.deepEqual(texts((await page('/lottery?lang=cimode')).body), []);
    });
  });
});
