import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SITE } from '../playwright.config';

/** Sandbox accounts share this password (DESIGN.md §8). */
export const PASSWORD = 'pass1234';

/** newbie01's password: the default password (the spec's {secret}), which forces a change. */
export const DEFAULT_PASSWORD = 'aa123456';

/**
 * The suite's site (SITE_URL, default :8080) as a merchant's host name sees it: `<merchant>.localhost:<port>`. The
 * browser resolves *.localhost; the test runner reaches a merchant through the Merchant header instead.
 */
export function merchantSite(merchant: string): string {
  const url = new URL(SITE);
  url.hostname = `${merchant}.${url.hostname}`;
  return url.origin;
}

/** The site as merchant lite. */
export const LITE = merchantSite('lite');

/** Reset the sandbox to its seed before a test that changes state. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}

/** Log in through the real login page and wait for the account bar. */
export async function logIn(page: Page, account: string, base = '', query = ''): Promise<void> {
  await page.goto(`${base}/login${query}`);
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(account);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  // The post-login flow ends by leaving the login page: a test that navigates earlier races that navigation.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Where the login page stores a session (host/src/stores/storage.ts STORAGE_KEYS); a reload restores it. */
const SESSION_KEYS = { token: 'token', username: 'username' } as const;

/**
 * Open `path` as a member who logged in earlier: the session a reload restores. The sandbox logs the account in
 * (`POST /__sandbox/session`), the page starts with the token where the login page stores it, and the site restores
 * the session on its own. For tests of what a member does, not of the login: a test that logs in and then opens
 * another page loads one page instead of three (the login page, the home page it leads to, the page).
 * `base` is a merchant's site ({@link merchantSite}); its merchant issues the token.
 */
export async function logInAt(page: Page, account: string, path: string, base = ''): Promise<void> {
  const site = new URL(base || SITE);
  const headers: Record<string, string> = base ? { Merchant: site.hostname.split('.')[0]! } : {};
  const response = await page.request.post(`${SITE}/__sandbox/session`, { data: { account }, headers });
  expect(response.ok(), `a session for ${account}`).toBe(true);
  const { token } = ((await response.json()) as { value: { token: string } }).value;
  // For the first page only (a logout and a reload stay logged out, as after a real login), on the site's own host.
  const seed = await page.addInitScript(
    ({ host, keys, token, account }) => {
      if (location.host !== host) return;
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.username, account);
    },
    { host: site.host, keys: SESSION_KEYS, token, account },
  );
  await page.goto(`${base}${path}`);
  await seed.dispose();
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

/** {@link logInAt}, then wait until the member's realtime subscription is live (pushed events reach the page). */
export async function logInLiveAt(
  page: Page,
  request: APIRequestContext,
  account: string,
  path: string,
): Promise<void> {
  await logInAt(page, account, path);
  await waitForRealtime(request, account);
}

/** Log in through the login page in cimode (texts are keys), and wait for the account bar. */
export function logInKeys(page: Page, account: string): Promise<void> {
  return logIn(page, account, '', '?lang=cimode');
}

/** Log in in cimode, then wait until the member's realtime subscription is live (pushed events reach the page). */
export async function logInLive(page: Page, request: APIRequestContext, account: string): Promise<void> {
  await logInKeys(page, account);
  await waitForRealtime(request, account);
}

/**
 * The home page's widgets below the fold (the lottery panel, the winner board) load only when scrolled near
 * (RemoteWidget whenNearViewport): scroll every slot into view, top to bottom, as a player would.
 */
export async function revealHomeWidgets(page: Page): Promise<void> {
  await expect(page.getByTestId('home-page')).toBeVisible();
  for (const slot of await page.locator('.host-home__slot:visible').all())
    await slot.scrollIntoViewIfNeeded();
}

/**
 * Hold every request matching `url` until the returned function is called: a test decides the order in which answers
 * (or a lazy chunk) arrive, e.g. a call that must answer after the page has shown something else.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The remote id of a request for a remote manifest, e.g. `/remotes/lottery/1.0.0/mf-manifest.json`. */
export function manifestRemote(request: Request): string | null {
  return (
    new URL(request.url()).pathname.match(
      /^\/remotes\/([a-z-]+)\/\d+\.\d+\.\d+[^/]*\/mf-manifest\.json$/,
    )?.[1] ?? null
  );
}

/** Records which remote manifests the page fetched, in order. */
export function recordManifests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const id = manifestRemote(request);
    if (id) seen.push(id);
  });
  return seen;
}

/**
 * Wait until the member's realtime connection is subscribed: the page connects right after login, and a push
 * before that is delivered to nobody. Pings with a harmless INBOX event until one is delivered.
 */
export async function waitForRealtime(request: APIRequestContext, account: string): Promise<void> {
  await expect
    .poll(async () => (await push(request, account, 'INBOX', { title: 'ping' })).delivered, {
      timeout: 15_000,
      intervals: [250, 500, 1000],
    })
    .toBeGreaterThan(0);
}

/** Push one realtime event to a member through the sandbox. */
export async function push(
  request: APIRequestContext,
  account: string,
  type: string,
  payload: Record<string, unknown>,
): Promise<{ delivered: number }> {
  const response = await request.post('/__sandbox/push', { data: { account, type, payload } });
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** A fault for the sandbox to inject (DESIGN.md §8): answer `status`/`body`, or wait `delayMs`, `times` times. */
export interface Fault {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
}

/** Make the sandbox misbehave for matching requests. */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
}

/** PATCH /__sandbox/merchants/:code: flags as modId → 0/1, settings merged one level deep, register fields. */
export async function patchMerchant(
  request: APIRequestContext,
  code: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`/__sandbox/merchants/${code}`, { data: patch });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The last SMS the sandbox sent to a number (GET /__sandbox/sms/:mobile), waiting for it to arrive. */
export async function lastSms(
  request: APIRequestContext,
  mobile: string,
): Promise<{ code: string; purpose: string }> {
  let value: { code: string; purpose: string } | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/__sandbox/sms/${mobile}`);
      value = response.ok() ? ((await response.json()).value as { code: string; purpose: string }) : null;
      return value?.code ?? '';
    })
    .not.toBe('');
  return value!;
}

/**
 * The last image captcha code the sandbox issued for a merchant (GET /__sandbox/captcha, merchant named by the
 * Merchant header), waiting for the form to have asked for its image.
 */
export async function lastCaptcha(request: APIRequestContext, merchant = 'lite'): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/__sandbox/captcha', { headers: { Merchant: merchant } });
      code = response.ok() ? ((await response.json()).value as { code: string }).code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Record the plaintext of every sealed (encrypted) body: the envelope is AES-GCM, so the wire shows only
 * ciphertext. The page's WebCrypto `encrypt` is wrapped before the site's code runs; the AAD names method and path.
 */
export async function recordSealed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const subtle = globalThis.crypto.subtle;
    const encrypt = subtle.encrypt.bind(subtle);
    const sealed: { aad: string; body: unknown }[] = [];
    (globalThis as unknown as { __sealed: typeof sealed }).__sealed = sealed;
    subtle.encrypt = ((algorithm: AesGcmParams, key: CryptoKey, data: BufferSource) => {
      if (algorithm?.name === 'AES-GCM' && algorithm.additionalData) {
        const decoder = new TextDecoder();
        try {
          sealed.push({
            aad: decoder.decode(algorithm.additionalData as ArrayBuffer),
            body: JSON.parse(decoder.decode(data as ArrayBuffer)),
          });
        } catch {
          // Not JSON: not a body.
        }
      }
      return encrypt(algorithm, key, data);
    }) as typeof subtle.encrypt;
  });
}

/** The sealed bodies the page sent to `method path` (after {@link recordSealed}). */
export async function sealedBodies(
  page: Page,
  method: string,
  path: string,
): Promise<Record<string, unknown>[]> {
  const sealed = await page.evaluate(
    () => (globalThis as unknown as { __sealed: { aad: string; body: Record<string, unknown> }[] }).__sealed,
  );
  return sealed
    .filter((s) => s.aad.split('\n')[1] === method && s.aad.split('\n')[2] === path)
    .map((s) => s.body);
}

/**
 * `act` opens the shell's customer service: its pop-up on the merchant's seeded link (served here; every seeded
 * merchant has one for everybody, docs/customer-service.md). customer-service.spec.ts tests the other outcomes.
 */
export async function expectCustomerService(page: Page, act: () => Promise<void>): Promise<void> {
  await page
    .context()
    .route('https://cs.sandbox.local/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Customer service</title>' }),
    );
  const opened = page.waitForEvent('popup');
  await act();
  const popup = await opened;
  await popup.waitForURL(/^https:\/\/cs\.sandbox\.local\//);
}

/**
 * Agree to each of the merchant's popup notices (promotions) that opens over the page, whatever its language: its one
 * action button.
 */
export async function agreeToPopupNotices(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByTestId('popup-notice'),
    async (popup) => popup.locator('.wl-dialog__actions button').click(),
    { noWaitAfter: true },
  );
}

/** One language's texts of a locale folder (e.g. `host/src/i18n/locales`), read from the source the site was built from. */
export function sourceTexts(folder: string, language: string): Record<string, string> {
  const file = path.join(__dirname, '..', '..', '..', folder, `${language}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Open the account menu behind the member's avatar (desktop: member centre, VIP progress, the Agent entry) and wait
 * for it; a no-op when it is open.
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const button = page.getByTestId('account-menu-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Wait until the header's navigation has settled: it shows the places that fit beside the account bar and folds the
 * rest into More, again whenever the bar's lazy parts (inbox, promotions, avatar) arrive. Settled is the same places
 * shown on two looks 300 ms apart.
 */
export async function navSettled(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'main' });
  await expect(nav).toBeVisible();
  const shown = () =>
    nav.evaluate((element) =>
      [...element.querySelectorAll(':scope > a')].map((a) => a.textContent).join('|'),
    );
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await shown();
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [300], timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Click a quick link (`feedback-entry`, `quick-download`, ...): in the right-side rail from 768 px, in the menu
 * drawer on a phone (its menu button opens it first).
 */
export async function clickQuickLink(page: Page, testId: string): Promise<void> {
  const menu = page.getByTestId('menu-button');
  const rail = page.getByTestId('quick-links').getByTestId(testId);
  await expect(menu.or(rail)).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByTestId('site-drawer').getByTestId(testId).click();
  } else await rail.click();
}

/** Open a place of the header's navigation: its link, or through More when it is folded there. */
export async function openPlace(page: Page, name: string): Promise<void> {
  await navSettled(page);
  const link = page.getByRole('navigation', { name: 'main' }).getByRole('link', { name, exact: true });
  if ((await link.count()) === 0) {
    await page.getByTestId('nav-more').click();
    await page.getByTestId('nav-more-menu').getByRole('link', { name, exact: true }).click();
  } else await link.click();
}

/** What the page's module federation shows in `window.__FEDERATION__` (the Module Federation DevTools read it too). */
export interface FederationReport {
  /** The names of the instances named `host`: the page's one loader of remotes. */
  hosts: string[];
  /** The remotes registered on the host's instance (container names). */
  registered: string[];
  /** The remotes whose container the host's instance has loaded. */
  loaded: string[];
  /** The host's share scope: for each shared module, the versions registered and which build provided each. */
  shared: Record<string, { versions: string[]; from: string[] }>;
}

/** Read {@link FederationReport} from the page. */
export function federationReport(page: Page): Promise<FederationReport> {
  return page.evaluate(() => {
    type Instance = {
      name: string;
      options: { remotes: { name: string }[] };
      moduleCache: Map<string, unknown>;
      shareScopeMap: Record<string, Record<string, Record<string, { from?: string }>>>;
    };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const hosts = federation.__INSTANCES__.filter((instance) => instance.name === 'host');
    const host = hosts[0]!;
    return {
      hosts: hosts.map((instance) => instance.name),
      registered: host.options.remotes.map((remote) => remote.name).sort(),
      loaded: [...host.moduleCache.keys()].sort(),
      shared: Object.fromEntries(
        Object.entries(host.shareScopeMap.default ?? {}).map(([name, versions]) => [
          name,
          {
            versions: Object.keys(versions),
            from: [...new Set(Object.values(versions).map((info) => info.from ?? ''))],
          },
        ]),
      ),
    };
  });
}
