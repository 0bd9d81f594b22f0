import { CACHE_LIFETIME_MS, type EndpointRoute } from '@wl/api-client';

/**
 * The site pages' backend calls (help centre, download page, line speed test, feedback), in one table beside the
 * shell's HOST_PATHS. The spec gives the help centre and the domain route list (spec/shell.md §7); the download
 * setting and feedback paths are ours (docs/endpoints.md "Site pages").
 */
export const SITE_PAGES_PATHS = {
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter' },
  // "Download setting (cached)" (spec/shell.md §7): the client's session-storage cache, 3 minutes, per language.
  downloadSetting: { method: 'GET', path: '/wps/system/setting/download', cacheMs: CACHE_LIFETIME_MS },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
  // Sent to each candidate domain (domain routing), not to the site's own backend: see features/domain-routing.
  ping: { method: 'GET', path: '/wps/system/test/ping' },
  feedback: { method: 'POST', path: '/wps/feedback' },
  // "SEO per route" (spec/products.md §7, path not shown): ours, docs/endpoints.md "Site pages".
  seo: { method: 'GET', path: '/wps/system/seo' },
} as const satisfies Record<string, EndpointRoute>;
