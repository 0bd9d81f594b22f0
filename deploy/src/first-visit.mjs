// The first visit one round trip deep (DESIGN.md §9): index.html arrives with the merchant's site config, remote
// map, whitelabel flags and settings inlined (the host does not fetch them before its first render), with preload
// hints for every script the page will need — the host's bootstrap chunk and the texts of the visitor's language,
// and for the current route each remote's manifest, remoteEntry.js, the chunks of its exposed module and its texts —
// so the browser fetches them in parallel with main.js instead of one level at a time, and with the first screen's
// pictures (the merchant's logo, the page's main picture: the home page's first banner, the promotions page's first
// card, the slot lobby's first game) painted before any script runs (and, where the main picture is painted, main.js
// evaluated only once it is on screen).
import { flagsOn } from '@wl/shell-contract/flag-tree';
import fs from 'node:fs';
import path from 'node:path';

export { flagsOn };

/**
 * The remotes a logged-out first visit shows on a path (the home page's widgets, the public lobbies), as each
 * declares them (`firstVisit` of its descriptor in the runtime map, from its package.json `wl`): an exact page first,
 * else its first segment (/lottery/results → lottery). Member areas declare none: a logged-out visitor is sent to
 * /login. The remote that paints the page's main picture comes first (its files are wanted first, see
 * {@link MAIN_PICTURES}), then the map's order. performance.spec.ts checks that every preloaded file is used (so
 * lottery does not list `/`: the home page's lottery panel is below the fold and loads only when scrolled near); a
 * map entry published without a descriptor is preloaded nowhere (the page then loads it as it would without hints).
 * @param {string} pathname
 * @param {Record<string, { firstVisit?: string[] }>} remoteMap
 * @returns {string[]}
 */
export function remotesForPath(pathname, remoteMap) {
  const page = pathname.replace(/\/+$/, '') || '/';
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const ids = Object.keys(remoteMap);
  const on = (path) => ids.filter((id) => remoteMap[id]?.firstVisit?.includes(path));
  const exact = on(page);
  const found = exact.length || first === '/' ? exact : on(first);
  const main = mainPictureFor(pathname)?.remote;
  return found.includes(main) ? [main, ...found.filter((id) => id !== main)] : found;
}

/** A remote's whitelabel flag, from its descriptor in the runtime map (undefined for an entry published without). */
export const remoteFlag = (remoteMap, id) => remoteMap[id]?.flag;

/**
 * What the host asks the backend for before its first render (host/src/features/site-settings): the site server
 * reads both for every page and inlines them (`__WL_BOOT__.answers`), so the first render does not wait for them.
 */
export const START_READS = {
  whitelabel: '/wps/system/whitelabel',
  settings: '/wps/system/settings/consolidated',
};

/**
 * Reads of the backend for a page, asked as the host would ask them (Merchant, Device and Language headers, the
 * visitor's address forwarded: an answer may depend on where the visitor is, e.g. a region restriction). A read that
 * fails, is refused or takes longer than `timeoutMs` gives null, and the page is served as it would be without it.
 */
export class BackendReader {
  constructor(backend, { timeoutMs = 400, fetchImpl = fetch } = {}) {
    this.backend = backend;
    this.timeoutMs = timeoutMs;
    this.fetch = fetchImpl;
    this.kept = new Map();
  }

  /**
   * The envelope's `value` of GET `pathAndQuery`. With `keepMs`, an answer that depends only on the merchant and the
   * language is kept that long; without, it is read every time. `timeoutMs` overrides the reader's for this read.
   * @param {{ merchant: string, language?: string, forwardedFor?: string, keepMs?: number, timeoutMs?: number }} visitor
   * @returns {Promise<unknown | null>}
   */
  async value(
    pathAndQuery,
    { merchant, language = DEFAULT_LANGUAGE, forwardedFor, keepMs = 0, timeoutMs = this.timeoutMs },
  ) {
    const key = `${merchant}\n${language}\n${pathAndQuery}`;
    const kept = this.kept.get(key);
    if (keepMs > 0 && kept && kept.until > Date.now()) return kept.value;
    try {
      const response = await this.fetch(new URL(pathAndQuery, this.backend), {
        headers: {
          Merchant: merchant,
          Device: 'WEB',
          Language: language,
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.json();
      if (!response.ok || !body?.success) return null;
      if (keepMs > 0) this.kept.set(key, { value: body.value, until: Date.now() + keepMs });
      return body.value;
    } catch {
      return null;
    }
  }
}

/**
 * The start answers for one page, read in parallel: `whitelabel` (a tree, else null) and `settings` (an object, else
 * null). The host takes them only as a pair (`inline`), as it asks for them as a pair.
 */
export async function readStartAnswers(reader, visitor) {
  const [whitelabel, settings] = await Promise.all([
    reader.value(START_READS.whitelabel, visitor),
    reader.value(START_READS.settings, visitor),
  ]);
  const tree = Array.isArray(whitelabel) ? whitelabel : null;
  const known =
    settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? settings : null;
  return {
    whitelabel: tree,
    settings: known,
    inline: tree && known ? { whitelabel: tree, settings: known } : null,
  };
}

/**
 * The page's main picture, which the site server paints in index.html before any script runs (see
 * {@link renderIndex}), by the pages that show one. `find(read, visitor)` asks the backend as the area asks it
 * (`read(pathAndQuery, keepMs)` gives an answer's value, null for a read that failed; `visitor` has the merchant, the
 * language and the page's query) and gives `{ src, variant }`, or null where the picture or its place is unknown.
 * `variant` (the picture's `data-variant`) names a place of the slot's other than its first in index.html's styles.
 * Keep each in step with its area (first-screen.spec.ts checks the picture is the area's and takes the same box):
 * - `banner`, the home page's first banner: promotions' BannerCarousel shows GET /wps/notice of group w_home, types
 *   B,PL,PU, execution B, platform W, first banner first. Banners change seldom: kept 10 s.
 * - `promotion`, the promotions page's first card's picture: promotions' PromotionsPage lists GET
 *   /wps/promotion/list (every category: the first tab), each card showing its first announcement image; the promo
 *   code form stands above the cards while the merchant's switch (GET /wps/promotion/promo-code/enable) is on
 *   (variant `code`). The list is kept 10 s; the switch is read every time, and without its answer nothing is painted.
 * - `game`, the slot lobby's first game icon on /electron: games-lobby's LobbyStore opens the first vendor of GET
 *   /wps/game/vendors (game type RNG) and lists its first page, GET /wps/game/list (LIST_PLATFORMS, CLIENT_TYPE, 40 a
 *   page, the visitor's language). Not with a `page` query: that names another vendor or tab. Both kept 10 s.
 * - `countdown`, the lottery lobby's draw countdown on /lottery: a text, not a picture (`{ text }`). The lobby paints
 *   its issue panel at once, before its games are read, with the draw countdown as its placeholder
 *   (lottery's COUNTDOWN_PLACEHOLDER), the page's largest text; the digits then replace it in place. Nothing to read.
 */
export const MAIN_PICTURES = [
  {
    slot: 'banner',
    paths: ['/', '/index'],
    remote: 'promotions',
    find: async (read) => {
      const notice = await read('/wps/notice?groupName=w_home&types=B,PL,PU&execution=B&platform=W', 10_000);
      return { src: notice?.banners?.[0]?.url };
    },
  },
  {
    slot: 'promotion',
    paths: ['/promotions', '/promotion'],
    remote: 'promotions',
    find: async (read) => {
      const [list, promoCode] = await Promise.all([
        read('/wps/promotion/list', 10_000),
        read('/wps/promotion/promo-code/enable', 0),
      ]);
      if (typeof promoCode?.enabled !== 'boolean') return null;
      return {
        src: list?.[0]?.announcementImages?.[0]?.url,
        variant: promoCode.enabled ? 'code' : undefined,
      };
    },
  },
  {
    slot: 'game',
    paths: ['/electron'],
    remote: 'games-lobby',
    find: async (read, { merchant, language, query }) => {
      if (query?.has('page')) return null;
      const gameType = 'RNG';
      const vendors = await read(
        `/wps/game/vendors?${new URLSearchParams({ gameType, merchantCode: merchant })}`,
        10_000,
      );
      const vendor = vendors?.[0]?.accountTypeName;
      if (typeof vendor !== 'string') return null;
      const list = { gameType, vassalage: vendor, merchant, pageNo: '1', pageSize: '40' };
      const listing = { platform: 'flash,html5-desktop', clientType: '3', language };
      const page = await read(`/wps/game/list?${new URLSearchParams({ ...list, ...listing })}`, 10_000);
      return { src: (page?.games ?? page?.content)?.[0]?.showIcon };
    },
  },
  {
    slot: 'countdown',
    paths: ['/lottery'],
    remote: 'lottery',
    find: async () => ({ text: LOTTERY_COUNTDOWN_PLACEHOLDER }),
  },
];

/** The lottery lobby's draw countdown before its draw is known (lottery's constants.ts COUNTDOWN_PLACEHOLDER). */
export const LOTTERY_COUNTDOWN_PLACEHOLDER = '--:--:--';

/** The main picture a path shows ({@link MAIN_PICTURES}), else null. */
export function mainPictureFor(pathname) {
  const page = pathname.replace(/\/+$/, '') || '/';
  return MAIN_PICTURES.find((picture) => picture.paths.includes(page)) ?? null;
}

/**
 * A main picture found for one visitor ({@link MAIN_PICTURES} `find`, through `reader`): `{ src, variant }`, or null.
 * @param {URLSearchParams} query the page's
 */
export async function findMainPicture(reader, main, visitor, query) {
  try {
    return await main.find((pathAndQuery, keepMs) => reader.value(pathAndQuery, { ...visitor, keepMs }), {
      ...visitor,
      query,
    });
  } catch {
    return null;
  }
}

/** The merchant's logo in its settings, as the host's header finds it: the url of the Logo resource. */
export function logoOf(settings) {
  return settings?.resources?.find?.((r) => String(r?.resourceType).toLowerCase() === 'logo')?.url;
}

/**
 * The first screen's pictures of a page, as `{ slot, src, variant?, main? }` for {@link renderIndex}: the merchant's
 * logo (the header is on every page) and, where the page shows one (`main`, {@link mainPictureFor}, and what
 * {@link findMainPicture} found) and its area is on (`on`, the flags; the area's flag from `remoteMap`), the page's
 * main picture. None while the site is closed (maintenance, a region restriction): the host shows its notice instead
 * of the page.
 */
export function firstScreenPictures({ settings, on, remoteMap = {}, main = null, found = null }) {
  const permission = settings?.permission;
  if (permission?.maintenance || permission?.regionRestriction) return [];
  // Only for an area that is on (a disabled area's picture would never be replaced by its own), and only with the
  // settings read: without them the site may be closed, and the host would show its notice instead of the page.
  const shown = settings && main && found && on?.has(remoteFlag(remoteMap, main.remote));
  return [
    { slot: 'logo', src: logoOf(settings) },
    ...(shown ? [{ slot: main.slot, ...found, main: true }] : []),
  ];
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

/** Right-to-left languages (@wl/i18n RTL_LANGUAGES): the header, and the logo in it, are mirrored. */
export const RTL_LANGUAGES = ['AR'];

/**
 * BCP 47 tags by language (@wl/i18n HTML_LANG): a painted text carries its language, so the browser picks the faces
 * (and index.html's styles the spacing) the page's own text gets.
 */
export const HTML_LANG = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TH: 'th',
  JA: 'ja',
  EN: 'en',
  VI: 'vi',
  RU: 'ru',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};

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

/**
 * The request header a navigation carries when the H5 app's worker controls the page (its navigation preload, which
 * deploy/src/service-worker.mjs enables): a returning visit, whose hashed files the worker holds.
 */
export const NAVIGATION_PRELOAD_HEADER = 'service-worker-navigation-preload';

/** Whether a page request comes through the H5 app's worker ({@link NAVIGATION_PRELOAD_HEADER}). */
export const isReturningVisit = (headers) => headers[NAVIGATION_PRELOAD_HEADER] !== undefined;

/** The web app manifest's address (./web-app-manifest.mjs MANIFEST_PATH: that module reads this one's). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The host's entry as the build writes it in index.html: a deferred main.js (@wl/mf-config's HtmlWebpackPlugin). */
const HOST_ENTRY_TAG = /<script(?: nonce="[^"]*")? defer(?:="")? src="?([^"\s>]+)"?><\/script>/;
/**
 * The longest main.js waits for the main picture, from the end of the page's parse: a slow picture never holds the
 * site back longer than this (the picture's own CDN, a phone on a slow network).
 */
export const MAIN_SCRIPT_WAIT_MS = 1_000;

/**
 * Where the browser does not report the main picture's paint (no largest-paint API, a picture too plain to be a
 * candidate), how long main.js waits after the two frames that follow its decoding.
 */
export const UNREPORTED_PAINT_WAIT_MS = 100;

/**
 * Starts main.js (`src`), after the preload links `later` asks for ({@link renderIndex}: a returning visit's), once
 * the main picture (in `slot`) has been painted: when the browser reports it as a largest
 * contentful paint, else `unreportedWaitMs` ({@link UNREPORTED_PAINT_WAIT_MS}) after the two frames that follow its
 * decoding. At once when there is no such picture on the page, when the picture is not shown (a stored session: a
 * member's header is not the one the pictures are placed for; a width the picture has no place at), in a hidden tab
 * (no frame comes) or when the picture fails or cannot be awaited; at the latest after `waitMs`
 * ({@link MAIN_SCRIPT_WAIT_MS}). It runs in the page, an inline script made from its source ({@link renderIndex}):
 * browser globals only, and no `<`.
 */
function startAfterMainPicture(src, slot, waitMs, unreportedWaitMs, later) {
  let started = false;
  let seen;
  // The policy checks a script's preload as it would the script: each carries this script's nonce.
  const nonce = document.currentScript?.nonce;
  const img = document.querySelector(`.host-first-screen--${slot} img`);
  // Trusted Types (deploy/src/site-rules.mjs): this script's one script address, through a policy of its own.
  const policy = globalThis.trustedTypes?.createPolicy('wl-boot', {
    createScriptURL: (url) => {
      if (url !== src) throw new TypeError(`wl-boot adds ${src} only`);
      return url;
    },
  });
  const start = () => {
    if (started) return;
    started = true;
    seen?.disconnect();
    for (const { href, as } of later) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      if (as === 'script' && nonce) link.nonce = nonce;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.src = policy ? policy.createScriptURL(src) : src;
    document.body.appendChild(script);
  };
  setTimeout(start, waitMs);
  // Not shown (a member's start, or a width the picture has no place at): nothing to wait for.
  if (!img?.decode || document.hidden || !img.getClientRects().length) return start();
  try {
    seen = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.element === img) start();
    });
    seen.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-paint reports: the frames after the decoding decide.
  }
  img
    .decode()
    .then(
      () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, unreportedWaitMs))),
      start,
    );
}
/**
 * Marks each preload link that fails with `data-failed` (host/src/federation/mf-runtime.ts drains them before a
 * retry). Runs in the page, an inline script made from its source ({@link renderIndex}): a capturing listener, since
 * a link's error event does not bubble.
 */
function markFailedPreloads() {
  addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'preload') link.dataset.failed = '';
    },
    true,
  );
}

/** Escapes a value for an attribute (double-quoted) or for text: one rule for both. */
const escapeHtml = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for one request (a preload that fails is marked `data-failed`: the host drains it before it retries the
 * remote, see host/src/federation/mf-runtime.ts). Before </head>: the boot data (`window.__WL_BOOT__`: the site
 * config and remote map read by host/src/config/site-config.ts, and the start answers when both were read), then the
 * preload links, the pictures' first. At the end of <body>, outside #root so the first render does not replace them:
 * the first screen's pictures (`{ slot, src, variant? }`: the header's `logo`, the page's main picture), each only
 * from a safe address, or a main text (`{ slot, text }`, in `lang`, the visitor's language tag: its faces and
 * spacing). index.html's styles place each where the page shows it, over the page, not taking clicks and
 * hidden from assistive technology (the page's own carries the label); the host removes each once the page's own has
 * painted in its slot (host/src/app/first-screen.ts). A splash remembered from an earlier visit, or a stored session,
 * hides them (index.html). With the page's main picture (`main`, {@link MAIN_PICTURES}), the host's deferred main.js
 * becomes a preload, after the pictures', and an inline script after the pictures starts it once that picture has
 * painted. On a returning visit (`returning`: the H5 app's worker controls the page, see {@link isReturningVisit})
 * with that picture, the head has the pictures' preloads only: main.js and every other preload are asked for by the
 * same script as it starts main.js.
 */
export function renderIndex(
  template,
  {
    siteConfig,
    remoteMap,
    answers = null,
    preloads,
    pictures = [],
    rtl = false,
    lang = null,
    nonce,
    returning = false,
  },
) {
  // The page's own scripts carry the response's nonce (the policy runs no other: deploy/src/site-rules.mjs): those of
  // the built index.html, marked before anything of this request is written into it, and those written below.
  const html = template.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
  const script = `<script nonce="${nonce}">`;
  const shown = pictures.flatMap(({ src, text, ...picture }) => {
    if (typeof text === 'string') return text ? [{ ...picture, text }] : [];
    const url = safePictureUrl(src);
    return url ? [{ ...picture, url }] : [];
  });
  // A script's preload carries the nonce too: the policy checks it as it would the script.
  const link = ({ href, as }) =>
    `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}${as === 'image' ? ' fetchpriority="high"' : ''}${as === 'script' ? ` nonce="${nonce}"` : ''}>`;
  // The pictures first: on HTTP/1.1 the scripts' preloads would otherwise take every connection before them.
  // Where the server paints the page's largest picture, main.js is fetched with the page but evaluated only once that
  // picture has painted: a deferred main.js that arrives first is evaluated before the first frame (about 170 ms at
  // Lighthouse's 4x CPU slowdown), and the picture's paint then waits for it.
  // A text paints with the page's first frame, before main.js could run: nothing to wait for.
  const main = shown.find((picture) => picture.main && picture.url);
  const entry = main ? html.match(HOST_ENTRY_TAG) : null;
  const pictureLinks = shown.flatMap(({ url }) => (url ? [{ href: url, as: 'image' }] : []));
  // A returning visit: the worker answers the hashed files (main.js is one) from its store in a few milliseconds, so
  // asking for them with the page only crowds the first frame, and the revalidations (manifests, remoteEntry.js)
  // are not needed before main.js runs. They are asked for once the picture has painted, with main.js (issue 39).
  const deferred = Boolean(entry) && returning;
  const later = deferred ? preloads : [];
  const links = [
    ...pictureLinks,
    ...(entry && !deferred ? [{ href: entry[1], as: 'script' }] : []),
    ...(deferred ? [] : preloads),
  ]
    .map(link)
    .join('');
  const boot = `${script}window.__WL_BOOT__=${escapeJson({ siteConfig, remoteMap, ...(answers ? { answers } : {}) })}</script>`;
  // A preload that fails is marked (no inline handler: the policy allows none), before any of them can fail.
  const markFailures = links ? `${script}(${markFailedPreloads})()</script>` : '';
  // The merchant's web app manifest (issue 39: the H5 app, ./web-app-manifest.mjs), asked for by the browser.
  const manifest = `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`;
  const withHead = (entry ? html.replace(entry[0], '') : html).replace(
    '</head>',
    `${boot}${markFailures}${links}${manifest}</head>`,
  );
  if (!shown.length) return withHead;
  const painted = shown
    .map(
      ({ slot, url, text, variant }) =>
        `<div class="host-first-screen host-first-screen--${slot}" data-slot="${slot}"${variant ? ` data-variant="${escapeHtml(variant)}"` : ''} aria-hidden="true"${rtl ? ' dir="rtl"' : ''}${text && lang ? ` lang="${escapeHtml(lang)}"` : ''}>${text ? escapeHtml(text) : `<img src="${escapeHtml(url)}" alt="" fetchpriority="high">`}</div>`,
    )
    .join('');
  const start = entry
    ? `${script}(${startAfterMainPicture})(${[escapeJson(entry[1]), escapeJson(main.slot), MAIN_SCRIPT_WAIT_MS, UNREPORTED_PAINT_WAIT_MS, escapeJson(later)]})</script>`
    : '';
  return withHead.replace('</body>', `${painted}${start}</body>`);
}
