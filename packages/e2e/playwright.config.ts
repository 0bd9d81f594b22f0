import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The sandbox keeps global state (reset, merchant patches, clock, faults), so tests that share one sandbox must run
 * one at a time. Each worker therefore gets a site and a sandbox of its own: worker n uses the site on 8080 + n and
 * its sandbox on 8090 + n (same build, same server). A given SITE_URL is one site: then one worker.
 */
const GIVEN_SITE = process.env.SITE_URL;
const WORKERS = GIVEN_SITE ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const SITE_PORT = 8080;
const SANDBOX_PORT = 8090;
/** Playwright sets TEST_PARALLEL_INDEX (0 .. workers-1) in each worker process; the config is read there too. */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const SITE = GIVEN_SITE ?? `http://localhost:${SITE_PORT + slot}`;

export default defineConfig({
  testDir: 'tests',
  workers: WORKERS,
  // Whole files go to a worker: a file's tests keep their order and share their worker's sandbox.
  fullyParallel: false,
  // CI retries a failed test once: a test that fails and then passes is reported as flaky by name in the run's
  // summary (scripts/summarize-tests.mjs) so it gets fixed, and a real failure still fails twice and the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    // Recording a trace costs about a quarter of a test's time (languages.spec: 84-91 s without, 114 s with). CI keeps
    // one for the retry of a failed test, which is where it is read; a local run keeps the failed test's own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  /**
   * desktop runs every spec at Playwright's 1280×720, as before; phone and laptop (issue 34) run only the main
   * journeys, the tests tagged @journey (log in, launch a game, a lottery game, a promotion, a deposit, the language),
   * in about 2 minutes of worker time each. The layout matrix (layout.spec.ts) sets its own sizes: desktop only.
   */
  projects: [
    { name: 'desktop' },
    {
      name: 'phone',
      grep: /@journey/,
      use: {
        // A phone as Playwright's device list describes one (Android Chrome: the engine is Debian's Chromium), at the
        // issue's 390×844.
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        defaultBrowserType: 'chromium',
      },
    },
    { name: 'laptop', grep: /@journey/, use: { viewport: { width: 1366, height: 768 } } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, n) => ({
    command: `node ../../deploy/bin/serve.mjs --with-sandbox --port ${SITE_PORT + n} --backend http://127.0.0.1:${SANDBOX_PORT + n}`,
    url: `${GIVEN_SITE ?? `http://localhost:${SITE_PORT + n}`}/site-config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
