import { expect, test, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { logIn, merchantSite, patchMerchant, resetSandbox, revealHomeWidgets } from './support';

// The site frame (issue 9): maintenance and access denied, language change.

const CLOSED = merchantSite('closed');
/** An IPv4 or IPv6 address as the sandbox reports the requesting IP. */
const IP = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)$/i;
const LANGUAGE_PATH = '/wps/member/language';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Serve the sandbox's customer-service links (an example host) so the pop-up loads. */
async function serveCustomerService(page: Page): Promise<void> {
  await page
    .context()
    .route('https://cs.sandbox.local/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Customer service</title><p>chat</p>' }),
    );
}

test.describe('maintenance and access denied', () => {
  test('closed.localhost shows maintenance with the visitor IP and a contact button opening customer service', async ({
    page,
  }) => {
    await serveCustomerService(page);
    await page.goto(`${CLOSED}/?lang=cimode`);
    const notice = page.getByTestId('maintenance-page');
    await expect(notice).toHaveAttribute('data-reason', 'maintenance');
    await expect(notice.getByRole('heading')).toHaveText('maintenance_title');
    await expect(notice).toContainText('maintenance_text');
    await expect(notice).toContainText('your_ip');
    await expect(page.getByTestId('visitor-ip')).toHaveText(IP);
    const popup = page.waitForEvent('popup');
    await notice.getByRole('button', { name: 'contact_service' }).click();
    // The shell's customer service opens its 440 x 750 pop-up first, then sends it to the merchant's link.
    const opened = await popup;
    await opened.waitForURL('https://cs.sandbox.local/chat/closed');
    await expect(opened).toHaveTitle('Customer service');
  });

  test('the maintenance message in Thai and Japanese', async ({ page }) => {
    await page.goto(`${CLOSED}/?lang=TH`);
    await expect(page.getByTestId('maintenance-page').getByRole('heading')).toHaveText('ปิดปรับปรุงระบบ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.goto(`${CLOSED}/?lang=JA`);
    await expect(page.getByTestId('maintenance-page').getByRole('heading')).toHaveText('メンテナンス中');
    await page.goto(`${CLOSED}/?lang=CN`);
    await expect(page.getByTestId('maintenance-page').getByRole('heading')).toHaveText('系统维护中');
  });

  test('a region-restricted merchant shows access denied; no usable link falls back to the shell customer service', async ({
    page,
    request,
  }) => {
    await patchMerchant(request, 'demo', {
      permission: { regionRestriction: true },
      settings: {
        customerService: [
          { csType: 'LIVECHAT', csPosition: 'RIGHT', type: 'LINK', path: 'javascript:alert(1)' },
        ],
      },
    });
    await page.goto('/?lang=cimode');
    const notice = page.getByTestId('maintenance-page');
    await expect(notice).toHaveAttribute('data-reason', 'region');
    await expect(notice.getByRole('heading')).toHaveText('region_title');
    await expect(notice).toContainText('region_text');
    await expect(page.getByTestId('visitor-ip')).toHaveText(IP);
    await notice.getByRole('button', { name: 'contact_service' }).click();
    await expect(page.getByRole('dialog')).toContainText('cs_not_configured');
    await expect(page.getByTestId('home-page')).toHaveCount(0);
  });

  test('an open merchant sends the visitor from /maintenance to /', async ({ page }) => {
    await page.goto('/maintenance?lang=cimode');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  });
});

test.describe('language change', () => {
  test('a member: lang and hisLang stored, <html lang dir> set, the server told, the areas reload', async ({
    page,
    request,
  }) => {
    // Through the login page: it stores the merchant's default language (CN), which hisLang keeps after the change.
    await logIn(page, 'player01');
    await page.goto('/?lang=cimode');
    await revealHomeWidgets(page);
    await expect(page.getByTestId('winner-board')).toBeVisible();
    const put = page.waitForRequest(
      (r) => new URL(r.url()).pathname === LANGUAGE_PATH && r.method() === 'PUT',
    );
    const board = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/wps/winner/board' && r.headers().language === 'en_US',
    );
    await page.getByTestId('language-switcher').selectOption('EN');
    expect((await put).postDataJSON()).toEqual({ language: 'EN' });
    expect((await (await put).response())?.ok()).toBe(true);
    await board;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('winner-board').getByRole('heading', { name: 'Winners' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['EN', 'CN']);
    const updates = await (await request.get('/__sandbox/language-updates')).json();
    expect(updates.value).toMatchObject([{ account: 'player01', language: 'EN' }]);
  });

  test('a free-play account (isAgent 4) changes language without telling the server', async ({
    page,
    request,
  }) => {
    await page.goto('/login?lang=cimode');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByTestId('shell-header').getByTestId('language-switcher').selectOption('JA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // A call would have been dispatched before the reload's first request, which the list then holds.
    await page.reload();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    expect(sent).toContain(`GET ${new URL(page.url()).pathname}`);
    expect(sent).not.toContain(`PUT ${LANGUAGE_PATH}`);
    const updates = await (await request.get('/__sandbox/language-updates')).json();
    expect(updates.value).toEqual([]);
  });
});
