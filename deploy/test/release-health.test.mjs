// `wl-deploy health` and the canary guard over a synthetic store (the files the site server and nginx write).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { ATTR, METRICS } from '@wl/release-health';
import { describeThresholds, GUARD_THRESHOLDS, judge, withThresholds } from '../src/guard.mjs';
import { healthRows, p75, parseDuration, readStore } from '../src/release-health.mjs';
import { Registry } from '../src/registry.mjs';
import { logsBody, metricsBody, page } from './otlp-fixtures.mjs';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '..', 'bin', 'wl-deploy.mjs');
const MIN = 60_000;

/** Store lines as the node server writes them (`nginx: true`: the body as a string, as nginx's log writes it). */
function writeStore(dir, entries) {
  fs.mkdirSync(dir, { recursive: true });
  for (const { at, merchant, signal, body, nginx = false } of entries) {
    const file = path.join(dir, `${new Date(at).toISOString().slice(0, 10)}.${signal}.jsonl`);
    const line = {
      received: new Date(at).toISOString(),
      merchant,
      body: nginx ? JSON.stringify(body) : body,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

const views = (context, n) => ({ signal: 'metrics', body: metricsBody(context, [[METRICS.pageViews, n]]) });
const errors = (context, list) => ({ signal: 'logs', body: logsBody(context, list) });

describe('wl-deploy health', () => {
  let root;
  let dir;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-health-'));
    dir = path.join(root, 'health');
    const now = Date.now();
    const lite = { merchant: 'lite', remotes: ['lottery@1.1.0', 'promotions@1.0.0'] };
    const demo = { merchant: 'demo', remotes: ['lottery@1.0.0'] };
    const at = now - 5 * MIN;
    writeStore(dir, [
      { at, merchant: 'lite', ...views(page(lite), 10) },
      { at, merchant: 'lite', ...errors(page(lite), [['react'], ['react']]) },
      // Kept at 50%: stands for two.
      { at, merchant: 'lite', ...errors(page({ ...lite, rate: 0.5 }), [['uncaught']]) },
      {
        at,
        merchant: 'lite',
        ...errors(page(lite), [
          ['remote_load', { [ATTR.remoteId]: 'promotions', [ATTR.remoteStage]: 'entry' }],
        ]),
      },
      // API failures: counted from wl.api.calls, not from their WARN records.
      {
        at,
        merchant: 'lite',
        ...errors(page(lite), [['api', { [ATTR.apiFamily]: '/wps/member', [ATTR.httpStatus]: 503 }]]),
      },
      {
        at,
        merchant: 'lite',
        signal: 'metrics',
        body: metricsBody(page(lite), [
          [
            METRICS.apiCalls,
            8,
            { [ATTR.apiFamily]: '/wps/member', [ATTR.apiOutcome]: 'ok', [ATTR.httpStatus]: 200 },
          ],
          [
            METRICS.apiCalls,
            2,
            { [ATTR.apiFamily]: '/wps/member', [ATTR.apiOutcome]: 'failed', [ATTR.httpStatus]: 503 },
          ],
        ]),
      },
      {
        at,
        merchant: 'lite',
        signal: 'metrics',
        body: metricsBody(page({ ...lite, rate: 0.1 }), [
          [METRICS.lcp, 1000],
          [METRICS.lcp, 4000],
          [METRICS.lcp, 2000],
          [METRICS.lcp, 3000],
          [METRICS.inp, 100],
          [METRICS.inp, 200],
          [METRICS.cls, 0.1],
          [METRICS.ttfb, 300],
        ]),
      },
      { at, merchant: 'demo', ...views(page(demo), 5) },
      { at, merchant: 'demo', ...views(page(demo), 5), nginx: true },
      // Before the window.
      { at: now - 2 * 60 * MIN, merchant: 'demo', ...views(page(demo), 1000) },
    ]);
    fs.appendFileSync(path.join(dir, `${new Date(at).toISOString().slice(0, 10)}.logs.jsonl`), 'not json\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('aggregates per remote, version and merchant, with a host row per host version', async () => {
    const { stdout, stderr } = await run(process.execPath, [CLI, 'health', '--json', '--health-dir', dir]);
    const rows = JSON.parse(stdout);
    assert.match(stderr, /1 line\(s\) skipped/);
    const lite = {
      merchant: 'lite',
      views: 10,
      pageErrors: 4,
      errorsPer1k: 400,
      apiCalls: 10,
      apiFailed: 2,
      apiFailurePercent: 20,
      lcpP75: 3000,
      inpP75: 200,
      clsP75: 0.1,
      vitalsSamples: 7,
    };
    const demo = {
      merchant: 'demo',
      views: 10,
      pageErrors: 0,
      errorsPer1k: 0,
      loadFailures: 0,
      loadFailuresPer1k: 0,
      apiCalls: 0,
      apiFailed: 0,
      apiFailurePercent: null,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
      vitalsSamples: 0,
    };
    assert.deepEqual(
      rows,
      [
        { remote: 'host', version: '1.0.0', ...demo },
        { remote: 'host', version: '1.0.0', ...lite, loadFailures: 1, loadFailuresPer1k: 100 },
        { remote: 'lottery', version: '1.1.0', ...lite, loadFailures: 0, loadFailuresPer1k: 0 },
        { remote: 'lottery', version: '1.0.0', ...demo },
        { remote: 'promotions', version: '1.0.0', ...lite, loadFailures: 1, loadFailuresPer1k: 100 },
      ].map(({ remote, version, merchant, ...rest }) => ({ remote, version, merchant, ...rest })),
    );
  });

  it('prints a table like status, filtered by remote and merchant', async () => {
    const { stdout } = await run(process.execPath, [CLI, 'health', '--health-dir', dir]);
    console.log(stdout);
    const lines = stdout.trim().split('\n');
    assert.match(
      lines[0],
      /^remote\s+version\s+merchant\s+views\s+err\/1k\s+load fail\s+api fail %\s+LCP p75\s+INP p75\s+CLS p75$/,
    );
    assert.match(
      lines[2],
      /^host\s+1\.0\.0\s+lite\s+10\s+400\.0\s+1 \(100\.0\/1k\)\s+20\.0\s+3000 ms\s+200 ms\s+0\.100$/,
    );
    assert.match(lines[4], /^lottery\s+1\.0\.0\s+demo\s+10\s+0\.0\s+0\s+-\s+-\s+-\s+-$/);
    const only = await run(process.execPath, [
      CLI,
      'health',
      'lottery',
      '--merchant',
      'lite',
      '--health-dir',
      dir,
    ]);
    assert.deepEqual(
      only.stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(/\s+/).slice(0, 3).join(' ')),
      ['lottery 1.1.0 lite'],
    );
    // A longer window takes the older views in; WL_HEALTH_DIR is read like --health-dir.
    const longer = await run(process.execPath, [CLI, 'health', 'lottery', '--since', '3h', '--json'], {
      env: { ...process.env, WL_HEALTH_DIR: dir },
    });
    assert.equal(JSON.parse(longer.stdout).find((r) => r.version === '1.0.0').views, 1010);
  });

  it('reads durations, percentiles and a store that is not there', () => {
    assert.equal(parseDuration('30m'), 30 * MIN);
    assert.equal(parseDuration('1.5h'), 90 * MIN);
    assert.equal(parseDuration('soon'), null);
    assert.equal(p75([4, 1, 3, 2]), 3);
    assert.equal(p75([]), null);
    assert.deepEqual(readStore(path.join(root, 'none'), { from: 0 }), { entries: [], skipped: 0 });
    assert.deepEqual(healthRows([]), []);
  });
});

describe('the canary guard', () => {
  let root;
  let registry;
  let dir;
  const cli = (...args) =>
    run(process.execPath, [CLI, ...args, '--registry', registry.root, '--health-dir', dir]);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-guard-'));
    registry = new Registry(path.join(root, 'registry'));
    dir = path.join(root, 'health');
    const build = path.join(root, 'build');
    fs.mkdirSync(build);
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
    registry.publish('lottery', '1.0.0', build);
    registry.publish('lottery', '1.1.0', build, { merchant: 'lite' });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** The canary began 10 minutes ago; `canary` and `stable` are [page views, page errors] after and before. */
  function history({ canary, stable, stableMerchant = 'lite', loadFailures = 0 }) {
    const now = Date.now();
    const since = now - 10 * MIN;
    const canaries = registry.readMap(registry.canariesFile);
    canaries.lite.lottery.since = new Date(since).toISOString();
    fs.writeFileSync(registry.canariesFile, JSON.stringify(canaries));
    const on = (merchant, version) => page({ merchant, remotes: [`lottery@${version}`] });
    const bad = (n, kind) =>
      Array.from({ length: n }, () => [kind, { [ATTR.remoteId]: 'lottery', [ATTR.remoteStage]: 'chunk' }]);
    writeStore(dir, [
      { at: since - 5 * MIN, merchant: stableMerchant, ...views(on(stableMerchant, '1.0.0'), stable[0]) },
      {
        at: since - 5 * MIN,
        merchant: stableMerchant,
        ...errors(on(stableMerchant, '1.0.0'), bad(stable[1], 'uncaught')),
      },
      { at: since + MIN, merchant: 'lite', ...views(on('lite', '1.1.0'), canary[0]) },
      { at: since + MIN, merchant: 'lite', ...errors(on('lite', '1.1.0'), bad(canary[1], 'react')) },
      ...(loadFailures
        ? [
            {
              at: since + MIN,
              merchant: 'lite',
              ...errors(on('lite', '1.1.0'), bad(loadFailures, 'remote_load')),
            },
          ]
        : []),
    ]);
  }
  const guardLog = () =>
    fs
      .readFileSync(registry.guardLogFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

  it('records when a canary began, in a file of its own (the map browsers read is unchanged)', () => {
    const start = registry.canaryStart('lite', 'lottery');
    assert.equal(start.version, '1.1.0');
    assert.ok(Math.abs(Date.parse(start.since) - Date.now()) < MIN);
    assert.deepEqual(Object.keys(registry.mapFor('lite').lottery).sort(), ['entry', 'version']);
    registry.clearOverride('lottery', 'lite');
    assert.equal(registry.canaryStart('lite', 'lottery'), null);
  });

  it('rolls a bad canary back by itself: override cleared, verdict and rollback in the log, status shows it', async () => {
    // 120 views, 12 page errors (100/1k) against 150 views, 1 error (6.7/1k): 100 > 2 × 6.7 + 10.
    history({ canary: [120, 12], stable: [150, 1] });
    const { stdout } = await cli('guard', '--once');
    console.log(stdout);
    assert.match(
      stdout,
      /^lottery 1\.1\.0 on lite \(since [^)]+\) vs stable 1\.0\.0: ROLLBACK: page errors 100\/1k > 2 × 6\.7 \+ 10$/m,
    );
    assert.match(stdout, /^canary\s+lite since the canary\s+120 views, 100\/1k page errors \(12\)/m);
    assert.match(stdout, /^stable\s+lite before the canary\s+150 views, 6\.7\/1k page errors \(1\)/m);
    assert.match(stdout, /override cleared: lite runs lottery 1\.0\.0/);
    assert.ok(stdout.includes(describeThresholds(GUARD_THRESHOLDS)), stdout);
    assert.equal(registry.mapFor('lite').lottery.version, '1.0.0');
    assert.equal(
      JSON.parse(fs.readFileSync(registry.mergedMapFile('lite'), 'utf8')).lottery.version,
      '1.0.0',
    );
    const [line] = guardLog();
    assert.equal(line.verdict, 'rollback');
    assert.equal(line.action, 'override cleared: lite runs lottery 1.0.0');
    assert.deepEqual(line.thresholds, GUARD_THRESHOLDS);
    const status = await cli('status');
    assert.match(
      status.stdout,
      /guard log \(last 1\):\n\S+ lite lottery 1\.1\.0 vs 1\.0\.0: rollback \(page errors 100\/1k > 2 × 6\.7 \+ 10\); override cleared/,
    );
    // Nothing left to judge.
    assert.match((await cli('guard', '--once')).stdout, /no canary in the registry/);
  });

  it('rolls back on load failures too, and keeps a healthy canary', async () => {
    history({ canary: [200, 1], stable: [150, 1], loadFailures: 4 });
    const [v] = JSON.parse((await cli('guard', '--once', '--json')).stdout);
    assert.equal(v.verdict, 'rollback');
    assert.deepEqual(v.reasons, ['load failures 20/1k > 2 × 0 + 5']);

    registry.canary('lottery', '1.1.0', 'lite');
    fs.rmSync(dir, { recursive: true });
    history({ canary: [200, 2], stable: [150, 1] });
    const [healthy] = JSON.parse((await cli('guard', '--once', '--json')).stdout);
    assert.equal(healthy.verdict, 'healthy');
    assert.equal(healthy.canary.errorsPer1k, 10);
    assert.equal(registry.mapFor('lite').lottery.version, '1.1.0');
    assert.deepEqual(
      guardLog().map((l) => l.verdict),
      ['rollback', 'healthy'],
    );
  });

  it('waits with too few page views; the stable falls back to every merchant; thresholds change by flag', async () => {
    // The stable: 150 views on demo (lite had none before its canary).
    history({ canary: [40, 20], stable: [150, 1], stableMerchant: 'demo' });
    const [wait] = JSON.parse((await cli('guard', '--once', '--json')).stdout);
    assert.equal(wait.verdict, 'wait');
    assert.deepEqual(wait.reasons, ['not enough page views (canary 40 of 100, stable 150 of 100)']);
    assert.equal(wait.baseline.scope, 'every merchant');
    assert.equal(registry.mapFor('lite').lottery.version, '1.1.0');
    // The same figures with 20 page views enough: rolled back.
    const { stdout } = await cli(
      'guard',
      '--once',
      '--min-views',
      '20',
      '--thresholds',
      '{"errorsPer1k":{"plus":20}}',
    );
    assert.match(stdout, /ROLLBACK: page errors 500\/1k > 2 × 6\.7 \+ 20/);
    assert.match(
      stdout,
      /thresholds: page views ≥ 20 canary, ≥ 20 stable; page errors\/1k > 2 × stable \+ 20 \(and ≥ 3 page errors\)/,
    );
    assert.throws(() => withThresholds(GUARD_THRESHOLDS, { nope: 1 }), /no threshold nope/);
  });

  it('canary --guard sets the canary and judges it until it is rolled back', async () => {
    registry.clearOverride('lottery', 'lite');
    writeStore(dir, [
      { at: Date.now() - 5 * MIN, merchant: 'lite', ...views(page({ remotes: ['lottery@1.0.0'] }), 150) },
    ]);
    const guarding = cli(
      'canary',
      'lottery',
      '1.1.0',
      '--merchant',
      'lite',
      '--guard',
      '--interval',
      '0.2',
      '--min-views',
      '20',
      '--until',
      '20s',
    );
    // Once the canary runs, its pages report: the guard's next look finds them.
    while (!registry.canaryStart('lite', 'lottery')) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const bad = page({ remotes: ['lottery@1.1.0'] });
    writeStore(dir, [
      { at: Date.now(), merchant: 'lite', ...views(bad, 30) },
      { at: Date.now(), merchant: 'lite', ...errors(bad, [['react'], ['react'], ['react']]) },
    ]);
    const { stdout } = await guarding;
    assert.match(stdout, /^lottery 1\.1\.0 for lite only$/m);
    assert.match(stdout, /ROLLBACK: page errors 100\/1k > 2 × 0 \+ 10/);
    assert.match(stdout, /no longer a canary: the guard stops/);
    assert.equal(registry.mapFor('lite').lottery.version, '1.0.0');
  });

  it('judges in process with a clock of its own (dry run leaves the override)', () => {
    history({ canary: [120, 12], stable: [150, 1] });
    const v = judge(registry, dir, { merchant: 'lite', remote: 'lottery' }, { dryRun: true });
    assert.equal(v.verdict, 'rollback');
    assert.equal(v.action, null);
    assert.equal(registry.mapFor('lite').lottery.version, '1.1.0');
  });
});
