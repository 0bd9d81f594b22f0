// Release health (issue 38) through the real site: the browser's OTLP records as the site server stores them, and a
// canary that the guard rolls back by itself. A site of its own (registry copy, store, sandbox on 8146; every page
// load's vitals sampled), so the records are this file's alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ATTR, METRICS, readAttributes } from '@wl/release-health';
import { recordRemoteVersions, remoteMapOf, startDeliverySite, type DeliverySite } from './delivery-support';
import { expect, test } from './policy-watch';
import { logIn } from './support';

test.describe.configure({ mode: 'serial' });

let site: DeliverySite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startDeliverySite('node', 8145, 8146, {
    siteConfig: (config) => ({
      ...config,
      releaseHealth: { sampling: { default: { errors: 1, vitals: 1 } } },
    }),
  });
});
test.afterAll(async () => site?.stop());

/** One stored request: the merchant the server knew from the Host header, and the OTLP body. */
interface Stored {
  received: string;
  merchant: string;
  body: Record<string, unknown>;
}

function stored(signal: 'logs' | 'metrics', since = 0): Stored[] {
  if (!fs.existsSync(site.healthDir)) return [];
  return fs
    .readdirSync(site.healthDir)
    .filter((f) => f.endsWith(`.${signal}.jsonl`))
    .flatMap((f) => fs.readFileSync(path.join(site.healthDir, f), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Stored)
    .filter((entry) => Date.parse(entry.received) >= since);
}

/** The part of an OTLP JSON metric the tests read. */
interface OtlpMetric {
  name: string;
  sum?: { dataPoints: { attributes: unknown }[] };
  gauge?: { dataPoints: { attributes: unknown }[] };
}

/** Every metric data point stored, with its resource's and its own attributes. */
function points(since = 0) {
  return stored('metrics', since).flatMap(({ merchant, body }) =>
    (
      body.resourceMetrics as {
        resource: { attributes: unknown };
        scopeMetrics: { metrics: OtlpMetric[] }[];
      }[]
    ).flatMap((rm) =>
      rm.scopeMetrics.flatMap((sm) =>
        sm.metrics.map((metric) => {
          const point = (metric.sum ?? metric.gauge)!.dataPoints[0]!;
          return {
            stored: merchant,
            resource: readAttributes(rm.resource.attributes),
            name: metric.name,
            attributes: readAttributes(point.attributes),
          };
        }),
      ),
    ),
  );
}

/** Open a page and wait until release health runs on it (loaded after the first screen, listening). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('wl-release-health').length > 0, null, {
    timeout: 20_000,
  });
}

const VITALS = [METRICS.lcp, METRICS.inp, METRICS.cls, METRICS.fcp, METRICS.ttfb];

test('a page view on / and /promotions: one metrics record per vital and page, tagged with the page and its remotes, and no personal data', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const since = Date.now(); // this test's records only
  await logIn(page, 'player01', site.url);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const map = await remoteMapOf(site.url);

  for (const path of ['/', '/promotions']) {
    await visit(page, `${site.url}${path}`);
    await page.keyboard.press('ArrowDown'); // an interaction: INP is measured
    // Its timing entry exists after the next paint; web-vitals' observer then hands it over to be read when the page
    // is next idle, and a page hidden before that reports no INP (web-vitals 5). A player's page idles before they
    // leave it; the test's must too: three rounds of a frame and a true idle period.
    await page.evaluate(async () => {
      for (let round = 0; round < 3; round++)
        await new Promise((done) => requestAnimationFrame(() => requestIdleCallback(() => done(null))));
    });
  }
  await page.goto('about:blank'); // the page is hidden: LCP, CLS and INP are final, and the batch goes

  const byRoute = (route: string) => points(since).filter((p) => p.attributes[ATTR.route] === route);
  const vitalsOf = (route: string) =>
    byRoute(route)
      .map((p) => p.name)
      .filter((name) => VITALS.includes(name as never))
      .sort();
  // One record per vital of each page view.
  await expect
    .poll(() => [vitalsOf('/'), vitalsOf('/promotions')], { timeout: 20_000 })
    .toEqual([[...VITALS].sort(), [...VITALS].sort()]);
  for (const route of ['/', '/promotions']) {
    const records = byRoute(route);
    // Its page view.
    expect(
      records
        .filter((p) => VITALS.includes(p.name as never))
        .map((p) => p.name)
        .sort(),
    ).toEqual([...VITALS].sort());
    const view = records.find((p) => p.name === METRICS.pageViews)!;
    expect(view, `a page view of ${route}`).toBeTruthy();
    for (const record of records) {
      expect(record.stored).toBe('demo');
      expect(record.resource).toMatchObject({
        [ATTR.serviceName]: 'wl-site',
        [ATTR.merchant]: 'demo',
        [ATTR.language]: 'CN',
        [ATTR.engine]: 'chromium',
      });
      expect(record.resource[ATTR.serviceVersion]).toMatch(/^\d+\.\d+\.\d+/);
      expect(record.attributes[ATTR.remotes]).toContain(`promotions@${map.promotions!.version}`);
    }
    expect(view.attributes[ATTR.area]).toBe(route === '/' ? 'host' : 'promotions');
  }
  expect(byRoute('/')[0]!.attributes[ATTR.remotes]).toContain(`games-lobby@${map['games-lobby']!.version}`);

  // Nothing that names the player or their connection: not the account, the token, the address or a query.
  const text = ['logs', 'metrics'].map((s) => JSON.stringify(stored(s as 'logs'))).join('\n');
  expect(text).not.toContain('player01');
  expect(text).not.toContain(token!);
  expect(text).not.toMatch(/127\.0\.0\.1|::1/);
});

test('a broken promotions canary on lite: health shows it, the guard rolls it back, the next lite page runs the stable version, demo never saw it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stable = (await remoteMapOf(site.url)).promotions!.version;
  // A build that throws as soon as a player opens its area (its entry script), canaried for lite only.
  const build = site.buildFrom('promotions', stable);
  for (const file of fs.readdirSync(build))
    if (file.endsWith('.br') || file.endsWith('.gz')) fs.rmSync(path.join(build, file));
  const entry = path.join(build, 'remoteEntry.js');
  fs.writeFileSync(
    entry,
    `throw new Error('a broken release of promotions');\n${fs.readFileSync(entry, 'utf8')}`,
  );
  await site.cli('publish', 'promotions', '--version', '9.9.9', '--from', build, '--merchant', 'lite');

  const seen = { lite: [] as string[], demo: [] as string[] };
  for (const merchant of ['lite', 'demo'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const versions = recordRemoteVersions(page);
    const base = merchant === 'lite' ? site.merchantUrl('lite') : site.url;
    for (let i = 0; i < 3; i++) await visit(page, `${base}/promotions`);
    await page.goto('about:blank');
    seen[merchant] = versions.get('promotions') ?? [];
    await context.close();
  }
  expect(new Set(seen.lite)).toEqual(new Set(['9.9.9']));
  expect(new Set(seen.demo)).toEqual(new Set([stable]));

  const views = (merchant: string) =>
    points().filter(
      (p) =>
        p.name === METRICS.pageViews && p.stored === merchant && p.attributes[ATTR.route] === '/promotions',
    ).length;
  await expect
    .poll(() => [views('lite') >= 3, views('demo') >= 3], { timeout: 20_000 })
    .toEqual([true, true]);

  type Row = {
    remote: string;
    version: string;
    merchant: string;
    views: number;
    errorsPer1k: number;
    loadFailuresPer1k: number;
  };
  const rows = JSON.parse(
    (await site.cli('health', 'promotions', '--since', '30m', '--json')).stdout,
  ) as Row[];
  const canary = rows.find((r) => r.version === '9.9.9' && r.merchant === 'lite')!;
  const baseline = rows.find((r) => r.version === stable && r.merchant === 'demo')!;
  expect(canary.views).toBeGreaterThanOrEqual(3);
  expect(canary.errorsPer1k).toBeGreaterThan(baseline.errorsPer1k);
  expect(canary.loadFailuresPer1k).toBeGreaterThan(baseline.loadFailuresPer1k);
  console.log(`health: canary ${JSON.stringify(canary)}\n        stable ${JSON.stringify(baseline)}`);

  const guard = await site.cli(
    'guard',
    '--once',
    '--json',
    '--min-views',
    '3',
    '--thresholds',
    '{"errorsPer1k":{"minCount":1},"loadFailuresPer1k":{"minCount":1}}',
  );
  const verdicts = JSON.parse(guard.stdout) as {
    merchant: string;
    remote: string;
    version: string;
    verdict: string;
    action?: string;
  }[];
  expect(verdicts).toContainEqual(
    expect.objectContaining({
      merchant: 'lite',
      remote: 'promotions',
      version: '9.9.9',
      verdict: 'rollback',
    }),
  );
  console.log(`guard: ${guard.stdout.trim()}`);
  expect((await site.cli('status')).stdout).toMatch(/guard log[\s\S]*lite promotions 9\.9\.9 vs .*rollback/);

  // The next page load on lite runs the stable version.
  const page = await browser.newPage();
  const versions = recordRemoteVersions(page);
  await page.goto(`${site.merchantUrl('lite')}/promotions`);
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  expect(versions.get('promotions')).toEqual([stable]);
  await page.close();

  // demo never ran the canary.
  const demoText = JSON.stringify(
    [...stored('metrics'), ...stored('logs')].filter((s) => s.merchant === 'demo'),
  );
  expect(demoText).not.toContain('promotions@9.9.9');
});
