// The byte budgets as a CI test (issue 7): run after the production build by scripts/test-all.sh.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, loadBudgets, measure, routeFiles, splitLazy } from '../check-budgets.mjs';

const budgets = loadBudgets();
const measured = measure(undefined, budgets);

test('the build is within every byte budget of budgets.json', () => {
  assert.deepEqual(check(measured, budgets), []);
});

test('every route budget counts the host and each remote the route shows', () => {
  const hostFiles = measured.apps.host.length;
  for (const [route, { remotes, widgets = [] }] of Object.entries(budgets.routes)) {
    const consumed = new Set([
      ...remotes.flatMap((id) => measured.apps[id].consumes),
      ...widgets.flatMap((id) => measured.apps[id].widgetConsumes),
    ]);
    const later = Object.entries(measured.apps.host.providedLater).filter(([key]) => consumed.has(key));
    const expected =
      hostFiles +
      measured.apps.host.firstRequest.length +
      later.reduce((n, [, files]) => n + files.length, 0) +
      remotes.reduce((n, id) => n + measured.apps[id].length, 0) +
      widgets.reduce((n, id) => n + measured.apps[id].widgets.length, 0);
    assert.equal(measured.routes[route].length, expected, route);
  }
  // The home page's banner carousel (promotions' swiper) is in the home page's figure, not in /promotions'.
  const swiper = (files) => files.some((f) => /^promotions\/widget-banner-swiper\./.test(f.file));
  assert.ok(swiper(measured.routes['/']), 'the home page counts the banner carousel');
  assert.ok(!swiper(measured.routes['/promotions']), '/promotions does not');
  // The HTTP library loads with the first request, not before a visitor's first render: counted in every route.
  assert.ok(measured.apps.host.firstRequest.length > 0, 'the HTTP library has a chunk of its own');
  const http = (files) => measured.apps.host.firstRequest.every((f) => files.some((g) => g.file === f.file));
  for (const route of Object.keys(budgets.routes))
    assert.ok(http(measured.routes[route]), `${route} counts it`);
  assert.ok(!http(measured.apps.host), 'the host first load does not');
  // Release health loads after the first screen (its reporter on every page, web-vitals on sampled ones): each has a
  // budget of its own and neither is in the host's first load.
  for (const part of ['releaseHealth', 'webVitals']) {
    assert.equal(measured.apps.host[part].length, 1, `${part} is one chunk`);
    assert.ok(
      !measured.apps.host.some((f) => f.file === measured.apps.host[part][0].file),
      `${part} loads later`,
    );
  }
  // The H5 app's worker registration (issue 39) loads after the first screen too, and /sw.js is counted apart.
  assert.ok(measured.apps.host.serviceWorker.some((f) => /^service-worker\./.test(f.file)));
  assert.ok(!measured.apps.host.some((f) => measured.apps.host.serviceWorker.some((g) => g.file === f.file)));
  assert.ok(measured.apps.host.workerScript[0].gzip > 0, '/sw.js is counted');
  // decimal.js is a singleton the host provides without loading it at start (only pages with money need it).
  assert.ok('decimal.js' in measured.apps.host.providedLater, 'decimal.js is provided for later');
  assert.ok(
    measured.apps.host.some((f) => /^main\.[0-9a-f]{8}\.js$/.test(f.file)),
    'the host entry is counted',
  );
  for (const id of Object.keys(budgets.remotes)) {
    assert.ok(
      measured.apps[id].some((f) => f.file === 'remoteEntry.js'),
      `${id}: remoteEntry.js is counted`,
    );
  }
});

test('a budget that is exceeded fails, naming the files and the bytes', () => {
  const tight = structuredClone(budgets);
  tight.host.initialJsGzip = 1000;
  tight.remotes.lottery.firstRouteGzip = 1000;
  tight.routes['/'].totalJsGzip = 1000;
  const failures = check(measured, tight);
  assert.equal(failures.length, 3, failures.join('\n'));
  const [host, lottery, home] = failures;
  assert.match(
    host,
    /^host initial JS: \d+ B gzip is over its budget of 1000 B by \d+ B \(largest: .*\.js \d+ B/,
  );
  assert.match(
    lottery,
    /^lottery first route .*: \d+ B gzip is over its budget of 1000 B .*remoteEntry\.js \d+ B/,
  );
  assert.match(home, /^route \/ JS: \d+ B gzip is over its budget of 1000 B/);
});

test('on-demand and widget imports, and the chunks split off for them, leave the first route; other lazy chunks stay', () => {
  const origin = (moduleName, request) => ({ moduleName, request });
  const popup = origin('./src/features/game-popup/index.tsx', './components/game-popup');
  const modal = { names: ['on-demand-game-popup'], origins: [popup] };
  const library = { names: [], origins: [popup] };
  const banner = origin('./src/widgets/banner.tsx', './carousel');
  const carousel = { names: ['widget-carousel'], origins: [banner] };
  const carouselLibrary = { names: [], origins: [banner] };
  const page = { names: [], origins: [origin('./src/routes.tsx', './pages/list')] };
  const shared = { names: [], origins: [popup, banner] };
  const { firstVisit, onDemand, widgets } = splitLazy([
    modal,
    library,
    carousel,
    carouselLibrary,
    page,
    shared,
  ]);
  assert.deepEqual(onDemand, [modal, library]);
  assert.deepEqual(widgets, [carousel, carouselLibrary]);
  assert.deepEqual(firstVisit, [page, shared]);
});

test("a route that shows a remote's widgets counts their chunks; a remote's widget chunks need a budget", () => {
  const file = (name, gzip) => ({ file: name, gzip });
  const host = Object.assign([file('main.js', 100)], { providedLater: {} });
  const promos = Object.assign([file('remoteEntry.js', 10)], {
    consumes: [],
    widgets: [file('widget-carousel.js', 30)],
    widgetConsumes: [],
    onDemand: [],
  });
  const apps = { host, promos };
  assert.deepEqual(
    routeFiles(apps, ['promos']).map((f) => f.file),
    ['main.js', 'promos/remoteEntry.js'],
  );
  assert.deepEqual(
    routeFiles(apps, ['promos'], ['promos']).map((f) => f.file),
    ['main.js', 'promos/remoteEntry.js', 'promos/widget-carousel.js'],
  );
  const limits = { host: { initialJsGzip: 1000 }, remotes: { promos: { firstRouteGzip: 1000 } }, routes: {} };
  assert.deepEqual(check({ apps, routes: {} }, limits), [
    'promos has widget chunks (widget-* imports) but no widgetsGzip budget in budgets.json',
  ]);
  limits.remotes.promos.widgetsGzip = 20;
  assert.match(
    check({ apps, routes: {} }, limits)[0],
    /^promos widget chunks \(widget-\* imports\): 30 B gzip is over/,
  );
});

test("a route counts the host's copy of a singleton its remotes consume that the host does not load at start", () => {
  const file = (name, gzip) => ({ file: name, gzip });
  const host = Object.assign([file('main.js', 100)], {
    providedLater: { 'decimal.js': [file('2929.js', 50)] },
  });
  const money = Object.assign([file('remoteEntry.js', 10)], { consumes: ['decimal.js', 'react'] });
  const plain = Object.assign([file('remoteEntry.js', 20)], { consumes: ['react'] });
  const apps = { host, money, plain };
  assert.deepEqual(
    routeFiles(apps, ['plain']).map((f) => f.file),
    ['main.js', 'plain/remoteEntry.js'],
  );
  assert.deepEqual(
    routeFiles(apps, ['plain', 'money']).map((f) => f.file),
    ['main.js', '2929.js', 'plain/remoteEntry.js', 'money/remoteEntry.js'],
  );
});
