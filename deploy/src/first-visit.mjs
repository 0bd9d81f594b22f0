// The first visit one round trip deep (DESIGN.md §9): index.html arrives with the merchant's site config and remote
// map inlined (the host does not fetch them) and with preload hints for every script the page will need — the
// host's bootstrap chunk and the texts of the visitor's language, and for the current route each remote's manifest,
// remoteEntry.js, the chunks of its exposed module and its texts — so the browser fetches them in parallel with
// main.js instead of one level at a time.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Remotes whose screens a logged-out first visit shows on a path (the home page's widgets, the public lobbies) and
 * the whitelabel flag that switches each on. Member areas are left out: a logged-out visitor is sent to /login.
 * Keep in step with host/src/federation/remote-table.ts and host/src/pages/home (performance.spec.ts checks that
 * every preloaded file is used). The home page's lottery panel is below the fold and loads only when scrolled near.
 */
export const FIRST_VISIT_REMOTES = {
  '/': ['promotions', 'games-lobby'],
  '/index': ['promotions', 'games-lobby'],
  '/live': ['games-lobby'],
  '/electron': ['games-lobby'],
  '/fish': ['games-lobby'],
  '/sports': ['games-lobby'],
  // The in-page game views (a reload on /seamless shows the game again).
  '/seamless': ['games-lobby'],
  '/trial': ['games-lobby'],
  '/lottery': ['lottery'],
  '/promotions': ['promotions'],
};
export const REMOTE_FLAGS = { 'games-lobby': 'GAMELOBBY3', lottery: 'LOTTERY3', promotions: 'PROMO3' };

/** The remotes a path shows on a first visit: its first segment decides (/lottery/results → lottery). */
export function remotesForPath(pathname) {
  const exact = FIRST_VISIT_REMOTES[pathname.replace(/\/+$/, '') || '/'];
  if (exact) return exact;
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return first !== '/' ? (FIRST_VISIT_REMOTES[first] ?? []) : [];
}

/** Flags that are on in a whitelabel tree: a flag is on when it and every ancestor are enabled (as in the host). */
export function flagsOn(tree) {
  const on = new Set();
  const walk = (nodes, parentOn) => {
    for (const node of nodes ?? []) {
      const enabled = parentOn && (node.enabled === 1 || node.enabled === true);
      if (enabled) on.add(node.modId);
      walk(node.childrenNodes, enabled);
    }
  };
  walk(tree, true);
  return on;
}

/** The backend path of the merchant's whitelabel flag tree. */
const WHITELABEL_PATH = '/wps/system/whitelabel';

/**
 * Answers of the backend that the site server reads for a first visit (flags, the first screen's picture), each
 * kept for `ttlMs` per merchant, language and path. A call that fails, is refused or takes longer than `timeoutMs`
 * gives null, and the page is served as it would be without it.
 */
export class BackendCache {
  constructor(backend, { ttlMs = 30_000, timeoutMs = 400, fetchImpl = fetch } = {}) {
    this.backend = backend;
    this.ttlMs = ttlMs;
    this.timeoutMs = timeoutMs;
    this.fetch = fetchImpl;
    this.entries = new Map();
  }

  /**
   * The envelope's `value` of GET `pathAndQuery` as the host would ask it (Merchant, Device and Language headers).
   * @returns {Promise<unknown | null>}
   */
  async value(merchant, pathAndQuery, language = DEFAULT_LANGUAGE) {
    const key = `${merchant}\n${language}\n${pathAndQuery}`;
    const cached = this.entries.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    try {
      const response = await this.fetch(new URL(pathAndQuery, this.backend), {
        headers: { Merchant: merchant, Device: 'WEB', Language: language },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const body = await response.json();
      if (!response.ok || !body?.success) return null;
      this.entries.set(key, { value: body.value, until: Date.now() + this.ttlMs });
      return body.value;
    } catch {
      return null;
    }
  }
}

/**
 * The merchant's whitelabel flags, read from the backend and kept for `ttlMs`. A remote is preloaded only when its
 * flag is on, so a disabled area is still never downloaded; when the flags cannot be read in time nothing is
 * preloaded and the page loads as it would without hints.
 */
export class FlagCache {
  constructor(backend, options = {}) {
    this.answers = new BackendCache(backend, options);
  }

  /** @returns {Promise<Set<string> | null>} */
  async flagsFor(merchant) {
    const tree = await this.answers.value(merchant, WHITELABEL_PATH);
    return Array.isArray(tree) ? flagsOn(tree) : null;
  }
}

/**
 * The picture a first visit's first screen shows largest, where the backend can name it before any script runs: the
 * home page's first banner (promotions' BannerCarousel: GET /wps/notice of group w_home, types B,PL,PU, execution B,
 * platform W; its first banner). The server paints it in index.html where the carousel will show it (see
 * {@link renderIndex}), so the page's largest paint does not wait for the scripts, the settings and the banner call.
 * Keep in step with remotes/promotions/src/features/banners (first-screen.spec.ts checks the picture is the
 * carousel's first banner, at the same place).
 */
export const FIRST_SCREEN_PICTURES = {
  '/': {
    remote: 'promotions',
    path: '/wps/notice?groupName=w_home&types=B,PL,PU&execution=B&platform=W',
    pick: (value) => value?.banners?.[0]?.url,
  },
};
FIRST_SCREEN_PICTURES['/index'] = FIRST_SCREEN_PICTURES['/'];

/** The first-screen picture source of a path (exact paths only), or null. */
export function firstScreenFor(pathname) {
  return FIRST_SCREEN_PICTURES[pathname.replace(/\/+$/, '') || '/'] ?? null;
}

/**
 * A picture address the page may load: http(s) or a path of this site (as the host's `safeAssetUrl`); anything else
 * (javascript:, data:, //elsewhere, not a string) is null.
 */
export function safePictureUrl(value) {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^(https?:\/\/|\/(?![/\\]))/i.test(url) ? url : null;
}

/** JSON files of the registry, re-read only when they change on disk (publish and rollback rewrite them). */
const jsonCache = new Map();
function readJsonCached(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const cached = jsonCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.value;
  const value = JSON.parse(fs.readFileSync(file, 'utf8'));
  jsonCache.set(file, { mtimeMs: stat.mtimeMs, value });
  return value;
}

/**
 * The host's own files after main.js: the stylesheets and scripts of its bootstrap chunks and of the shared singletons
 * it provides (@wl/mf-config). The styles come first: the first render waits for them too.
 */
export function hostPreloads(hostDir) {
  const boot = readJsonCached(path.join(hostDir, 'boot-assets.json'));
  return [
    ...(boot?.css ?? []).map((file) => ({ href: `/${file}`, as: 'style' })),
    ...(boot?.js ?? []).map((file) => ({ href: `/${file}`, as: 'script' })),
  ];
}

/**
 * A remote's first files: its manifest, remoteEntry.js, the chunks (styles, scripts) of its `./remote` module and its
 * texts in `language`.
 */
export function remotePreloads(registryRoot, entry, language) {
  if (!entry.startsWith('/remotes/')) return [];
  const manifest = readJsonCached(path.join(registryRoot, entry));
  if (!manifest) return [];
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const expose = manifest.exposes?.find((e) => e.path === './remote');
  return [
    { href: entry, as: 'fetch' },
    { href: `${base}${manifest.metaData.remoteEntry.name}`, as: 'script' },
    ...(expose?.assets.css?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'style' })),
    ...(expose?.assets.js.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'script' })),
    ...languagePreloads(languageAssets(path.join(registryRoot, base)), base, language),
  ];
}

/** The cookie the host mirrors its stored language in (host/src/stores/language-store.ts LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'wl_lang';
/** The host's language when nothing is chosen (@wl/i18n DEFAULT_LANGUAGE). */
export const DEFAULT_LANGUAGE = 'CN';
/** `?lang=cimode` shows message keys: no texts are loaded. */
export const CIMODE = 'cimode';

/**
 * The language the host will start in, as the host decides it: `?lang=` first, then the stored choice (its cookie
 * mirror), then CN. A code the site does not know is passed over, as the host does.
 * @param {URLSearchParams} query
 * @param {string | undefined} cookieHeader
 * @param {Iterable<string>} known the site's languages (the host's `language-assets.json`)
 */
export function visitorLanguage(query, cookieHeader, known) {
  const languages = new Set(known);
  const fromQuery = query.get('lang')?.trim();
  if (fromQuery?.toLowerCase() === CIMODE) return CIMODE;
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  for (const code of [fromQuery, cookie])
    if (languages.has(code?.toUpperCase() ?? '')) return code.toUpperCase();
  return DEFAULT_LANGUAGE;
}

/** An app's `language-assets.json` (see {@link languagePreloads}), or null for a build without one. */
export function languageAssets(dir) {
  return readJsonCached(path.join(dir, 'language-assets.json'));
}

/**
 * The files of one language for an app, from its `language-assets.json` ({@link languageAssets}, written by
 * @wl/mf-config): the chunks every language loads and that language's texts, as preload links under `base` (the
 * app's folder on the site). A language the app has no texts for gets only the shared ones; cimode (keys, no texts)
 * the same; a build without the file, none.
 * @param {{ every: string[], languages: Record<string, string[]> } | null} assets
 * @param {string} base its URL prefix, ending in /
 * @param {string} language
 */
export function languagePreloads(assets, base, language) {
  if (!assets) return [];
  const files = [...assets.every, ...(assets.languages[language] ?? [])];
  return files.map((file) => ({ href: `${base}${file}`, as: file.endsWith('.css') ? 'style' : 'script' }));
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for one request (a preload that fails is marked `data-failed`: the host drains it before it retries the
 * remote, see host/src/federation/mf-runtime.ts): the boot data (`window.__WL_BOOT__`, read by
 * host/src/config/site-config.ts) and the preload links go right before </head>. A first-screen picture
 * ({@link FIRST_SCREEN_PICTURES}) goes at the end of <body>, outside #root so the first render does not replace it:
 * index.html's styles place it where the page will show it, over the page, not taking clicks, hidden from assistive
 * technology (the carousel's own banner carries the label); the host removes it once its own picture has painted
 * (host/src/app/first-screen.ts). A merchant's splash remembered from an earlier visit hides it (index.html).
 */
export function renderIndex(html, { siteConfig, remoteMap, preloads, firstPicture = null }) {
  const picture = safePictureUrl(firstPicture);
  const link = ({ href, as }) =>
    `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}${as === 'image' ? ' fetchpriority="high"' : ''} onerror="this.dataset.failed=''">`;
  // The picture first: on HTTP/1.1 the scripts' preloads would otherwise take every connection before it.
  const links = [...(picture ? [{ href: picture, as: 'image' }] : []), ...preloads].map(link).join('');
  const boot = `<script>window.__WL_BOOT__=${escapeJson({ siteConfig, remoteMap })}</script>`;
  const withHead = html.replace('</head>', `${boot}${links}</head>`);
  if (!picture) return withHead;
  return withHead.replace(
    '</body>',
    `<div class="host-first-screen" aria-hidden="true"><img class="host-first-screen__picture" src="${escapeAttr(picture)}" alt="" fetchpriority="high"></div></body>`,
  );
}
