// The H5 app (issue 39): the service worker's rules, run in a small stand-in of a worker's global scope, and what the
// site server serves for it (the worker, the manifest per merchant, the icon, the pages' policy).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import {
  MAX_KEPT_ENTRIES,
  MAX_KEPT_FILES,
  NETWORK_ONLY,
  OFFLINE_FALLBACK,
  OFFLINE_KEYS,
  SERVICE_WORKER_PATH,
  serviceWorkerSource,
} from '../src/service-worker.mjs';
import { contentSecurityPolicy } from '../src/site-rules.mjs';
import { BackendReader } from '../src/first-visit.mjs';
import {
  MANIFEST_READ_TIMEOUT_MS,
  readManifest,
  SITE_ICON_PATH,
  webAppManifest,
} from '../src/web-app-manifest.mjs';
import { getAs as getWithHost, startTestSite } from './site-fixture.mjs';

const ORIGIN = 'https://site.example';

/** The Cache Storage API, enough for the worker: caches by name, entries by URL in the order stored. */
function cacheStorage() {
  const named = new Map();
  const keyOf = (request) => (typeof request === 'string' ? new URL(request, ORIGIN).href : request.url);
  const open = async (name) => {
    if (!named.has(name)) {
      const entries = new Map();
      named.set(name, {
        entries,
        match: async (request) => entries.get(keyOf(request))?.clone(),
        // A put replaces an entry at the end of the order, as the Cache API's does.
        put: async (request, response) => {
          entries.delete(keyOf(request));
          entries.set(keyOf(request), response);
        },
        keys: async () => [...entries.keys()].map((url) => new Request(url)),
        delete: async (request) => entries.delete(keyOf(request)),
      });
    }
    return named.get(name);
  };
  return {
    named,
    open,
    keys: async () => [...named.keys()],
    delete: async (name) => named.delete(name),
    match: async (request, { cacheName }) =>
      named.has(cacheName) ? (await open(cacheName)).match(request) : undefined,
  };
}

/**
 * The worker's source run with a fake network: `network(url)` gives a Response or throws (offline). Returns what a
 * fetch event answers (undefined when the worker leaves it to the browser), the messages it takes, and what it asked.
 */
function startWorker(network) {
  const listeners = {};
  const asked = [];
  let skipped = 0;
  let preloading = false;
  const caches = cacheStorage();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { navigationPreload: { enable: async () => void (preloading = true) } },
    skipWaiting: () => (skipped += 1),
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  const fetch = async (request) => {
    const url = typeof request === 'string' ? request : request.url;
    asked.push(url);
    const response = network(url);
    // A Response's type is `basic` for the site's own answers in a browser; node's are `default`.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  vm.runInNewContext(serviceWorkerSource(), {
    self,
    caches,
    fetch,
    Response,
    Request,
    URL,
    setTimeout,
    Promise,
    String,
    Array,
    Math,
    Error,
  });
  const pending = [];
  const waitUntil = (promise) => pending.push(promise);
  return {
    caches,
    asked,
    state: () => ({ skipped, preloading }),
    install: () => {
      let routes = [];
      listeners.install({ waitUntil, addRoutes: async (rules) => void (routes = rules) });
      return routes;
    },
    async request(pathname, { mode = 'cors', method = 'GET', preload } = {}) {
      let answer;
      const request = new Request(`${ORIGIN}${pathname}`, { method });
      Object.defineProperty(request, 'mode', { value: mode });
      listeners.fetch({
        request,
        preloadResponse: preload ? Promise.resolve(preload()) : Promise.resolve(undefined),
        respondWith: (promise) => (answer = promise),
        waitUntil,
      });
      const response = answer && (await answer);
      await Promise.all(pending.splice(0));
      return response;
    },
    async message(data) {
      listeners.message({ data, waitUntil });
      await Promise.all(pending.splice(0));
    },
    async activate() {
      listeners.activate({ waitUntil });
      await Promise.all(pending.splice(0));
    },
  };
}

const file = (body, cacheControl) => new Response(body, { headers: { 'Cache-Control': cacheControl } });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('service worker', () => {
  it('serves a hashed file from its store once it has passed, without asking the network again', async () => {
    let served = 0;
    const worker = startWorker(() => file(`chunk ${++served}`, 'public, max-age=31536000, immutable'));
    assert.equal(await (await worker.request('/remotes/lottery/1.0.0/12.abcdef12.js')).text(), 'chunk 1');
    assert.equal(await (await worker.request('/remotes/lottery/1.0.0/12.abcdef12.js')).text(), 'chunk 1');
    assert.equal(worker.asked.length, 1);
  });

  it('asks the network first for entry files every time, and answers the last copy only offline', async () => {
    let map = '{"lottery":"1.1.0"}';
    let online = true;
    const worker = startWorker(() => (online ? file(map, 'no-cache') : offline()));
    assert.equal(await (await worker.request('/remotes.json')).text(), '{"lottery":"1.1.0"}');
    // A rollback: the next load gets the new map, not the stored one.
    map = '{"lottery":"1.0.0"}';
    assert.equal(await (await worker.request('/remotes.json')).text(), '{"lottery":"1.0.0"}');
    for (const entry of [
      '/main.js',
      '/remotes/lottery/1.0.0/remoteEntry.js',
      '/remotes/lottery/1.0.0/mf-manifest.json',
    ])
      await worker.request(entry);
    assert.equal(worker.asked.length, 5);
    online = false;
    assert.equal(await (await worker.request('/remotes.json')).text(), '{"lottery":"1.0.0"}');
    await assert.rejects(worker.request('/site-config.json'), /Failed to fetch/);
  });

  it('leaves the backend, release health and policy reports to the browser, and anything but GET', async () => {
    const worker = startWorker(() => file('{}', 'no-cache'));
    for (const pathname of [
      '/wps/system/settings/consolidated',
      '/lgw/x',
      '/rtmsg/info',
      '/otlp/v1/logs',
      '/csp-report',
    ])
      assert.equal(await worker.request(pathname), undefined, pathname);
    assert.equal(await worker.request('/remotes.json', { method: 'POST' }), undefined);
    assert.ok(NETWORK_ONLY.includes('/wps') && NETWORK_ONLY.includes('/rtmsg'));
    assert.equal(worker.asked.length, 0);
  });

  it('never stores a page: each navigation comes from the network (its preload first)', async () => {
    let n = 0;
    const worker = startWorker(
      () => new Response(`page ${++n}`, { headers: { 'Cache-Control': 'no-cache' } }),
    );
    const page = await worker.request('/lottery', {
      mode: 'navigate',
      preload: () => new Response('preloaded'),
    });
    assert.equal(await page.text(), 'preloaded');
    assert.equal(await (await worker.request('/lottery', { mode: 'navigate' })).text(), 'page 1');
    assert.equal(await (await worker.request('/lottery', { mode: 'navigate' })).text(), 'page 2');
    assert.deepEqual(
      [...worker.caches.named.keys()].filter((name) => name !== 'wl-entries'),
      [],
    );
    assert.equal(worker.caches.named.get('wl-entries')?.entries.size ?? 0, 0);
  });

  it('shows the offline page in the last language the site was shown in, keys under cimode, with a Retry', async () => {
    const worker = startWorker(offline);
    const fallback = await worker.request('/promotions?x=1', { mode: 'navigate' });
    assert.equal(fallback.status, 503);
    assert.match(fallback.headers.get('content-security-policy'), /default-src 'none'/);
    assert.ok((await fallback.text()).includes(OFFLINE_FALLBACK.retry));
    await worker.message({
      type: 'offline-texts',
      language: 'AR',
      texts: { lang: 'ar', dir: 'rtl', title: 'غير متصل', message: 'تحقق <b>', retry: 'إعادة' },
    });
    const arabic = await (await worker.request('/promotions?x=1', { mode: 'navigate' })).text();
    assert.match(arabic, /<html lang="ar" dir="rtl">/);
    assert.ok(arabic.includes('تحقق &lt;b&gt;'));
    assert.match(arabic, /<a href="\/promotions\?x=1" data-testid="offline-retry">إعادة<\/a>/);
    const keys = await (await worker.request('/?lang=cimode', { mode: 'navigate' })).text();
    for (const key of Object.values(OFFLINE_KEYS)) assert.ok(keys.includes(key), key);
    assert.doesNotMatch(keys, /<script/);
  });

  it(`keeps at most ${MAX_KEPT_FILES} hashed files and ${MAX_KEPT_ENTRIES} entry files, the oldest dropped first`, async () => {
    const worker = startWorker((url) =>
      file(url, /\.[0-9a-f]{8}\.js$/.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    );
    const chunk = (i) => `/c${i}.${String(i).padStart(8, '0')}.js`;
    const entry = (i) => `/remotes/lottery/1.0.${i}/remoteEntry.js`;
    for (let i = 0; i < MAX_KEPT_FILES + 3; i++) await worker.request(chunk(i));
    for (let i = 0; i < MAX_KEPT_ENTRIES + 3; i++) await worker.request(entry(i));
    // Asked again, an entry is stored anew: the newest, not dropped with its first copy's age.
    await worker.request(entry(3));
    await worker.request(entry(MAX_KEPT_ENTRIES + 3));
    const stored = (name) =>
      [...worker.caches.named.get(name).entries.keys()].map((url) => new URL(url).pathname);
    assert.equal(stored('wl-files').length, MAX_KEPT_FILES);
    assert.deepEqual(stored('wl-files').slice(0, 1), [chunk(3)]);
    const entries = stored('wl-entries');
    assert.equal(entries.length, MAX_KEPT_ENTRIES);
    assert.ok(!entries.includes(entry(4)) && entries.includes(entry(3)) && entries.includes(entry(5)));
    assert.equal(entries.at(-1), entry(MAX_KEPT_ENTRIES + 3));
  });

  it('stores the hashed files the page loaded before it was controlled, and nothing else', async () => {
    const worker = startWorker((url) =>
      file(url, url.endsWith('main.js') ? 'no-cache' : 'public, max-age=31536000, immutable'),
    );
    await worker.message({
      type: 'keep',
      urls: [
        `${ORIGIN}/1846.9f67cfe5.js`,
        `${ORIGIN}/main.js`,
        'https://cdn.example/x.js',
        `${ORIGIN}/wps/a`,
      ],
    });
    assert.deepEqual([...worker.caches.named.get('wl-files').entries.keys()], [`${ORIGIN}/1846.9f67cfe5.js`]);
    await worker.request('/1846.9f67cfe5.js');
    assert.equal(worker.asked.length, 2);
  });

  it("is the worker the host registers, and its offline keys are the host's", () => {
    const host = fs.readFileSync(
      path.join(import.meta.dirname, '..', '..', 'host', 'src', 'app', 'service-worker.ts'),
      'utf8',
    );
    assert.match(host, new RegExp(`SERVICE_WORKER_URL = '${SERVICE_WORKER_PATH}'`));
    for (const [name, key] of Object.entries(OFFLINE_KEYS))
      assert.match(host, new RegExp(`${name}: '${key}'`));
  });

  it('takes over at once, with the navigation preload, and drops the caches of an earlier worker', async () => {
    const worker = startWorker(offline);
    // A new version never waits for every tab to close (no stuck old worker); it reloads no page either.
    const routes = worker.install();
    assert.equal(worker.state().skipped, 1);
    // The backend's paths go to the network without the worker (static routing), as the fetch handler would leave them.
    assert.deepEqual(
      JSON.parse(JSON.stringify(routes.map((route) => [route.condition.urlPattern.pathname, route.source]))),
      NETWORK_ONLY.map((prefix) => [`${prefix}*`, 'network']),
    );
    assert.doesNotMatch(serviceWorkerSource(), /clients\.claim|\.navigate\(|location\.reload/);
    await worker.caches.open('wl-old');
    await worker.caches.open('wl-files');
    await worker.activate();
    assert.equal(worker.state().preloading, true);
    assert.deepEqual(await worker.caches.keys(), ['wl-files']);
  });
});

describe('web app manifest', () => {
  it("names the merchant's site, its description and its favicon, then the site's own icon", () => {
    const manifest = webAppManifest({
      siteName: 'Demo Casino Online',
      mobileTemplate: { favicon: '/wps/res/img/favicon/demo.svg', app_desc: 'Play.' },
    });
    assert.equal(manifest.name, 'Demo Casino Online');
    assert.ok(manifest.short_name.length <= 12);
    assert.equal(manifest.description, 'Play.');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    assert.deepEqual(
      manifest.icons.map((icon) => icon.src),
      ['/wps/res/img/favicon/demo.svg', SITE_ICON_PATH],
    );
    assert.equal(manifest.icons[0].type, 'image/svg+xml');
  });

  it("takes no unsafe favicon, and the site's name and icon without settings", () => {
    assert.deepEqual(
      webAppManifest({ mobileTemplate: { favicon: 'javascript:alert(1)' } }).icons.map((icon) => icon.src),
      [SITE_ICON_PATH],
    );
    assert.equal(webAppManifest(null).name, 'H5');
  });

  it("waits longer than a page for the merchant's settings: a backend slower than the page's 400 ms still names the app", async () => {
    const asked = [];
    const slowBackend = (url, { signal }) =>
      new Promise((resolve, reject) => {
        asked.push(new URL(url).pathname);
        const answer = setTimeout(
          () => resolve(Response.json({ success: true, value: { siteName: 'Slow Casino' } })),
          600,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(answer);
          reject(signal.reason);
        });
      });
    const reader = new BackendReader('http://backend', { fetchImpl: slowBackend });
    assert.equal((await readManifest(reader, { merchant: 'demo' })).name, 'Slow Casino');
    assert.deepEqual(asked, ['/wps/system/settings/consolidated']);
    assert.ok(MANIFEST_READ_TIMEOUT_MS > 600);
  });
});

describe('site server: the H5 app', () => {
  let site;
  const getAs = (pathname, host) => getWithHost(`${site.url}${pathname}`, host);

  before(async () => {
    site = await startTestSite({
      prefix: 'wl-sw-',
      indexHtml: '<html><head></head><body><div id="root"></div></body></html>',
      backend(req, res) {
        const merchant = req.headers.merchant;
        res.setHeader('Content-Type', 'application/json');
        const value = req.url.startsWith('/wps/system/settings')
          ? {
              siteName: merchant === 'lite' ? 'Lite' : 'Demo',
              mobileTemplate: merchant === 'lite' ? {} : { favicon: '/wps/res/img/favicon/demo.svg' },
            }
          : [];
        res.end(JSON.stringify({ success: true, value }));
      },
    });
  });

  after(() => site.stop());

  it('serves the worker at the root, always revalidated', async () => {
    const { res, body } = await getAs('/sw.js', 'localhost');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /javascript/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(body, serviceWorkerSource());
  });

  it("serves each merchant's manifest by the Host header, and links it from every page", async () => {
    const demo = await getAs('/manifest.webmanifest', 'localhost');
    assert.match(demo.res.headers['content-type'], /application\/manifest\+json/);
    assert.equal(JSON.parse(demo.body).name, 'Demo');
    assert.equal(JSON.parse(demo.body).icons[0].src, '/wps/res/img/favicon/demo.svg');
    const lite = JSON.parse((await getAs('/manifest.webmanifest', 'lite.localhost')).body);
    assert.equal(lite.name, 'Lite');
    assert.deepEqual(
      lite.icons.map((icon) => icon.src),
      [SITE_ICON_PATH],
    );
    const icon = await getAs(SITE_ICON_PATH, 'lite.localhost');
    assert.match(icon.res.headers['content-type'], /image\/svg\+xml/);
    assert.match(icon.body, /^<svg /);
    const page = await getAs('/lottery', 'localhost');
    assert.match(page.body, /<link rel="manifest" href="\/manifest.webmanifest">/);
  });

  it("lets a page register the site's own worker: worker-src 'self', which a nonce would not cover", async () => {
    const page = await getAs('/', 'localhost');
    assert.match(page.res.headers['content-security-policy'], /worker-src 'self'/);
    assert.match(contentSecurityPolicy('n'), /worker-src 'self';/);
  });
});
