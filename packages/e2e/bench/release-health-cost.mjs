#!/usr/bin/env node
// What release health costs a page (issue 38): bytes (its two chunks, from the build) and main-thread time, from a
// Chromium trace of each page load: every script evaluation and function call of the reporter's and web-vitals'
// chunks, up to and including the flush when the page is hidden. Every page load here has its vitals sampled (the
// costlier case: web-vitals is downloaded and observes). A benchmark, never a CI test.
//   node packages/e2e/bench/release-health-cost.mjs [--runs 5] [--routes /,/promotions] [--port 8087]
//                                                   [--sandbox-port 8097]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { measure } from '../../../scripts/check-budgets.mjs';
import { createSiteServer } from '../../../deploy/src/server.mjs';
import { median, startSandbox, waitFor } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string', default: '/,/promotions' },
    port: { type: 'string', default: '8087' },
    'sandbox-port': { type: 'string', default: '8097' },
  },
});
const RUNS = Number(values.runs);
const OURS = /\/(release-health|web-vitals)\.[0-9a-f]+\.js/;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-health-cost-'));
const siteConfig = JSON.parse(fs.readFileSync(path.join(root, 'deploy', 'site-config.json'), 'utf8'));
siteConfig.releaseHealth = { sampling: { default: { errors: 1, vitals: 1 } } };
const siteConfigFile = path.join(work, 'site-config.json');
fs.writeFileSync(siteConfigFile, JSON.stringify(siteConfig));

const { child: sandbox, url: backend } = startSandbox(values['sandbox-port']);
const { app, upgrade } = createSiteServer({ backend, siteConfigFile, healthDir: path.join(work, 'health') });
const server = http.createServer(app);
server.on('upgrade', upgrade);
await new Promise((resolve) => server.listen(Number(values.port), resolve));
const site = `http://localhost:${values.port}`;
await waitFor(`${backend}/wps/system/location`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const route of values.routes.split(',')) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const loaded = page.waitForResponse((r) => /\/release-health\./.test(r.url()));
      await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute'] });
      await page.goto(`${site}${route}`);
      await loaded;
      await page.waitForTimeout(3000); // web-vitals loaded and observing; the page's own work done
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
        window.dispatchEvent(new Event('pagehide'));
      });
      const trace = JSON.parse((await browser.stopTracing()).toString());
      // Top-level script work of our chunks: evaluations, calls (observers, listeners, timers) and compiles.
      const ms = trace.traceEvents
        .filter(
          (e) =>
            e.ph === 'X' &&
            ['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(e.name) &&
            OURS.test(e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.fileName ?? ''),
        )
        .reduce((sum, e) => sum + e.dur / 1000, 0);
      times.push(ms);
      await context.close();
    }
    rows.push({ route, medianMs: median(times).toFixed(2), runs: times.map((t) => t.toFixed(2)).join(' ') });
  }
} finally {
  await browser.close();
  server.close();
  sandbox.kill('SIGTERM');
}

const host = measure(root).apps.host;
const bytes = (files) => files.reduce((sum, f) => sum + f.gzip, 0);
console.log(
  `reporter chunk ${bytes(host.releaseHealth)} B gzip; web-vitals chunk ${bytes(host.webVitals)} B gzip`,
);
console.log('main-thread time of release health per page load (vitals sampled), ms:');
for (const row of rows) console.log(`  ${row.route.padEnd(12)} median ${row.medianMs}   runs ${row.runs}`);
fs.rmSync(work, { recursive: true, force: true });
