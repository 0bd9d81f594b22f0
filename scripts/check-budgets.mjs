#!/usr/bin/env node
// Byte budgets (issue 7, DESIGN.md §9): what the first visit of each route downloads, read from the build output —
// webpack's chunk graph (<app>/build/webpack-stats.json, written by @wl/mf-config) and the MF manifests — and
// gzipped here, so the figures are the same on every machine. Limits live in budgets.json.
//   node scripts/check-budgets.mjs [--budgets budgets.json]   prints every figure, exits 1 when one is over
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { serviceWorkerSource } from '../deploy/src/service-worker.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A remote's translations live in one chunk per language; a first visit loads one of them. */
const LOCALE_REQUEST = /[\\/]locales[\\/]/;
/**
 * The same, loaded by one template-literal `import()` of a locales folder (@wl/i18n everyLanguageLoader): the origin
 * is webpack's context module over the folder (`./src/i18n/locales/ lazy …`) and the request the file (`./CN.json`).
 */
const LOCALE_CONTEXT = /[\\/]locales[\\/]\S* lazy /;
/** webpackChunkName prefix of a dynamic import a first visit never makes (see splitLazy). */
export const ON_DEMAND_PREFIX = 'on-demand-';
/**
 * webpackChunkName prefix of a dynamic import that only a widget the area shows on another page makes (the home
 * page's banner carousel): never made by the area's own route, so not in its first route, and counted in each route
 * whose budget lists the area under `widgets` (see splitLazy).
 */
export const WIDGET_PREFIX = 'widget-';
/**
 * A remote's lazy chunks kept apart from its first route (see splitLazy): the property of remoteFirstRoute's result,
 * the budgets.json field that limits them (required once the remote has such chunks) and their name in messages.
 */
const APART = [
  {
    files: 'onDemand',
    budget: 'onDemandGzip',
    kind: 'on-demand chunks (on-demand-* imports)',
    line: 'on demand',
  },
  { files: 'widgets', budget: 'widgetsGzip', kind: 'widget chunks (widget-* imports)', line: 'widgets' },
];

/** gzip size as the site server sends it (compression's default level). */
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(ROOT, file)}: ${error.message} (run node scripts/build-all.mjs first)`);
  }
}

const total = (files) => files.reduce((sum, f) => sum + f.gzip, 0);

/** Files with their gzip sizes, in a stable order. */
function sized(dir, files) {
  return [...new Set(files)]
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((file) => ({ file, gzip: gzipSize(path.join(dir, file)) }));
}

/**
 * What the host downloads before its first render: its entry (main.js: webpack + the MF runtime) and the scripts
 * boot-assets.json lists (its bootstrap chunks and the shared singletons it provides; see @wl/mf-config).
 */
export function hostInitial(hostDir) {
  const stats = readJson(path.join(hostDir, 'build', 'webpack-stats.json'));
  const dist = path.join(hostDir, 'dist');
  const boot = readJson(path.join(dist, 'boot-assets.json'));
  const files = sized(dist, [...stats.entrypoints.main.assets.map((a) => a.name), ...boot.js]);
  const loaded = new Set(files.map((f) => f.file));
  // Singletons the host provides but does not load at start (decimal.js): a route whose remotes consume one loads
  // the host's copy then, so it counts in that route (see measure).
  const later = Object.entries(stats.provides ?? {}).filter(([, chunks]) =>
    chunks.some((f) => !loaded.has(f)),
  );
  const named = (name) =>
    fs.readdirSync(dist).filter((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.js$`).test(f));
  return Object.assign(files, {
    // The HTTP library, loaded with the first request: after a visitor's first render, but on every route.
    firstRequest: sized(dist, boot.firstRequest ?? []),
    // Release health, loaded after the first screen on every page; web-vitals only where the vitals are sampled.
    releaseHealth: sized(dist, named('release-health')),
    webVitals: sized(dist, named('web-vitals')),
    // The H5 app's worker registration (issue 39), after the first screen on every page, with one language's offline
    // texts (the largest: a player loads one); and /sw.js itself, which the site server makes (not a webpack chunk).
    serviceWorker: [
      ...sized(dist, named('service-worker')),
      ...sized(dist, named('offline-texts-[A-Z]{2}-json'))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 1),
    ],
    workerScript: [{ file: '/sw.js', gzip: zlib.gzipSync(serviceWorkerSource()).length }],
    providedLater: Object.fromEntries(later.map(([key, chunks]) => [key, sized(dist, chunks)])),
  });
}

/**
 * What a remote adds to a page that uses it (its first route): remoteEntry.js, the chunks of its exposed `./remote`
 * module (its routes and widgets, with whatever it does not share with the host), the chunks its own code loads
 * lazily on a first visit and one language's translations (the largest, so any language fits). Shared singletons
 * come from the host and are not counted again; neither are the fallback copies the remote never loads. Its
 * on-demand chunks and the chunks only its widgets on other pages load (the home page's carousel) are listed apart,
 * as `onDemand` and `widgets` (see splitLazy).
 */
export function remoteFirstRoute(remoteDir) {
  const dist = path.join(remoteDir, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const stats = readJson(path.join(remoteDir, 'build', 'webpack-stats.json'));
  const expose = manifest.exposes.find((e) => e.path === './remote');
  if (!expose) throw new Error(`${path.relative(ROOT, remoteDir)}: the manifest exposes no ./remote`);
  const ownLazy = (origin) =>
    origin.moduleName?.startsWith('./src/') && origin.request && origin.request !== './bootstrap';
  const lazy = stats.chunks.filter((c) => !c.initial && c.origins.length && c.origins.every(ownLazy));
  const { firstVisit, onDemand, widgets } = splitLazy(lazy);
  const first = codeAndLargestLocale(dist, firstVisit);
  const firstRoute = [
    ...sized(dist, [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync, ...first.code]),
    ...first.locale,
  ];
  // The singletons the first route's code consumes (the host's copies: counted in a route when not loaded at start).
  const exposed = new Set(expose.assets.js.sync);
  const firstChunks = [...stats.chunks.filter((c) => c.files.some((f) => exposed.has(f))), ...firstVisit];
  const consumedBy = (chunks) => [...new Set(chunks.flatMap((c) => stats.consumes?.[c.id] ?? []))].sort();
  return Object.assign(firstRoute, {
    onDemand: lazyFiles(dist, onDemand),
    widgets: lazyFiles(dist, widgets),
    consumes: consumedBy(firstChunks),
    widgetConsumes: consumedBy(widgets),
  });
}

/** Lazy chunks' files as a player loads them: all their code and one language's translations (the largest). */
function lazyFiles(dist, chunks) {
  const { code, locale } = codeAndLargestLocale(dist, chunks);
  return [...sized(dist, code), ...locale];
}

/**
 * Chunks split into code (every file counts) and translations, of which a player loads one language: only the
 * largest language's chunk counts, so any language fits.
 */
function codeAndLargestLocale(dist, chunks) {
  const isLocale = (c) =>
    c.origins.every((o) => LOCALE_REQUEST.test(o.request) || LOCALE_CONTEXT.test(o.moduleName ?? ''));
  const locales = chunks
    .filter(isLocale)
    .map((c) => sized(dist, c.files))
    .sort((a, b) => total(b) - total(a));
  return { code: chunks.filter((c) => !isLocale(c)).flatMap((c) => c.files), locale: locales[0] ?? [] };
}

/**
 * A remote's lazy chunks split in three, by the webpackChunkName of the dynamic import that loads them, together with
 * the chunks webpack split off for the same import (a library such as swiper has no name of its own but the same
 * origin):
 * - on-demand (`on-demand-*`): a dialog opened by a click, e.g. the game popup or the recommended-games carousel. A
 *   first visit never loads them, so they have their own budget.
 * - widgets (`widget-*`): loaded only by a widget the area shows on another page (the home page's banner carousel),
 *   never by the area's own route. They have their own budget and count in the routes that show the widget.
 * - first visit: every other lazy chunk, counted in the first route.
 * A chunk that another kind of import also loads stays in the first route.
 */
export function splitLazy(lazyChunks) {
  const key = (origin) => `${origin.moduleName}|${origin.request}`;
  const importsNamed = (prefix) =>
    new Set(
      lazyChunks
        .filter((c) => (c.names ?? []).some((name) => name.startsWith(prefix)))
        .flatMap((c) => c.origins.map(key)),
    );
  const loadedOnlyBy = (imports) => (c) => c.origins.every((o) => imports.has(key(o)));
  const isOnDemand = loadedOnlyBy(importsNamed(ON_DEMAND_PREFIX));
  const isWidget = loadedOnlyBy(importsNamed(WIDGET_PREFIX));
  return {
    firstVisit: lazyChunks.filter((c) => !isOnDemand(c) && !isWidget(c)),
    onDemand: lazyChunks.filter(isOnDemand),
    widgets: lazyChunks.filter((c) => !isOnDemand(c) && isWidget(c)),
  };
}

/**
 * What a route's first visit downloads: the host's first load and the HTTP library its first request loads, the first route of each remote it shows, the widget
 * chunks of each remote whose widgets it shows (`widgets`), and the host's copy of any singleton those consume that
 * the host did not load at start (decimal.js for a page with money).
 */
export function routeFiles(apps, remotes, widgets = []) {
  const consumed = new Set([
    ...remotes.flatMap((id) => apps[id].consumes),
    ...widgets.flatMap((id) => apps[id].widgetConsumes),
  ]);
  const inRemote = (id) => (f) => ({ ...f, file: `${id}/${f.file}` });
  return [
    ...apps.host,
    ...(apps.host.firstRequest ?? []),
    ...Object.entries(apps.host.providedLater)
      .filter(([key]) => consumed.has(key))
      .flatMap(([, files]) => files),
    ...remotes.flatMap((id) => apps[id].map(inRemote(id))),
    ...widgets.flatMap((id) => apps[id].widgets.map(inRemote(id))),
  ];
}

/** Every measured figure: per app and per route, each with the files it is made of. */
export function measure(root = ROOT, budgets = loadBudgets()) {
  const apps = { host: hostInitial(path.join(root, 'host')) };
  for (const id of Object.keys(budgets.remotes)) apps[id] = remoteFirstRoute(path.join(root, 'remotes', id));
  const routes = {};
  for (const [route, { remotes, widgets }] of Object.entries(budgets.routes)) {
    routes[route] = routeFiles(apps, remotes, widgets);
  }
  return { apps, routes };
}

/** Compare figures with budgets: one message per budget that is exceeded, naming the files and their bytes. */
export function check({ apps, routes }, budgets) {
  const failures = [];
  const over = (what, files, limit) => {
    const bytes = total(files);
    if (!files.length || bytes <= limit) return;
    const biggest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${f.file} ${f.gzip} B`)
      .join(', ');
    failures.push(
      `${what}: ${bytes} B gzip is over its budget of ${limit} B by ${bytes - limit} B (largest: ${biggest})`,
    );
  };
  over('host initial JS', apps.host, budgets.host.initialJsGzip);
  over('release-health reporter', apps.host.releaseHealth ?? [], budgets.host.releaseHealthGzip);
  over('web-vitals (sampled page loads)', apps.host.webVitals ?? [], budgets.host.webVitalsGzip);
  over('service worker registration', apps.host.serviceWorker ?? [], budgets.host.serviceWorkerGzip);
  over('service worker script (/sw.js)', apps.host.workerScript ?? [], budgets.host.workerScriptGzip);
  for (const [id, budget] of Object.entries(budgets.remotes)) {
    over(
      `${id} first route (remoteEntry.js + ./remote chunks + translations)`,
      apps[id],
      budget.firstRouteGzip,
    );
  }
  for (const [id, budget] of Object.entries(budgets.remotes)) {
    for (const { files, budget: field, kind } of APART) {
      if (budget[field] !== undefined) over(`${id} ${kind}`, apps[id][files], budget[field]);
      else if (apps[id][files].length)
        failures.push(`${id} has ${kind} but no ${field} budget in budgets.json`);
    }
  }
  for (const [route, budget] of Object.entries(budgets.routes)) {
    over(`route ${route} JS`, routes[route], budget.totalJsGzip);
  }
  return failures;
}

/** budgets.json (its `reason` and `$comment` fields are for reviewers). */
export function loadBudgets(file = path.join(ROOT, 'budgets.json')) {
  return readJson(file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { budgets: { type: 'string', default: path.join(ROOT, 'budgets.json') } },
  });
  const budgets = loadBudgets(path.resolve(values.budgets));
  const measured = measure(ROOT, budgets);
  const line = (name, files, limit) =>
    console.log(
      `${name.padEnd(24)} ${String(total(files)).padStart(8)} B gzip / ${String(limit).padStart(7)} B in ${files.length} files`,
    );
  line('host initial JS', measured.apps.host, budgets.host.initialJsGzip);
  line('release-health reporter', measured.apps.host.releaseHealth, budgets.host.releaseHealthGzip);
  line('web-vitals (sampled)', measured.apps.host.webVitals, budgets.host.webVitalsGzip);
  line('service worker', measured.apps.host.serviceWorker, budgets.host.serviceWorkerGzip);
  line('/sw.js', measured.apps.host.workerScript, budgets.host.workerScriptGzip);
  for (const [id, b] of Object.entries(budgets.remotes)) {
    line(`${id} first route`, measured.apps[id], b.firstRouteGzip);
    for (const { files, budget, line: name } of APART)
      if (measured.apps[id][files].length)
        line(`${id} ${name}`, measured.apps[id][files], b[budget] ?? Infinity);
  }
  for (const [route, b] of Object.entries(budgets.routes))
    line(`route ${route}`, measured.routes[route], b.totalJsGzip);
  const failures = check(measured, budgets);
  for (const failure of failures) console.error(`OVER BUDGET ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
