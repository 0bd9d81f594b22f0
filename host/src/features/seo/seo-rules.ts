/**
 * Search-engine rules (spec/shell.md §2, spec/products.md §7 and §9): which pages get indexing meta tags, which SEO
 * entry a route reads, and its canonical address. Pure functions: the SEO store and its tests share them.
 */

/** The one-segment pages that may be indexed (spec/shell.md §2), as paths. */
export const INDEXED_PATHS: readonly string[] = [
  '/',
  '/index',
  '/register',
  '/promotions',
  '/help',
  '/rng',
  '/pvp',
  '/casino',
  '/fish',
  '/sports',
  '/arcade',
  '/elott',
  '/lott',
  '/table',
  '/live',
  '/news',
  '/app',
  '/download',
];

/** The public site's host names start with this label (spec: "the public www host"). */
export const PUBLIC_HOST_PREFIX = 'www.';
/** "Local host" (spec/shell.md §2): the machine's own names. */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The robots meta content on an indexable page and everywhere else. */
export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** A path without its trailing slashes (the root stays `/`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True on the public www host or the local host: the only hosts whose pages may be indexed. */
export function isIndexableHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host.startsWith(PUBLIC_HOST_PREFIX) || LOCAL_HOSTS.includes(host);
}

/** True when a page gets indexing meta tags: a listed path (one segment at most) on an indexable host. */
export function isIndexable(pathname: string, hostname: string): boolean {
  return isIndexableHost(hostname) && INDEXED_PATHS.includes(normalizePath(pathname));
}

/** The robots meta content of a page. */
export function robotsContent(pathname: string, hostname: string): string {
  return isIndexable(pathname, hostname) ? ROBOTS_INDEX : ROBOTS_NOINDEX;
}

/** What a route's SEO entry carries (spec/products.md §3: title, description, keywords, canonical). */
export interface SeoEntryLike {
  path: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  canonical?: string | null;
}

/**
 * The entry of a route: the one for its exact path, else the one for its first segment (a member-centre page reads
 * `/member`'s), else none.
 */
export function entryFor<T extends SeoEntryLike>(entries: readonly T[], pathname: string): T | null {
  const path = normalizePath(pathname);
  const firstSegment = `/${path.split('/')[1] ?? ''}`;
  const byPath = (wanted: string) => entries.find((entry) => normalizePath(entry.path) === wanted);
  return byPath(path) ?? byPath(firstSegment) ?? null;
}

/**
 * The canonical address of a page: the entry's (an http(s) URL, or an in-site path resolved against the origin), else
 * the page's own address without query or hash. Anything else (javascript:, another scheme) is ignored.
 */
export function canonicalUrl(canonical: string | null | undefined, origin: string, pathname: string): string {
  const own = new URL(normalizePath(pathname), origin).href;
  const value = canonical?.trim();
  if (!value) return own;
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, origin).href;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : own;
  } catch {
    return own;
  }
}

/** The head tags of one page. */
export interface SeoTags {
  title: string;
  description: string | null;
  keywords: string | null;
  canonical: string;
  robots: string;
}

/**
 * The head tags of a page from the SEO entries; the title falls back to the site's name, and the description and
 * keywords to the home page's (the merchant's site-wide text: a page without an entry still describes the site to a
 * search engine and a shared link).
 */
export function seoTags(
  entries: readonly SeoEntryLike[],
  location: { pathname: string; hostname: string; origin: string },
  fallbackTitle: string,
): SeoTags {
  const entry = entryFor(entries, location.pathname);
  const home = entries.find((candidate) => normalizePath(candidate.path) === '/');
  return {
    title: entry?.title?.trim() || fallbackTitle,
    description: entry?.description?.trim() || home?.description?.trim() || null,
    keywords: entry?.keywords?.trim() || home?.keywords?.trim() || null,
    canonical: canonicalUrl(entry?.canonical, location.origin, location.pathname),
    robots: robotsContent(location.pathname, location.hostname),
  };
}
