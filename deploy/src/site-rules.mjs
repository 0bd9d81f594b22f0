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
  'boot-assets.json',
  'shared-versions.json',
];
export const NO_CACHE = 'no-cache';
/** Hashed chunks never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Trusted Types policies the site's code creates, and nothing else may (`trusted-types`):
 * - `wl-script-url`: the scripts the host loads itself — remote entries (the federation runtime's `createScript`
 *   hook) and the captcha vendor's — only from the site's origin or an origin the host registered (a remote map's,
 *   the captcha vendor's): @wl/ui/trusted-types;
 * - `wl-boot`: index.html's start script, which adds the host's main.js (deploy/src/first-visit.mjs);
 * - `webpack`: every app's chunk loading (`output.trustedTypes`, one name for the host and each remote: hence
 *   'allow-duplicates');
 * - `dompurify`: DOMPurify's, which turns sanitised server HTML into TrustedHTML (@wl/ui/sanitize
 *   `RETURN_TRUSTED_TYPE`); each copy creates it (the host, promotions and the member centre each bundle one);
 * - `html`: swiper's (14.x), a pass-through it creates for its own texts (its accessibility announcements and arrow
 *   icons: strings of ours, never server HTML).
 * No default policy: a sink given a plain string throws and is reported.
 */
export const TRUSTED_TYPES_POLICIES = ['wl-script-url', 'wl-boot', 'webpack', 'dompurify', 'html'];

/** Where the browser sends policy violations (counted and logged by the site server: deploy/src/csp-report.mjs). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Content-Security-Policy of the site's pages, with the page's nonce (a fresh one per response). Scripts: only those
 * carrying the nonce (index.html's own), and those they add in turn ('strict-dynamic': main.js, the chunks, the
 * remotes' entries, the captcha vendor's script, wherever they come from); no inline script or handler without the
 * nonce, no eval. Trusted Types for every script sink ({@link TRUSTED_TYPES_POLICIES}). Styles may be inline (React's
 * style attributes). Images, media and frames from anywhere (merchant CDNs, game pages, customer service);
 * connections to any https origin, since domain routing (spec/shell.md §9) pings the merchant's other domains, a
 * list read from the backend only when a domain fails, and remotes may be served from a CDN; the site is never framed
 * by another origin. Violations are reported to {@link CSP_REPORT_PATH}.
 * @param {string | null} nonce the page's nonce; null for answers that are not pages (files, maps): no script runs
 *   from them
 */
export function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'none'",
    // The H5 app's service worker (/sw.js, issue 39): a registration carries no nonce, and without worker-src it would
    // fall back to script-src's; only the site's own worker (other workers: none are used).
    "worker-src 'self'",
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
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
    // report-to where the browser has the Reporting API (Chromium: REPORTING_ENDPOINTS), report-uri elsewhere.
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** The Reporting API's endpoint named by the policy's `report-to` (header `Reporting-Endpoints`). */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

/** The policy of answers that are not pages (see {@link contentSecurityPolicy}). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(null);

/** Headers on every answer of the site (pages, files, maps). */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Reporting-Endpoints': REPORTING_ENDPOINTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};
