// The site's serving rules in one place, read by the node server (deploy/src/server.mjs) and by the nginx
// configuration generator (deploy/src/nginx.mjs): a new header is one edit here, both servers follow. The backend
// prefixes come from @wl/mf-config, which the webpack dev servers read too.
import path from 'node:path';

/** The site configuration file served as /site-config.json. */
export const SITE_CONFIG_FILE = path.resolve(import.meta.dirname, '..', 'site-config.json');

/**
 * Paths served by the backend (the sandbox locally, the merchant's API in production): the one table, kept in
 * @wl/mf-config because the webpack dev servers proxy the same paths (issue 16).
 */
export { BACKEND_PATHS } from '@wl/mf-config/src/backend-paths.cjs';

/** Files that keep their name across releases: always revalidated. */
export const UNHASHED = [
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'index.html',
  'main.js',
  'boot-assets.json',
  'shared-versions.json',
];
export const NO_CACHE = 'no-cache';
/** Hashed chunks never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-Security-Policy of the site's pages. Scripts from the site (remotes are same-origin folders; the inline boot
 * script of index.html needs 'unsafe-inline' until it carries a nonce) and from the captcha vendor the spec names
 * (geetest: its scripts and JSONP calls, host/src/config/site-config.ts GEETEST_SCRIPT_URLS, when the site config
 * names no stand-in); images and frames from anywhere (merchant CDNs, game pages, customer service), the realtime
 * socket on the same origin; the site is never framed by another origin (frame-ancestors).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://*.geetest.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss: http: https:",
  "frame-src 'self' http: https:",
  "media-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' http: https:",
  "frame-ancestors 'self'",
].join('; ');

/** Headers on every answer of the site (pages, files, maps). */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};
