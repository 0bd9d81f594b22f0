import { defineConfig } from '@playwright/test';

/** Debian's Chromium: a test tool's own browser download is not possible here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // *.localhost names are the sandbox's merchants; keep them on this machine whatever the resolver says.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
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
