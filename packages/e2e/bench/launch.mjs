#!/usr/bin/env node
// Measures what issue 8 asks for: the time from the Play click to the game frame's load on a site URL (median of
// 5, headless Debian Chromium, a fresh context each run, the member logged in and the lobby loaded before the
// click). The figure includes the spec's launch delay (300 ms) and in-page frame reset (200 + 100 ms). A benchmark,
// never a test: nothing here asserts.
//   node packages/e2e/bench/launch.mjs [--site http://localhost:8080] [--runs 5] [--account player01]
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://localhost:8080' },
    runs: { type: 'string', default: '5' },
    account: { type: 'string', default: 'player01' },
    password: { type: 'string', default: 'pass1234' },
    vendor: { type: 'string', default: 'PG' },
    game: { type: 'string', default: 'Fortune Tiger' },
  },
});

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function once(browser) {
  const context = await browser.newContext({ baseURL: values.site });
  const page = await context.newPage();
  try {
    await page.goto('/login?lang=cimode');
    const form = page.getByTestId('login-page');
    await form.locator('input[name="username"]').fill(values.account);
    await form.locator('input[name="password"]').fill(values.password);
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('account-bar').waitFor();
    await page.goto(`/electron?page=${values.vendor}&lang=cimode`);
    const search = page.getByRole('searchbox');
    await search.fill(values.game);
    await search.press('Enter');
    const play = page
      .getByRole('article', { name: values.game, exact: true })
      .getByRole('button', { name: 'play_now' });
    await play.waitFor();
    const started = Date.now();
    await play.click();
    await page.frameLocator('[data-testid="game-frame"]').getByTestId('game-game').waitFor();
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const times = [];
  for (let i = 0; i < Number(values.runs); i++) times.push(await once(browser));
  console.log(`Play click → game frame loaded (${values.site}, ${values.vendor} ${values.game}):`);
  console.log(`  runs: ${times.map((t) => `${t} ms`).join(', ')}`);
  console.log(`  median of ${times.length}: ${median(times)} ms`);
} finally {
  await browser.close();
}
