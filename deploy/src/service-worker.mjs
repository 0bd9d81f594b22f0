// The H5 app's service worker (issue 39), served as /sw.js by both servers (./server.mjs, ./nginx.mjs). A hand-written
// worker short enough to read in one sitting rather than Workbox: its whole policy is three rules (below), each
// decided by the site's own cache headers (./site-rules.mjs) so the worker never keeps a second table of which file
// is hashed, and a library's precache manifest would need a build step per release of six independently released
// areas, which is exactly what this worker avoids.
import { OTLP_PATHS } from '@wl/release-health';
import { BACKEND_PATHS, CSP_REPORT_PATH } from './site-rules.mjs';

/** The worker's address: at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * How long a network answer is awaited before the worker gives up on it (the spec's request timeout, 20 s): a page
 * then shows the offline page, an entry file its last stored copy.
 */
export const NETWORK_TIMEOUT_MS = 20_000;

/** Hashed files kept at most: the oldest go first (each release of an area adds its chunks). */
export const MAX_KEPT_FILES = 400;

/**
 * Last copies of entry files kept at most, the offline fallback (rule 3): the oldest go first. A release set of the
 * six areas is twelve (each version's remoteEntry.js and mf-manifest.json), with /remotes.json and /site-config.json.
 */
export const MAX_KEPT_ENTRIES = 60;

/**
 * The offline page's texts: host i18n keys (spec message keys are i18n keys; `?lang=cimode` shows them). The page
 * sends the texts of its language to the worker (host/src/app/service-worker.ts); before it has, the worker shows
 * {@link OFFLINE_FALLBACK}.
 */
export const OFFLINE_KEYS = { title: 'offline_title', message: 'offline_message', retry: 'offline_retry' };

/** The offline page before any page told the worker its language's texts: the host's CN and EN, side by side. */
export const OFFLINE_FALLBACK = {
  lang: 'zh-CN',
  dir: 'ltr',
  title: '网络已断开 / You are offline',
  message: '请检查网络连接后重试。 Check your connection and try again.',
  retry: '重试 / Retry',
};

/**
 * Paths the worker never touches (no answer from it, nothing stored): the backend's (the APIs, realtime, the
 * sandbox, the provider's scripts), release health's beacons and the policy's reports.
 */
export const NETWORK_ONLY = [...BACKEND_PATHS, ...Object.values(OTLP_PATHS), CSP_REPORT_PATH];

/**
 * The worker itself, run in the worker's global scope (made into /sw.js by {@link serviceWorkerSource}: browser
 * globals only). Its rules:
 * 1. Pages (navigations) always come from the network (with the navigation preload, so the worker adds no start-up
 *    wait), and are never stored: each carries its own nonce and start answers. Without the network, or after the
 *    timeout, the offline page in the player's last language, whose Retry asks for the page again.
 * 2. A file the site marks immutable (`Cache-Control: … immutable`: the host's hashed main.js and chunks, every remote
 *    version's chunks) is stored when it first passes and from then on served from the store without asking.
 * 3. Every other file of the site (/remotes.json, /site-config.json, each version's
 *    remoteEntry.js and mf-manifest.json) is asked of the network first, every time, so a publish, a canary or a
 *    rollback takes effect on the next page load as without the worker; its last copy is answered only when the
 *    network fails.
 * The backend's paths ({@link NETWORK_ONLY}), other origins, and anything but GET are not the worker's. A new
 * worker takes over at once (skipWaiting) without reloading any page: an open page keeps running and its next
 * request, or the next navigation, is the new worker's. No page is ever reloaded by the worker.
 */
function serviceWorker({ networkOnly, timeoutMs, maxKept, maxEntries, offlineKeys, fallback }) {
  const FILES = 'wl-files'; // rule 2
  const ENTRIES = 'wl-entries'; // rule 3, answered only offline
  const OFFLINE = 'wl-offline'; // the offline page's texts, by language
  const TEXTS = '/__wl-sw/offline-texts';
  const ours = (url) => url.origin === self.location.origin;

  self.addEventListener('install', (event) => {
    // Where the browser has static routing (Chromium), the backend's paths never reach the worker at all: no start-up
    // wait for an API call, and a beacon sent as the page goes (release health) leaves as it would without a worker.
    event
      .addRoutes?.(
        networkOnly.map((prefix) => ({
          condition: { urlPattern: { pathname: `${prefix}*` } },
          source: 'network',
        })),
      )
      ?.catch?.(() => undefined);
    self.skipWaiting();
  });
  self.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        await self.registration.navigationPreload?.enable();
        for (const name of await caches.keys())
          if (![FILES, ENTRIES, OFFLINE].includes(name)) await caches.delete(name);
      })(),
    ),
  );

  const withTimeout = (promise) =>
    Promise.race([
      promise,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
  const immutable = (response) => /\bimmutable\b/.test(response.headers.get('Cache-Control') ?? '');

  /** Store a response in store `name`, then drop its oldest beyond `max` (keys keep the order they were stored in). */
  async function keep(name, max, request, response) {
    const cache = await caches.open(name);
    await cache.put(request, response);
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
  }

  async function file(event) {
    const { request } = event;
    const stored = await caches.match(request, { cacheName: FILES });
    if (stored) return stored;
    try {
      const response = await withTimeout(fetch(request));
      if (response.ok && response.type === 'basic') {
        const copy = response.clone();
        if (immutable(response)) event.waitUntil(keep(FILES, maxKept, request, copy));
        else event.waitUntil(keep(ENTRIES, maxEntries, request, copy));
      }
      return response;
    } catch (error) {
      const last = await caches.match(request, { cacheName: ENTRIES });
      if (last) return last;
      throw error;
    }
  }

  async function page(event) {
    try {
      const preloaded = await withTimeout(Promise.resolve(event.preloadResponse));
      return preloaded ?? (await withTimeout(fetch(event.request)));
    } catch {
      return offlinePage(new URL(event.request.url));
    }
  }

  const escape = (text) =>
    String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  async function offlinePage(url) {
    const stored = await caches.match(TEXTS, { cacheName: OFFLINE });
    const { last, languages = {} } = stored ? await stored.json() : {};
    const asked = url.searchParams.get('lang')?.trim();
    // `?lang=cimode` shows the keys, as the site does; a language asked for by the address, else the last one shown.
    const texts =
      asked?.toLowerCase() === 'cimode'
        ? { lang: 'en', dir: 'ltr', ...offlineKeys }
        : (languages[asked?.toUpperCase()] ?? languages[last] ?? fallback);
    const html = `<!doctype html><html lang="${escape(texts.lang)}" dir="${escape(texts.dir)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(texts.title)}</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0f1420;color:#e6e9ef}
main{max-width:22rem;padding:2rem 1.5rem;text-align:center}h1{font-size:1.375rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.5}
a{display:inline-block;min-width:8rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#f5b942;color:#0f1420;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #e6e9ef;outline-offset:2px}</style></head><body><main data-testid="offline-page"><h1>${escape(texts.title)}</h1><p>${escape(texts.message)}</p><a href="${escape(url.pathname + url.search)}" data-testid="offline-retry">${escape(texts.retry)}</a></main></body></html>`;
    return new Response(html, {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // No script at all: Retry is a link to the page. The site's colours (@wl/ui --wl-bg, --wl-accent).
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      },
    });
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || !ours(url) || request.headers.has('range')) return;
    if (networkOnly.some((prefix) => url.pathname.startsWith(prefix))) return;
    event.respondWith(request.mode === 'navigate' ? page(event) : file(event));
  });

  self.addEventListener('message', (event) => {
    const data = event.data ?? {};
    // The files the page loaded before the worker controlled it: stored now (from the browser's cache) so the next
    // visit needs none of them from the network.
    if (data.type === 'keep' && Array.isArray(data.urls))
      event.waitUntil(
        (async () => {
          for (const href of data.urls) {
            const url = new URL(href, self.location.href);
            if (!ours(url) || networkOnly.some((prefix) => url.pathname.startsWith(prefix))) continue;
            if (await caches.match(url.href, { cacheName: FILES })) continue;
            const response = await fetch(url.href).catch(() => null);
            if (response?.ok && immutable(response)) await keep(FILES, maxKept, url.href, response);
          }
        })(),
      );
    // The offline page's texts in the language the player sees the site in.
    if (data.type === 'offline-texts' && typeof data.language === 'string' && data.texts)
      event.waitUntil(
        (async () => {
          const cache = await caches.open(OFFLINE);
          const stored = await cache.match(TEXTS);
          const { languages = {} } = stored ? await stored.json() : {};
          const texts = {};
          for (const key of ['lang', 'dir', 'title', 'message', 'retry'])
            texts[key] = String(data.texts[key] ?? fallback[key]);
          languages[data.language] = texts;
          await cache.put(TEXTS, Response.json({ last: data.language, languages }));
        })(),
      );
  });
}

/** /sw.js: the worker ({@link serviceWorker}) with the site's rules. The same text for every merchant. */
export function serviceWorkerSource() {
  const rules = {
    networkOnly: NETWORK_ONLY,
    timeoutMs: NETWORK_TIMEOUT_MS,
    maxKept: MAX_KEPT_FILES,
    maxEntries: MAX_KEPT_ENTRIES,
    offlineKeys: OFFLINE_KEYS,
    fallback: OFFLINE_FALLBACK,
  };
  return `'use strict';\n(${serviceWorker})(${JSON.stringify(rules)});\n`;
}
