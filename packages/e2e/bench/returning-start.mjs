#!/usr/bin/env node
// A returning player's start of / (issue 39), the H5 app's worker installed, at 4x CPU and 150 ms latency (Chromium's
// own throttling, not Lighthouse's simulation): the largest paint, the carousel's own first banner (promotions
// started) and the games entry (games-lobby started). Each run visits twice, A then B:
//   deferred  the site as it is: a page through the worker has the pictures' preloads only, and its start script
//             asks for the rest with main.js (deploy/src/first-visit.mjs renderIndex `returning`);
//   at once   the same site behind a proxy that drops the worker's Service-Worker-Navigation-Preload header, so
//             every preload comes with the page, as on a first visit.
// A benchmark, never a CI test.
//   node packages/e2e/bench/returning-start.mjs [--runs 7] [--port 8185] [--proxy-port 8186] [--sandbox-port 8195]
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { createSiteServer } from '../../../deploy/src/server.mjs';
import { Registry } from '../../../deploy/src/registry.mjs';
import { NAVIGATION_PRELOAD_HEADER } from '../../../deploy/src/first-visit.mjs';
import { median, startSandbox, waitFor } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '8185' },
    'proxy-port': { type: 'string', default: '8186' },
    'sandbox-port': { type: 'string', default: '8195' },
  },
});
const RUNS = Number(values.runs);

const { child: sandbox, url: backend } = startSandbox(values['sandbox-port']);
const { app, upgrade } = createSiteServer({
  backend,
  registry: new Registry(path.join(root, 'deploy', 'registry')),
});
const site = http.createServer(app);
site.on('upgrade', upgrade);
await new Promise((resolve) => site.listen(Number(values.port), resolve));
const proxy = http.createServer((req, res) => {
  const headers = { ...req.headers };
  delete headers[NAVIGATION_PRELOAD_HEADER];
  const upstream = http.request(
    { port: Number(values.port), path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(Number(values['proxy-port']), resolve));
await waitFor(`${backend}/wps/system/location`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One returning visit of / on `port`: its times in ms from navigation start. */
async function returningVisit(port) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const url = `http://localhost:${port}/`;
  await page.goto(url);
  await page.getByTestId('games-entry').waitFor();
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1_500); // the worker has stored what the first visit loaded
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const times = (window.times = {});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) times.largestPaint = Math.round(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let bannerSeen = false;
    const seen = new MutationObserver(() => {
      const now = Math.round(performance.now());
      if (document.querySelector('.host-first-screen--banner')) bannerSeen = true;
      // The host removes the server's banner once the carousel has painted its own.
      else if (bannerSeen) times.carousel ??= now;
      if (document.querySelector('[data-testid="games-entry"]')) times.gamesEntry ??= now;
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.getByTestId('games-entry').waitFor();
  await page.waitForFunction(() => !document.querySelector('.host-first-screen--banner'), null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => ({
    ...window.times,
    controlled: Boolean(navigator.serviceWorker.controller),
  }));
  await context.close();
  if (!times.controlled) throw new Error('the returning visit was not through the worker');
  return times;
}

const modes = { deferred: values.port, 'at once': values['proxy-port'] };
const results = Object.fromEntries(Object.keys(modes).map((mode) => [mode, []]));
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const [mode, port] of Object.entries(modes)) {
      const times = await returningVisit(port);
      results[mode].push(times);
      console.log(`[returning-start] run ${run}/${RUNS} ${mode.padEnd(8)} ${JSON.stringify(times)}`);
    }
  }
} finally {
  await browser.close();
  site.close();
  proxy.close();
  sandbox.kill();
}
console.log('\n| median of ' + RUNS + ' (ms) | ' + Object.keys(modes).join(' | ') + ' |');
console.log(
  '|---|' +
    Object.keys(modes)
      .map(() => '---')
      .join('|') +
    '|',
);
for (const key of ['largestPaint', 'carousel', 'gamesEntry'])
  console.log(
    `| ${key} | ${Object.keys(modes)
      .map((mode) => median(results[mode].map((t) => t[key])))
      .join(' | ')} |`,
  );
process.exit(0);
