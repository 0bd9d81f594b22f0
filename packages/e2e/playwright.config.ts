import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { defineConfig } from '@playwright/test';

export const SITE = process.env.SITE_URL ?? 'http://localhost:8080';

export default defineConfig({
  testDir: 'tests',
  // The sandbox is one shared backend with global state (reset, flags): tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node ../../deploy/bin/serve.mjs --with-sandbox --port 8080',
    url: `${SITE}/site-config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
