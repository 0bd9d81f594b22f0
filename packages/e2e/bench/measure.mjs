#!/usr/bin/env node
// Measures what the foundation issue asks for, against the site served on :8080 (run `npm start` first):
//   - gzip bytes of the host's initial JS (index.html's scripts) and of each remote's entry (remoteEntry.js)
//   - time from navigation to a remote's screen (median of 5, headless Debian Chromium, fresh context each run)
// Build times come from scripts/build-all.mjs (.bench/build-times.json). Figures only: nothing here asserts.
//   node packages/e2e/bench/measure.mjs [--site http://localhost:8080]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { median } from './bench-support.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://localhost:8080' },
    runs: { type: 'string', default: '5' },
  },
});
const site = values.site;
const runs = Number(values.runs);
const gzipBytes = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const fetchBuffer = async (url) => Buffer.from(await (await fetch(url)).arrayBuffer());

const map = await (await fetch(`${site}/remotes.json`)).json();
const entries = {};
for (const [id, { entry }] of Object.entries(map)) {
  entries[id] = gzipBytes(
    await fetchBuffer(new URL(entry.replace('mf-manifest.json', 'remoteEntry.js'), site)),
  );
}

const SCREENS = [
  ['games-lobby', '/electron', 'games-lobby'],
  ['lottery', '/lottery', 'lottery-lobby'],
  ['promotions', '/promotions', 'promotions-page'],
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Host initial JS: every script the host itself loads to render a page that uses no remote (the not-found page).
const hostScripts = [];
{
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && !url.pathname.startsWith('/remotes/'))
      hostScripts.push(url.pathname);
  });
  await page.goto(`${site}/no-such-page`);
  await page.getByTestId('not-found-page').waitFor();
  await context.close();
}
let hostInitial = 0;
for (const src of hostScripts) hostInitial += gzipBytes(await fetchBuffer(new URL(src, site)));
const navigation = {};
for (const [id, route, testId] of SCREENS) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${site}${route}`);
    await page.getByTestId(testId).waitFor();
    times.push(performance.now() - started);
    await context.close();
  }
  navigation[id] = { route, medianMs: Math.round(median(times)), runsMs: times.map(Math.round) };
}
await browser.close();

const report = {
  site,
  hostInitialJsGzipBytes: hostInitial,
  hostScripts,
  remoteEntryGzipBytes: entries,
  navigation,
};
const out = path.resolve(import.meta.dirname, '..', '..', '..', '.bench', 'measure.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
