// The H5 app (issue 39): the merchant's web app manifest, the service worker's instant repeat visit, a rollback and a
// canary through the worker, and the offline page. A site of its own (registry copy, sandbox on 8148): its tests
// publish and roll back. The worker registers after the first screen, as in production; nothing here switches it on.
import { devices, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { expect, test } from './policy-watch';
import { recordRemoteVersions, remoteMapOf, startDeliverySite, type DeliverySite } from './delivery-support';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: DeliverySite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Every page load samples its vitals, so both visits load the same files (with the default 10%, a repeat visit that
  // drew a sample would need the web-vitals chunk the first visit never loaded).
  site = await startDeliverySite('node', 8147, 8148, {
    siteConfig: (config) => ({
      ...config,
      releaseHealth: { sampling: { default: { errors: 1, vitals: 1 } } },
    }),
  });
});
test.afterAll(async () => site?.stop());
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${site.url}/__sandbox/reset`)).ok()).toBe(true);
});

/** A hashed file of the host or of a remote version (webpack's `[name].[contenthash:8]`). */
const CHUNK = /\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * Waits until the page has loaded what it loads after its first screen (the hashed files it loaded stay the same for
 * two seconds) and the page's worker is active and has stored every one of them (the page sends their addresses in
 * batches, the last one a second after the last file: host/src/app/service-worker.ts); returns how many files the
 * worker's store holds.
 */
async function workerInstalled(page: Page): Promise<number> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  let before = '';
  await expect
    .poll(
      async () => {
        const { loaded, missing } = await page.evaluate(async (chunk) => {
          const hashed = new RegExp(chunk);
          const store = await caches.open('wl-files');
          const files = performance
            .getEntriesByType('resource')
            .map(({ name }) => new URL(name))
            .filter((url) => url.origin === location.origin && hashed.test(url.pathname));
          const absent: string[] = [];
          for (const url of files) if (!(await store.match(url.href))) absent.push(url.pathname);
          return { loaded: files.map((url) => url.pathname).join(' '), missing: absent };
        }, CHUNK.source);
        const settled = loaded === before;
        before = loaded;
        return settled ? missing : [`still loading: ${loaded.split(' ').length} files so far`];
      },
      { message: 'hashed files the worker has not stored yet', intervals: [2_000], timeout: 40_000 },
    )
    .toEqual([]);
  return page.evaluate(async () => (await (await caches.open('wl-files')).keys()).length);
}

/** Waits until the worker holds the offline page's texts of `language`. */
async function offlineTextsStored(page: Page, language: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const stored = await caches.match('/__wl-sw/offline-texts', { cacheName: 'wl-offline' });
        return stored ? ((await stored.json()) as { last: string }).last : null;
      }),
    )
    .toBe(language);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test("Chromium finds the merchant's app installable: its manifest and the worker", async ({ playwright }) => {
  // Chromium never offers installation in an incognito profile, which every test context is: a profile on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-h5-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Trusted ?Type/i.test(message.text())) violations.push(message.text());
  });
  try {
    for (const merchant of ['demo', 'lite'] as const) {
      const page = await context.newPage();
      await page.goto(`${site.merchantUrl(merchant)}/`);
      await expect(page.getByTestId('shell-header')).toBeVisible();
      await workerInstalled(page);
      const cdp = await context.newCDPSession(page);
      const { errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors, merchant).toEqual([]);
      const manifest = JSON.parse(data!) as { name: string; display: string; icons: { src: string }[] };
      expect(manifest.display).toBe('standalone');
      expect(manifest.name).toBeTruthy();
      // demo has a favicon in its settings (first), lite none: the site's own icon.
      expect(manifest.icons.map((icon) => icon.src).at(-1)).toBe('/wl-app-icon.svg');
      if (merchant === 'demo') expect(manifest.icons[0]!.src).toMatch(/favicon\/demo\.svg$/);
      else expect(manifest.icons).toHaveLength(1);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          message: `${merchant}: Page.getInstallabilityErrors`,
        })
        .toEqual([]);
      // The download page's H5 entry installs it where the browser offers installation, here Chromium.
      await page.goto(`${site.merchantUrl(merchant)}/download?lang=cimode`);
      await expect(
        page.getByTestId('download-H5').getByRole('button', { name: 'download_h5_install' }),
      ).toBeVisible();
      await page.close();
    }
    expect(violations).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('where the browser offers no installation, the H5 entry explains how to add the site: iOS with Safari’s Share, elsewhere the browser’s menu', async ({
  page,
  browser,
}) => {
  // A private window offers no installation.
  await page.goto(`${site.url}/download?lang=cimode`);
  const h5 = page.getByTestId('download-H5');
  await expect(h5.getByTestId('h5-home-screen-hint')).toHaveText('download_h5_browser_menu');
  await expect(h5.getByRole('button', { name: 'download_h5_install' })).toHaveCount(0);
  // An iPhone's Safari never does.
  const { userAgent, viewport } = devices['iPhone 13'];
  const iphone = await browser.newContext({ userAgent, viewport });
  const phone = await iphone.newPage();
  await phone.goto(`${site.url}/download?lang=EN`);
  await expect(phone.getByTestId('download-H5').getByTestId('h5-home-screen-hint')).toHaveText(
    'In Safari, tap Share, then Add to Home Screen.',
  );
  await iphone.close();
});

test('a repeat visit to / takes no host or remote chunk from the network', async ({ page, context }) => {
  await page.goto(`${site.url}/`);
  await expect(page.getByTestId('games-entry')).toBeVisible();
  const stored = await workerInstalled(page);

  // From here: every request that reached the network, from the page (not answered by the worker) or from the worker.
  const network: string[] = [];
  const fromWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) network.push(request.url());
  });
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
    else network.push(response.url());
  });
  await page.goto(`${site.url}/`);
  await expect(page.getByTestId('games-entry')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await controlled(page)).toBe(true);

  const chunks = network.filter((url) => CHUNK.test(new URL(url).pathname));
  const served = fromWorker.filter((url) => CHUNK.test(new URL(url).pathname));
  const summary = `stored ${stored} files; repeat visit: ${served.length} chunks from the worker, ${network.length} requests to the network`;
  console.log(summary);
  test.info().annotations.push({ type: 'repeat visit', description: summary });
  expect(chunks, 'chunks the repeat visit took from the network').toEqual([]);
  // The host's and the first screen's remotes' chunks were there to be taken: from the worker's store.
  expect(served.some((url) => /\/remotes\/promotions\//.test(url))).toBe(true);
  expect(served.some((url) => !/\/remotes\//.test(url))).toBe(true);
  // The host's main.js is hashed like its chunks: the worker's too.
  expect(fromWorker.some((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  // What did reach the network: the page, the entries (each revalidated) and the backend.
  for (const url of network)
    expect(new URL(url).pathname).toMatch(
      /^\/(?:$|remotes\.json$|site-config\.json$|sw\.js$|manifest\.webmanifest$|wl-app-icon\.svg$|wps\/|lgw\/|rtmsg\/|otlp\/|remotes\/[a-z-]+\/[^/]+\/(?:remoteEntry\.js|mf-manifest\.json)$)/,
    );
});

test("a page through the worker preloads only the first screen's pictures; main.js's start asks for the rest", async ({
  request,
}) => {
  // As the worker's navigation preload asks for it. Asked again until the server's reads of the backend came in time
  // for the pictures (under load they may not: the page is then served without them, and preloads everything).
  const returning = { 'Service-Worker-Navigation-Preload': 'true' };
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(`${site.url}/`, { headers: returning })).text()), {
      timeout: 20_000,
    })
    .toContain('host-first-screen--banner');
  const head = html.slice(0, html.indexOf('</head>'));
  expect([...head.matchAll(/<link rel="preload"[^>]* as="(\w+)"/g)].map((m) => m[1])).toEqual([
    'image',
    'image',
  ]);
  // The rest is the start script's: the host's and the first screen's remotes' files, after main.js's own address.
  const start =
    /\(function startAfterMainPicture\([^<]*\)\(("\/main\.[0-9a-f]{8}\.js"),"banner",\d+,\d+,(\[[^\]]*\])\)/.exec(
      html,
    );
  expect(start, 'the start script with its deferred preloads').not.toBeNull();
  const later = (JSON.parse(start![2]!) as { href: string }[]).map((link) => link.href);
  expect(later).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/remotes\/promotions\/.*\/remoteEntry\.js$/)]),
  );
  // A first visit preloads all of it with the page (asked again, as above, until the reads came in time).
  await expect
    .poll(
      async () => {
        const first = await (await request.get(`${site.url}/`)).text();
        const firstHead = first.slice(0, first.indexOf('</head>'));
        return later.filter((href) => !firstHead.includes(`href="${href}"`));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
});

/** The version of remote `id` on the site's default map. */
const defaultVersion = async (id: string): Promise<string> => (await remoteMapOf(site.url))[id]!.version;

/** Reloads the page after a map change: it shows `testId`, still controlled by the worker. */
async function reloadControlled(page: Page, testId: string): Promise<void> {
  await page.reload();
  await expect(page.getByTestId(testId)).toBeVisible();
  expect(await controlled(page), 'the worker controls the page').toBe(true);
}

/** Opens `url` twice (the worker installs on the first visit and controls the second) and the remote versions seen. */
async function openControlled(page: Page, url: string, testId: string): Promise<Map<string, string[]>> {
  await page.goto(url);
  await expect(page.getByTestId(testId)).toBeVisible();
  await workerInstalled(page);
  const versions = recordRemoteVersions(page);
  await reloadControlled(page, testId);
  return versions;
}

test('a rollback through the worker: lottery 1.1.0 published and shown, rolled back, the reload runs the old version', async ({
  page,
}) => {
  const old = await defaultVersion('lottery');
  await site.cli('publish', 'lottery', '--version', '1.1.0', '--from', site.buildFrom('lottery', old));
  const versions = await openControlled(page, `${site.url}/lottery`, 'lottery-lobby');
  expect(versions.get('lottery')).toEqual(['1.1.0']);

  await site.cli('rollback', 'lottery', '--to', old);
  versions.clear();
  await reloadControlled(page, 'lottery-lobby');
  expect(versions.get('lottery')).toEqual([old]);
});

test("a canary on lite through the worker: lite runs it (lottery is off for lite: promotions), and once it is rolled back lite's next load does not", async ({
  browser,
}) => {
  const stable = await defaultVersion('promotions');
  await site.cli(
    'publish',
    'promotions',
    '--version',
    '1.5.0',
    '--from',
    site.buildFrom('promotions', stable),
    '--merchant',
    'lite',
  );
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  const versions = await openControlled(page, `${site.merchantUrl('lite')}/promotions`, 'promotions-page');
  expect(versions.get('promotions')).toEqual(['1.5.0']);

  await site.cli('clear-override', 'promotions', '--merchant', 'lite');
  versions.clear();
  await reloadControlled(page, 'promotions-page');
  expect(versions.get('promotions')).toEqual([stable]);
  await context.close();
});

test('offline: a navigation shows the offline page in the current language; Retry after reconnecting shows the page', async ({
  page,
  context,
}) => {
  await page.goto(`${site.url}/promotions?lang=EN`);
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await workerInstalled(page);
  await offlineTextsStored(page, 'EN');
  // The player changes language: the offline page follows (no language in the next address).
  await page.goto(`${site.url}/?lang=AR`);
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await offlineTextsStored(page, 'AR');

  await context.setOffline(true);
  await page.goto(`${site.url}/promotions`);
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { name: 'أنت غير متصل' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // English, by the address; keys under cimode.
  await page.goto(`${site.url}/promotions?lang=EN`);
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await page.goto(`${site.url}/promotions?lang=cimode`);
  await expect(offline.getByRole('heading', { name: 'offline_title' })).toBeVisible();
  await expect(offline.getByRole('link', { name: 'offline_retry' })).toBeVisible();
  await page.goto(`${site.url}/promotions?lang=EN`);
  await expect(page.getByTestId('promotions-page')).toHaveCount(0);

  await context.setOffline(false);
  await offline.getByRole('link', { name: 'Retry' }).click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toBeVisible();
});
