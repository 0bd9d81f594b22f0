// The site's one origin: the host, the versioned remotes, the runtime maps, and a proxy to the backend.
import compression from 'compression';
import express from 'express';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { brotliScripts } from './brotli.mjs';
import { cspReportHandler } from './csp-report.mjs';
import { otlpIngest } from './otlp-ingest.mjs';
import {
  BackendReader,
  CIMODE,
  DEFAULT_LANGUAGE,
  findMainPicture,
  firstScreenPictures,
  flagsOn,
  mainPictureFor,
  hostPreloads,
  languageAssets,
  languagePreloads,
  readStartAnswers,
  remotePreloads,
  remoteFlag,
  remotesForPath,
  renderIndex,
  isReturningVisit,
  NAVIGATION_PRELOAD_HEADER,
  RTL_LANGUAGES,
  HTML_LANG,
  visitorLanguage,
} from './first-visit.mjs';
import { Registry } from './registry.mjs';
import { SERVICE_WORKER_PATH, serviceWorkerSource } from './service-worker.mjs';
import { MANIFEST_PATH, readManifest, SITE_ICON_PATH, SITE_ICON_SVG } from './web-app-manifest.mjs';
import {
  BACKEND_PATHS,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  IMMUTABLE,
  NO_CACHE,
  SECURITY_HEADERS,
  SITE_CONFIG_FILE,
  UNHASHED as UNHASHED_FILES,
} from './site-rules.mjs';

// The one table of backend prefixes, cache rules and security headers (shared with the nginx configuration).
export { BACKEND_PATHS, SITE_CONFIG_FILE };
const UNHASHED = new Set(UNHASHED_FILES);

function merchantFor(hostname, siteConfig) {
  return siteConfig.merchantByHost?.[hostname.toLowerCase()] ?? siteConfig.defaultMerchant ?? 'demo';
}

function cacheHeaders(res, file) {
  res.setHeader('Cache-Control', UNHASHED.has(path.basename(file)) ? NO_CACHE : IMMUTABLE);
}

/**
 * Build the express app. `backend` is the API origin to proxy to; `registry` holds the host and remotes.
 * @returns {{ app: import('express').Express, upgrade: (req: any, socket: any, head: any) => void }}
 */
export function createSiteServer({
  backend,
  registry = new Registry(),
  siteConfigFile = SITE_CONFIG_FILE,
  // What each page reads from the backend before it is sent (the start answers, the home banner).
  reader = new BackendReader(backend),
  // The release-health store (./otlp-ingest.mjs: WL_HEALTH_DIR, else deploy/health) and the OTLP endpoints' options.
  healthDir,
  otlp = {},
} = {}) {
  const app = express();
  app.disable('x-powered-by');
  const siteConfig = JSON.parse(fs.readFileSync(siteConfigFile, 'utf8'));

  // The proxy goes first and uncompressed: SockJS streaming transports must not be buffered by compression.
  const proxy = createProxyMiddleware({
    target: backend,
    changeOrigin: false, // the backend reads the merchant from the Host header like the site does
    ws: true,
    // X-Forwarded-For: the backend answers the visitor's IP (GET /wps/system/location), not the proxy's.
    xfwd: true,
    pathFilter: BACKEND_PATHS,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              success: false,
              errorCode: 'backend_unreachable',
              message: 'Backend unreachable',
            }),
          );
        }
      },
    },
  });
  app.use(proxy);
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    next();
  });
  app.use(compression());
  app.use(CSP_REPORT_PATH, cspReportHandler());
  // Release health (issue 38): the browser's OTLP records, each kept with the merchant of the Host it came to.
  app.use(otlpIngest({ healthDir, merchantOf: (req) => merchantFor(req.hostname, siteConfig), ...otlp }));

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(registry.mapFor(merchantFor(req.hostname, siteConfig)));
  });
  app.get('/site-config.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(siteConfig);
  });
  // The H5 app (issue 39): the service worker (always revalidated: the browser compares it byte for byte to update),
  // this merchant's web app manifest and the site's own icon.
  const workerSource = serviceWorkerSource();
  app.get(SERVICE_WORKER_PATH, (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.type('js').send(workerSource);
  });
  app.get(MANIFEST_PATH, async (req, res, next) => {
    try {
      const manifest = await readManifest(reader, {
        merchant: merchantFor(req.hostname, siteConfig),
        forwardedFor: [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
      });
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('application/manifest+json').send(JSON.stringify(manifest));
    } catch (error) {
      next(error);
    }
  });
  app.get(SITE_ICON_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(SITE_ICON_SVG);
  });
  app.use(
    '/remotes',
    (_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*'); // manifests are fetch()ed: remotes on a CDN need CORS
      next();
    },
    brotliScripts(path.join(registry.root, 'remotes'), cacheHeaders),
    express.static(path.join(registry.root, 'remotes'), {
      index: false,
      fallthrough: false,
      setHeaders: cacheHeaders,
    }),
  );
  const hostDir = path.join(registry.root, 'host');
  // Every page is the host's index.html, with this merchant's boot data and preload hints, and a nonce of its own.
  const page = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const html = await fs.promises.readFile(path.join(hostDir, 'index.html'), 'utf8');
      const merchant = merchantFor(req.hostname, siteConfig);
      const remoteMap = registry.mapFor(merchant);
      const wanted = remotesForPath(req.path, remoteMap);
      const hostLanguages = languageAssets(hostDir);
      const query = new URL(req.originalUrl, 'http://site').searchParams;
      const language = visitorLanguage(
        query,
        req.headers.cookie,
        Object.keys(hostLanguages?.languages ?? {}),
      );
      const visitor = {
        merchant,
        // Under cimode the host still asks in its own language.
        language: language === CIMODE ? DEFAULT_LANGUAGE : language,
        forwardedFor: [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
      };
      const main = mainPictureFor(req.path);
      const [start, found] = await Promise.all([
        readStartAnswers(reader, visitor),
        main && remoteMap[main.remote] ? findMainPicture(reader, main, visitor, query) : null,
      ]);
      // A remote is preloaded only when its flag is on, so a disabled area is still never downloaded; without the
      // flags nothing is preloaded and the page loads as it would without hints.
      const on = start.whitelabel ? flagsOn(start.whitelabel) : null;
      const preloads = [
        ...hostPreloads(hostDir),
        ...languagePreloads(hostLanguages, '/', language),
        ...wanted
          .filter((id) => on?.has(remoteFlag(remoteMap, id)))
          .flatMap((id) => remotePreloads(registry.root, remoteMap[id].entry, language)),
      ];
      const pictures = firstScreenPictures({ settings: start.settings, on, remoteMap, main, found });
      // 128 random bits per response: the policy runs the page's own scripts only (deploy/src/site-rules.mjs).
      const nonce = crypto.randomBytes(16).toString('base64');
      res.setHeader('Cache-Control', NO_CACHE);
      // A page through the H5 app's worker differs in its preloads (renderIndex `returning`).
      res.vary(NAVIGATION_PRELOAD_HEADER);
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
      res.type('html').send(
        renderIndex(html, {
          nonce,
          siteConfig,
          remoteMap,
          answers: start.inline,
          preloads,
          returning: isReturningVisit(req.headers),
          pictures,
          rtl: RTL_LANGUAGES.includes(language),
          lang: HTML_LANG[language] ?? null,
        }),
      );
    } catch (error) {
      next(error);
    }
  };
  // index.html asked for by name is the page too (as a file it would carry no nonce, and no script would run).
  app.get('/index.html', page);
  app.use(brotliScripts(hostDir, cacheHeaders));
  app.use(express.static(hostDir, { index: false, setHeaders: cacheHeaders }));
  // SPA fallback: every other path without a file extension is a page; a missing file is a 404.
  app.use((req, res, next) => (path.extname(req.path) ? res.status(404).end() : page(req, res, next)));
  return { app, upgrade: proxy.upgrade };
}
