// The two engines behind one small page interface, so each journey is written once (journeys.mjs).
// Firefox: Debian's firefox-esr over WebDriver BiDi, driven by puppeteer-core (which never downloads a browser).
// WebKit: Debian's WebKitGTK through its WebDriver server (webkit2gtk-driver's WebKitWebDriver, classic WebDriver,
// which starts the MiniBrowser of libwebkit2gtk), driven by selenium-webdriver pointed at that server, so Selenium
// Manager (which would look for drivers and browsers online) never runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';

/** The window every journey runs in: a laptop's (the header shows every nav item and the logo). */
export const VIEWPORT = { width: 1280, height: 900 };
/** Longest wait for a page load or a WebDriver command. */
const COMMAND_TIMEOUT_MS = 20_000;

/**
 * What a journey does with a page, the same in both engines. Page functions run in the page and must be
 * self-contained (they are sent as source); their arguments and results are JSON.
 * @typedef {object} EnginePage
 * @property {(url: string) => Promise<void>} goto Navigates and waits for the load event.
 * @property {<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>} evaluate
 * @property {(css: string) => Promise<void>} click A real pointer click at the element's centre.
 * @property {(css: string, text: string) => Promise<void>} type Real key presses into the element.
 * @property {(css: string) => Promise<void>} pressEnter The Enter key in the element.
 * @property {(file: string) => Promise<void>} screenshot A PNG of the viewport (for a failed journey).
 */

/**
 * @typedef {object} Engine
 * @property {string} name
 * @property {string} version Browser name and version as the driver reports them.
 * @property {() => Promise<EnginePage>} freshPage A page with nothing stored (cookies, storage) from before.
 * @property {() => Promise<boolean>} lost Whether the browser is gone (crashed, or its session ended under the run).
 * @property {() => string} log The tail of what the browser or its driver printed (for a report on a crash).
 * @property {() => Promise<void>} close
 */

/** Whether a binary is installed (the smoke needs Debian's packages; scripts/ensure-tools.sh --browser). */
function requireBinary(file, apt) {
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: apt-get install ${apt} (scripts/ensure-tools.sh --browser)`);
}

/** Rejects after `ms` with a message naming what did not finish. */
function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Debian's firefox-esr over WebDriver BiDi; each fresh page is a new user context (its own cookies and storage). */
export async function launchFirefox() {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  requireBinary(executablePath, 'firefox-esr');
  // puppeteer-core starts Firefox with a new temporary profile (its automation prefs) and removes it on close.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    defaultViewport: VIEWPORT,
    timeout: 30_000,
    protocolTimeout: COMMAND_TIMEOUT_MS,
    env: { ...process.env, MOZ_HEADLESS: '1' },
  });
  const version = await browser.version();
  /** @type {import('puppeteer-core').BrowserContext | null} */
  let context = null;
  return {
    name: 'firefox-esr',
    version,
    async freshPage() {
      await context?.close();
      context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
      page.setDefaultNavigationTimeout(COMMAND_TIMEOUT_MS);
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        click: (css) => page.click(css),
        type: (css, text) => page.type(css, text),
        pressEnter: async (css) => {
          await page.focus(css);
          await page.keyboard.press('Enter');
        },
        screenshot: async (file) => void (await page.screenshot({ path: file })),
      };
    },
    lost: async () => !browser.connected,
    log: () => '',
    close: () => within(10_000, 'closing firefox', browser.close()),
  };
}

/** A free TCP port on 127.0.0.1 for WebKitWebDriver. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Debian's WebKitGTK: WebKitWebDriver on a free local port starts its MiniBrowser (`--automation`, an ephemeral
 * data store). It needs a display: run under `xvfb-run -a`. One session for the run; a fresh page clears the site's
 * cookies and storage (a new session per journey would cost a browser start each).
 */
export async function launchWebKit() {
  const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  requireBinary(driverPath, 'webkit2gtk-driver');
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    throw new Error('WebKitGTK needs a display: run the smoke under xvfb-run -a');
  const port = await freePort();
  // Its own process group, so stopping it also stops the MiniBrowser it started: a browser left running would hold
  // the driver's stderr open and keep the test process (and its TAP summary) from ending.
  const server = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-2000)));
  const stopServer = () => {
    if (server.pid)
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    server.stderr?.destroy();
    server.unref();
  };
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${server.exitCode}: ${log}`);
      try {
        const status = await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(1000) });
        if (status.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer within 10 s: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const driver = await within(
      30_000,
      'starting a WebKitGTK session',
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        // No `binary`: the driver starts the MiniBrowser it was built with.
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { args: ['--automation'] },
        })
        .build(),
    );
    await driver
      .manage()
      .setTimeouts({ pageLoad: COMMAND_TIMEOUT_MS, script: COMMAND_TIMEOUT_MS, implicit: 0 });
    await driver.manage().window().setRect(VIEWPORT);
    const capabilities = await driver.getCapabilities();
    const version = `${capabilities.getBrowserName()}/${capabilities.getBrowserVersion()} (WebKitGTK)`;
    const command = (what, promise) => within(COMMAND_TIMEOUT_MS, what, promise);
    const find = (css) => command(`finding ${css}`, driver.findElement(By.css(css)));
    let siteOrigin = '';
    return {
      name: 'webkitgtk',
      version,
      async freshPage() {
        // Forget what the last journey stored on the site's origin, then leave it.
        const here = await command('reading the URL', driver.getCurrentUrl());
        if (siteOrigin && here.startsWith(siteOrigin))
          await command(
            'clearing storage',
            driver.executeScript('localStorage.clear(); sessionStorage.clear();'),
          );
        await command('deleting cookies', driver.manage().deleteAllCookies());
        await command('opening about:blank', driver.get('about:blank'));
        return {
          goto: async (url) => {
            siteOrigin = new URL(url).origin;
            await command(`opening ${url}`, driver.get(url));
          },
          evaluate: (fn, ...args) =>
            command('a page script', driver.executeScript(`return (${fn}).apply(null, arguments);`, ...args)),
          click: async (css) => command(`clicking ${css}`, (await find(css)).click()),
          type: async (css, text) => command(`typing into ${css}`, (await find(css)).sendKeys(text)),
          pressEnter: async (css) => command(`Enter in ${css}`, (await find(css)).sendKeys(Key.ENTER)),
          screenshot: async (file) =>
            fs.writeFileSync(
              file,
              Buffer.from(await command('a screenshot', driver.takeScreenshot()), 'base64'),
            ),
        };
      },
      async lost() {
        if (server.exitCode !== null) return true;
        try {
          await within(5000, 'reading the URL', driver.getCurrentUrl());
          return false;
        } catch (error) {
          return error?.name === 'NoSuchSessionError' || /did not finish/.test(String(error?.message));
        }
      },
      log: () => log,
      async close() {
        try {
          await within(10_000, 'closing the WebKitGTK session', driver.quit());
        } finally {
          stopServer();
        }
      },
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}

/** The engines of the smoke, in the order they run. */
export const ENGINES = [
  { name: 'firefox-esr', launch: launchFirefox },
  { name: 'webkitgtk', launch: launchWebKit },
];
