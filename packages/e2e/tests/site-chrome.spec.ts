import { expect, test, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { expectCustomerService, LITE, merchantSite, patchMerchant, resetSandbox } from './support';

// The site frame's chrome through the real site (issue 9): search-engine tags per route and the indexing rules, the
// right-side quick links, back-to-top, the footer. Pages run in cimode (texts are keys); the SEO entries come in the
// default language, CN (the sandbox's seed, docs/endpoints.md "Site pages").
test.beforeEach(async ({ request }) => resetSandbox(request));

/** The site on another host name of this machine (the browser resolves *.localhost; unlisted hosts are demo's). */
function onHost(hostname: string): string {
  const url = new URL(SITE);
  url.hostname = hostname;
  return url.origin;
}

const robots = (page: Page) => page.locator('meta[name="robots"]');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const description = (page: Page) => page.locator('meta[name="description"]');
const keywords = (page: Page) => page.locator('meta[name="keywords"]');

test.describe('search-engine tags', () => {
  test('title, description, keywords and canonical follow the route, also on in-site navigation', async ({
    page,
  }) => {
    await page.goto('/?lang=cimode');
    await expect(page).toHaveTitle('首页 - 在线娱乐');
    await expect(description(page)).toHaveAttribute('content', '真人、电子、彩票与体育，一站畅玩。');
    await expect(keywords(page)).toHaveAttribute('content', '真人,电子,彩票,体育');
    await expect(canonical(page)).toHaveAttribute('href', `${SITE}/`);
    await expect(robots(page)).toHaveAttribute('content', 'index, follow');

    // A route change without a page load (the quick link) sets the next page's tags.
    await page.getByTestId('quick-download').click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page).toHaveTitle('APP下载');
    await expect(keywords(page)).toHaveAttribute('content', 'APP,下载,二维码');
    await expect(canonical(page)).toHaveAttribute('href', `${SITE}/download`);
    await expect(robots(page)).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);

    // An absolute canonical from the entry.
    await page.goto('/help?lang=cimode');
    await expect(page).toHaveTitle('帮助中心');
    await expect(canonical(page)).toHaveAttribute('href', 'https://www.example.com/help');

    // A page with an entry but not on the indexed list: its texts, noindex.
    await page.goto('/speedtest?lang=cimode');
    await expect(page).toHaveTitle('线路检测');
    await expect(robots(page)).toHaveAttribute('content', 'noindex, nofollow');

    // A page without an entry: the site name, the home entry's description and keywords (the site's own), its own
    // address, noindex.
    await page.goto('/login?lang=cimode&x=1');
    // The header's logo (the login page shows the logo too): the merchant's image (alt = the site name), else the name.
    const logo = page.getByTestId('shell-header').locator('.host-logo');
    await expect(logo).toBeVisible();
    const image = logo.locator('img');
    const siteName =
      ((await image.count()) > 0 ? await image.getAttribute('alt') : await logo.textContent())?.trim() ?? '';
    expect(siteName).not.toBe('');
    await expect(page).toHaveTitle(siteName);
    await expect(description(page)).toHaveAttribute('content', '真人、电子、彩票与体育，一站畅玩。');
    await expect(keywords(page)).toHaveAttribute('content', '真人,电子,彩票,体育');
    await expect(canonical(page)).toHaveAttribute('href', `${SITE}/login`);
    await expect(robots(page)).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('indexing tags only on the listed one-segment pages of the www host or the local host', async ({
    page,
  }) => {
    const expectRobots = async (url: string, content: string) => {
      await page.goto(url);
      await expect(page.getByTestId('shell-footer')).toBeVisible();
      await expect(robots(page)).toHaveAttribute('content', content);
    };
    // The public www host and the local host: listed pages are indexed, others not.
    await expectRobots(`${onHost('www.localhost')}/download?lang=cimode`, 'index, follow');
    await expect(canonical(page)).toHaveAttribute('href', `${onHost('www.localhost')}/download`);
    await expectRobots(`${onHost('www.localhost')}/?lang=cimode`, 'index, follow');
    await expectRobots(`${onHost('127.0.0.1')}/register?lang=cimode`, 'index, follow');
    await expectRobots(`${SITE}/help?lang=cimode`, 'index, follow');
    await expectRobots(`${SITE}/helpmc?lang=cimode`, 'noindex, nofollow');
    await expectRobots(`${onHost('www.localhost')}/helpmc?lang=cimode`, 'noindex, nofollow');
    // Any other host: noindex everywhere, also on listed pages.
    await expectRobots(`${LITE}/download?lang=cimode`, 'noindex, nofollow');
    await expectRobots(`${merchantSite('demo')}/?lang=cimode`, 'noindex, nofollow');
  });
});

test.describe('right-side quick links', () => {
  test('customer service, app download, feedback and the speed check each work', async ({
    page,
    request,
  }) => {
    await page.goto(`${LITE}/?lang=cimode`);
    const links = page.getByRole('navigation', { name: 'quick_links' });
    await expect(links).toBeVisible();
    // No SpeedTest resource: no speed check.
    await expect(links.getByTestId('quick-speed-test')).toHaveCount(0);

    // Customer service: the shell's customer service (its pop-up with the merchant's link).
    await expectCustomerService(page, () => links.getByTestId('quick-customer-service').click());

    // Feedback opens the feedback modal; closing it returns focus to the link.
    await links.getByTestId('feedback-entry').click();
    const feedback = page.getByRole('dialog', { name: 'feedback_title' });
    await expect(feedback).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feedback).toHaveCount(0);
    await expect(links.getByTestId('feedback-entry')).toBeFocused();

    await links.getByTestId('quick-download').click();
    await expect(page).toHaveURL(/\/download$/);

    // With a SpeedTest resource the speed check shows (settings are cached in session storage: a new visit).
    await patchMerchant(request, 'lite', {
      settings: { resources: [{ resourceType: 'SpeedTest', url: 'https://speed.example.com/' }] },
    });
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${LITE}/?lang=cimode`);
    await links.getByTestId('quick-speed-test').click();
    await expect(page).toHaveURL(/\/speedtest$/);
    await expect(page.getByTestId('speedtest-line').first()).toBeVisible();
  });

  test('the flag tree turns the feedback quick link off and on again (patch, reload)', async ({
    page,
    request,
  }) => {
    await page.goto(`${LITE}/?lang=cimode`);
    const links = page.getByRole('navigation', { name: 'quick_links' });
    await expect(links.getByTestId('feedback-entry')).toBeVisible();
    await patchMerchant(request, 'lite', { whitelabel: { FEEDBACK3: 0 } });
    await page.reload();
    await expect(links.getByTestId('quick-download')).toBeVisible();
    await expect(links.getByTestId('quick-customer-service')).toBeVisible();
    await expect(links.getByTestId('feedback-entry')).toHaveCount(0);
    await patchMerchant(request, 'lite', { whitelabel: { FEEDBACK3: 1 } });
    await page.reload();
    await expect(links.getByTestId('feedback-entry')).toBeVisible();
  });

  test('back-to-top appears after 200 px of scroll and scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/download?lang=cimode');
    await expect(page.getByTestId('quick-download')).toBeVisible();
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(300);
    const backToTop = page.getByTestId('back-to-top');
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect(backToTop).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('copyright and the 18+ notice, translated', async ({ page }) => {
    await page.goto('/?lang=cimode');
    const footer = page.getByTestId('shell-footer');
    await expect(footer).toContainText('18+');
    await expect(footer).toContainText('footer_18');
    await expect(footer).toContainText('footer_copyright');
    await page.goto('/?lang=EN');
    await expect(footer).toContainText('This site is for people aged 18 and over.');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('All rights reserved.');
    await page.goto('/?lang=JA');
    await expect(footer).toContainText('当サイトは18歳以上の方のみご利用いただけます。');
  });
});
