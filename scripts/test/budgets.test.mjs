// The byte budgets as a CI test (issue 7): run after the production build by scripts/test-all.sh.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { check, loadBudgets, measure, routeFiles, splitOnDemand } from '../check-budgets.mjs';

const budgets = loadBudgets();
const measured = measure(undefined, budgets);

test('the build is within every byte budget of budgets.json', () => {
  assert.deepEqual(check(measured, budgets), []);
});

test('every route budget counts the host and each remote the route shows', () => {
  const hostFiles = measured.apps.host.length;
  for (const [route, { remotes }] of Object.entries(budgets.routes)) {
    const consumed = new Set(remotes.flatMap((id) => measured.apps[id].consumes));
    const later = Object.entries(measured.apps.host.providedLater).filter(([key]) => consumed.has(key));
    const expected =
      hostFiles +
      later.reduce((n, [, files]) => n + files.length, 0) +
      remotes.reduce((n, id) => n + measured.apps[id].length, 0);
    assert.equal(measured.routes[route].length, expected, route);
  }
  // decimal.js is a singleton the host provides without loading it at start (only pages with money need it).
  assert.ok('decimal.js' in measured.apps.host.providedLater, 'decimal.js is provided for later');
  assert.ok(
    measured.apps.host.some((f) => f.file === 'main.js'),
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

test('an on-demand import and the chunks split off for it leave the first route; other lazy chunks stay', () => {
  const origin = (moduleName, request) => ({ moduleName, request });
  const popup = origin('./src/features/game-popup/index.tsx', './components/game-popup');
  const modal = { names: ['on-demand-game-popup'], origins: [popup] };
  const library = { names: [], origins: [popup] };
  const carousel = { names: [], origins: [origin('./src/widgets/banner.tsx', './carousel')] };
  const shared = { names: [], origins: [popup, origin('./src/widgets/banner.tsx', './carousel')] };
  const { firstVisit, onDemand } = splitOnDemand([modal, library, carousel, shared]);
  assert.deepEqual(onDemand, [modal, library]);
  assert.deepEqual(firstVisit, [carousel, shared]);
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
