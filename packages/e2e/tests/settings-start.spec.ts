import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { injectFault, patchMerchant, resetSandbox } from './support';

// The site frame's settings (issue 9, Settings): start-up retries, the last known settings, the retry screen, the
// merchant's favicon, logo and splash, and the re-fetch of permissions when a hidden page becomes visible again.

const SETTINGS = '/wps/system/settings/consolidated';
const LOGO = '/wps/res/img/logo/demo.svg';
const FAVICON = '/wps/res/img/favicon/demo.svg';
const SPLASH = '/wps/res/img/splash/demo.svg';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Remove every fault: the backend answers again. */
async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/__sandbox/faults')).ok()).toBe(true);
}

/** Count the page's requests for the settings. */
function countSettingsCalls(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SETTINGS) seen.count += 1;
  });
  return seen;
}

/** Make the page hidden, then visible again, as a switch to another tab and back does. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

const header = (page: Page) => page.getByTestId('shell-header');
const staleStatus = (page: Page) => page.getByTestId('settings-stale');

test('settings failing twice then answering: the site starts normally, without a dialog', async ({
  page,
  request,
}) => {
  // The site server's read for the page takes the first failure (and inlines nothing); the host gets the next two.
  await injectFault(request, { method: 'GET', path: SETTINGS, status: 500, times: 3 });
  const calls = countSettingsCalls(page);
  await page.goto('/?lang=cimode');
  await expect(header(page)).toBeVisible();
  await expect(header(page).getByRole('img', { name: 'Demo Gaming' })).toBeVisible();
  // Two failures and the answer: three tries, and the faults are used up.
  expect(calls.count).toBeGreaterThanOrEqual(3);
  expect((await (await request.get('/__sandbox/faults')).json()).value).toEqual([]);
  await expect(staleStatus(page)).toBeEmpty();
  await expect(page.getByTestId('start-retry')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after a good visit, settings failing for good: the last known settings, marked stale, until the backend answers', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=cimode');
  await expect(header(page).getByRole('img', { name: 'Demo Gaming' })).toBeVisible();
  // A later visit: the session cache (3 minutes) is gone with the tab, the backend does not answer.
  await page.evaluate(() => sessionStorage.clear());
  await injectFault(request, { method: 'GET', path: SETTINGS, status: 500 });
  await page.reload();
  await expect(header(page).getByRole('img', { name: 'Demo Gaming' })).toBeVisible();
  await expect(staleStatus(page)).toHaveAttribute('role', 'status');
  await expect(staleStatus(page)).toHaveText('settings_stale');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The background tries (with backoff) find the backend back: the mark goes without a reload.
  await clearFaults(request);
  await expect(staleStatus(page)).toBeEmpty({ timeout: 20_000 });
  await expect(header(page)).toBeVisible();
});

test('a first visit with the settings failing: the retry screen; Retry starts the site without a reload', async ({
  page,
  request,
}) => {
  await injectFault(request, { method: 'GET', path: SETTINGS, status: 500 });
  await page.goto('/?lang=cimode');
  const retry = page.getByTestId('start-retry');
  await expect(retry).toHaveAttribute('role', 'alert');
  await expect(retry.getByRole('heading')).toHaveText('start_failed_title');
  await expect(retry).toContainText('start_failed_text');
  await expect(header(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Marks the document: a full reload would lose it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await clearFaults(request);
  await retry.getByRole('button', { name: 'start_retry' }).click();
  await expect(header(page)).toBeVisible();
  await expect(page.getByTestId('start-retry')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test("the merchant's favicon and header logo come from its settings; a change shows on the next visit", async ({
  page,
  request,
}) => {
  await page.goto('/?lang=cimode');
  const logo = header(page).getByRole('img', { name: 'Demo Gaming' });
  await expect(logo).toHaveAttribute('src', LOGO);
  // A fixed box: the header does not move when the image arrives.
  await expect(logo).toHaveAttribute('width', '160');
  await expect(logo).toHaveAttribute('height', '40');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', FAVICON);

  await patchMerchant(request, 'demo', {
    settings: {
      mobileTemplate: { favicon: '/wps/res/img/favicon/changed.svg' },
      resources: [{ resourceType: 'Logo', url: '/wps/res/img/logo/changed.svg', qrCodeUrl: null }],
    },
  });
  // A new tab (its own session cache) while the settings are slow: the splash remembered from the last visit shows
  // until the site renders. (The site server gives up on the first slow answer, so it inlines nothing and paints no
  // logo; the host waits for the second.)
  await injectFault(request, { method: 'GET', path: SETTINGS, delayMs: 1500, times: 2 });
  const next = await page.context().newPage();
  // A page the server paints no picture of without the settings (the home page's banner would be the start screen).
  await next.goto('/lottery?lang=cimode');
  await expect(next.getByTestId('splash')).toHaveAttribute('src', SPLASH);
  await expect(header(next).getByRole('img', { name: 'Demo Gaming' })).toHaveAttribute(
    'src',
    '/wps/res/img/logo/changed.svg',
  );
  await expect(next.getByTestId('splash')).toHaveCount(0);
  await expect(next.locator('link[rel="icon"]')).toHaveAttribute('href', '/wps/res/img/favicon/changed.svg');

  // No logo: the site name as text.
  await patchMerchant(request, 'demo', { settings: { resources: [] } });
  const third = await page.context().newPage();
  await third.goto('/?lang=cimode');
  await expect(header(third).locator('.host-logo')).toHaveText('Demo Gaming');
  await expect(header(third).getByRole('img')).toHaveCount(0);
});

test('maintenance switched on server-side shows when the hidden page becomes visible again, without a reload', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=cimode');
  await expect(header(page)).toBeVisible();
  await patchMerchant(request, 'demo', { permission: { maintenance: true } });
  await hideAndShow(page);
  await expect(page.getByTestId('maintenance-page')).toHaveAttribute('data-reason', 'maintenance');
  await expect(header(page)).toHaveCount(0);

  // Maintenance over, region restricted: access denied on the next return.
  await patchMerchant(request, 'demo', { permission: { maintenance: false, regionRestriction: true } });
  await hideAndShow(page);
  await expect(page.getByTestId('maintenance-page')).toHaveAttribute('data-reason', 'region');

  // Open again: the site is back.
  await patchMerchant(request, 'demo', { permission: { regionRestriction: false } });
  await hideAndShow(page);
  await expect(header(page)).toBeVisible();
});
