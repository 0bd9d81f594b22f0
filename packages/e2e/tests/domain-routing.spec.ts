import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { expectCustomerService, injectFault, resetSandbox } from './support';

// Domain routing (issue 9, acceptance 4): domain_not_available opens the dialog, which probes up to 10 random
// domains of the server's domain route list (GET {domain}/wps/system/test/ping); Retry goes to one that answered,
// same page, affiliate and referral codes kept; a domain the server did not list is never requested.

const PORT = new URL(SITE).port;
/** A port nothing listens on: a domain there is down (refused at once). */
const REFUSED_PORT = 2;
const PING_PATH = '/wps/system/test/ping';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Set the demo merchant's domain route list (sandbox admin hook). */
async function setRoutes(request: APIRequestContext, domains: string[]): Promise<void> {
  const response = await request.put('/__sandbox/domain-routes/demo', { data: { domains } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The next call to the SEO read (made on every page) answers domain_not_available. */
async function failNextPage(request: APIRequestContext): Promise<void> {
  await injectFault(request, {
    method: 'GET',
    path: '/wps/system/seo',
    body: { success: false, errorCode: 'domain_not_available', message: 'Domain unavailable', value: null },
    times: 1,
  });
}

/** Every request's origin, as the browser sent it. */
function recordOrigins(page: Page): { origins: string[]; pings: string[] } {
  const seen = { origins: [] as string[], pings: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    seen.origins.push(url.origin);
    if (url.pathname === PING_PATH) seen.pings.push(url.origin);
  });
  return seen;
}

test('Retry goes to the reachable listed domain, same page, codes kept; unlisted domains are never requested', async ({
  page,
  request,
}) => {
  const reachable = `http://alt1.localhost:${PORT}`;
  const down = [`http://down1.localhost:${REFUSED_PORT}`, `http://down2.localhost:${REFUSED_PORT}`];
  // The hostile entries are served by this very site (they would answer): only the list's well-formed entries count.
  await setRoutes(request, [
    reachable,
    ...down,
    'javascript:alert(1)',
    `ftp://hostile-ftp.localhost:${PORT}`,
    `//hostile-relative.localhost:${PORT}`,
  ]);
  await failNextPage(request);
  const seen = recordOrigins(page);
  // A hostile domain in the page's own query is not a candidate either.
  const hostile = `http://hostile-query.localhost:${PORT}`;
  await page.goto(
    `/help?lang=cimode&affiliateCode=AFF123&referralCode=REF456&domain=${encodeURIComponent(hostile)}`,
  );

  const dialog = page.getByRole('dialog', { name: 'domain_route_title' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Domain unavailable');
  await expect(dialog.getByTestId('domain-routing-retry')).toBeFocused();
  await expect(dialog.getByTestId('domain-routing-status')).toHaveAttribute('data-status', 'found');
  await expect(dialog.getByTestId('domain-routing-status')).toHaveText('domain_route_found');

  await dialog.getByTestId('domain-routing-retry').click();
  await page.waitForURL((url) => url.origin === reachable);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/help');
  expect(landed.searchParams.get('affiliateCode')).toBe('AFF123');
  expect(landed.searchParams.get('referralCode')).toBe('REF456');
  expect(landed.searchParams.get('lang')).toBe('cimode');
  // The same merchant's site answers there (the fault was used up).
  await expect(page.getByTestId('help-content')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'domain_route_title' })).toHaveCount(0);

  const listed = new Set([reachable, ...down]);
  expect(seen.pings.length).toBeGreaterThan(0);
  expect(seen.pings.every((origin) => listed.has(origin))).toBe(true);
  expect(seen.origins.filter((origin) => origin.includes('hostile'))).toEqual([]);
  expect(new Set(seen.origins.filter((origin) => origin.includes('.localhost')))).toEqual(
    new Set(seen.origins.filter((origin) => listed.has(origin))),
  );
});

test('at most 10 of the listed domains are probed, at random; Retry lands on one that was probed', async ({
  page,
  request,
}) => {
  const listed = Array.from({ length: 12 }, (_, i) => `http://alt${i + 1}.localhost:${PORT}`);
  await setRoutes(request, listed);
  await failNextPage(request);
  const seen = recordOrigins(page);
  await page.goto('/download?lang=cimode&referralCode=R1');
  const dialog = page.getByRole('dialog', { name: 'domain_route_title' });
  await expect(dialog.getByTestId('domain-routing-status')).toHaveAttribute('data-status', 'found');
  const pinged = new Set(seen.pings);
  expect(pinged.size).toBeGreaterThan(0);
  expect(pinged.size).toBeLessThanOrEqual(10);
  expect([...pinged].every((origin) => listed.includes(origin))).toBe(true);

  await dialog.getByTestId('domain-routing-retry').click();
  await page.waitForURL((url) => url.origin !== SITE && url.pathname === '/download');
  const landed = new URL(page.url());
  expect(pinged.has(landed.origin)).toBe(true);
  expect(landed.searchParams.get('referralCode')).toBe('R1');
  await expect(page.getByTestId('download-page')).toBeVisible();
});

test('none reachable (refused, or silent for 10 s): says so, offers customer service; Retry probes again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // held.localhost's ping is held by the sandbox until the site gives up after its 10 s probe timeout.
  const listed = [`http://down1.localhost:${REFUSED_PORT}`, `http://held.localhost:${PORT}`];
  await setRoutes(request, listed);
  await failNextPage(request);
  const seen = recordOrigins(page);
  await page.goto('/help?lang=cimode');
  const dialog = page.getByRole('dialog', { name: 'domain_route_title' });
  const status = dialog.getByTestId('domain-routing-status');
  await expect(status).toHaveAttribute('data-status', 'probing');
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'none', { timeout: 20_000 });
  await expect(status).toHaveText('domain_route_none');
  expect(new Set(seen.pings)).toEqual(new Set(listed));

  // Retry with nothing found: a new probe (the button waits while it runs).
  await dialog.getByTestId('domain-routing-retry').click();
  await expect(status).toHaveText('domain_route_waiting');
  await expect(dialog.getByTestId('domain-routing-retry')).toBeDisabled();
  await expect(status).toHaveAttribute('data-status', 'none', { timeout: 20_000 });
  await expect(dialog.getByTestId('domain-routing-retry')).toBeEnabled();
  expect(new URL(page.url()).origin).toBe(SITE);

  // Customer service: the dialog gives way to the shell's customer service.
  await expectCustomerService(page, () => dialog.getByTestId('domain-routing-customer-service').click());
  await expect(page.getByRole('dialog', { name: 'domain_route_title' })).toHaveCount(0);
});
