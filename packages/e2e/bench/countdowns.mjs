#!/usr/bin/env node
// Issue 11's countdown benchmark: 100 countdowns on one page (the lottery remote's CountdownStore, CountdownText and
// its one shared 1 s ticker, bundled into a harness page), then the script time each tick costs: from the tick's
// first listener to its last (every store's `now` moved, every countdown's text written), and Chromium's own
// ScriptDuration (CDP Performance metrics) per tick over the same seconds. Target: ≤ 2 ms per tick. A benchmark,
// never a test: nothing here asserts, and its timings depend on the machine's load.
//   node packages/e2e/bench/countdowns.mjs [--seconds 20]
import { chromium } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const SECONDS = Number(values.seconds);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

// esbuild comes with the workspace's build tools (not a dependency of its own): found in pnpm's store.
const store = path.join(root, 'node_modules/.pnpm');
const esbuildDir = readdirSync(store).find((name) => name.startsWith('esbuild@'));
if (!esbuildDir) throw new Error('esbuild is not installed in node_modules/.pnpm');
const esbuild = createRequire(path.join(store, esbuildDir, 'node_modules/esbuild/package.json'))('esbuild');

const bundle = await esbuild.build({
  entryPoints: [path.join(root, 'remotes/lottery/src/lib/countdown/countdown-bench-harness.tsx')],
  bundle: true,
  write: false,
  format: 'iife',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  nodePaths: [path.join(root, 'remotes/lottery/node_modules'), path.join(root, 'node_modules')],
  logLevel: 'error',
});
const script = bundle.outputFiles[0].text;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
await page.addScriptTag({ content: script });
await page.waitForFunction(() => document.querySelectorAll('time').length === 100);
// Let the first render and a few ticks settle, then measure.
await page.waitForTimeout(3000);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metric = async (name) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
const before = {
  script: await metric('ScriptDuration'),
  ticks: await page.evaluate(() => window.__tickCosts.length),
};
await page.waitForTimeout(SECONDS * 1000);
const after = {
  script: await metric('ScriptDuration'),
  ticks: await page.evaluate(() => window.__tickCosts.length),
};
const costs = (await page.evaluate(() => window.__tickCosts)).slice(before.ticks);
const changed = await page.evaluate(() => document.querySelector('time')?.textContent);
await browser.close();

const sorted = [...costs].sort((a, b) => a - b);
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ticks = after.ticks - before.ticks;
const cdpPerTick = ((after.script - before.script) * 1000) / Math.max(1, ticks);
console.log(`countdowns: 100 on one page, ${ticks} ticks in ${SECONDS} s (last text ${changed})`);
console.log(
  `tick script time (first → last listener, text writes included): median ${pick(0.5).toFixed(3)} ms, ` +
    `p95 ${pick(0.95).toFixed(3)} ms, max ${sorted.at(-1)?.toFixed(3)} ms`,
);
console.log(`Chromium ScriptDuration per tick (whole page): ${cdpPerTick.toFixed(3)} ms   target ≤ 2 ms`);
