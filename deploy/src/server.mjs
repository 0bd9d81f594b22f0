// The site's one origin: the host, the versioned remotes, the runtime maps, and a proxy to the backend.
import compression from 'compression';
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { brotliScripts } from './brotli.mjs';
import {
  BackendCache,
  CIMODE,
  DEFAULT_LANGUAGE,
  firstScreenFor,
  FlagCache,
  hostPreloads,
  languageAssets,
  languagePreloads,
  remotePreloads,
  remotesForPath,
  REMOTE_FLAGS,
  renderIndex,
  visitorLanguage,
} from './first-visit.mjs';
import { Registry } from './registry.mjs';
import {
  BACKEND_PATHS,
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
  flags = new FlagCache(backend),
  // A merchant's banners change seldom; a picture out of date is only shown until the page's own has painted.
  answers = new BackendCache(backend, { ttlMs: 10_000 }),
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

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(registry.mapFor(merchantFor(req.hostname, siteConfig)));
  });
  app.get('/site-config.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(siteConfig);
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
  app.use(brotliScripts(hostDir, cacheHeaders));
  app.use(express.static(hostDir, { index: false, setHeaders: cacheHeaders }));
  // SPA fallback: every other page is the host's index.html, with this merchant's boot data and preload hints.
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return res.status(404).end();
    try {
      const html = await fs.promises.readFile(path.join(hostDir, 'index.html'), 'utf8');
      const merchant = merchantFor(req.hostname, siteConfig);
      const remoteMap = registry.mapFor(merchant);
      const wanted = remotesForPath(req.path).filter((id) => remoteMap[id]);
      const hostLanguages = languageAssets(hostDir);
      const language = visitorLanguage(
        new URL(req.originalUrl, 'http://site').searchParams,
        req.headers.cookie,
        Object.keys(hostLanguages?.languages ?? {}),
      );
      const firstScreen = firstScreenFor(req.path);
      const [on, firstScreenAnswer] = await Promise.all([
        wanted.length ? flags.flagsFor(merchant) : null,
        firstScreen && remoteMap[firstScreen.remote]
          ? answers.value(merchant, firstScreen.path, language === CIMODE ? DEFAULT_LANGUAGE : language)
          : null,
      ]);
      const preloads = [
        ...hostPreloads(hostDir),
        ...languagePreloads(hostLanguages, '/', language),
        ...wanted
          .filter((id) => on?.has(REMOTE_FLAGS[id]))
          .flatMap((id) => remotePreloads(registry.root, remoteMap[id].entry, language)),
      ];
      // Only for an area that is on: a disabled area's picture would never be replaced by its own.
      const firstPicture =
        firstScreen && on?.has(REMOTE_FLAGS[firstScreen.remote]) ? firstScreen.pick(firstScreenAnswer) : null;
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('html').send(renderIndex(html, { siteConfig, remoteMap, preloads, firstPicture }));
    } catch (error) {
      next(error);
    }
  });
  return { app, upgrade: proxy.upgrade };
}
