import { expect, test, type Page } from './policy-watch';
import { agreeToPopupNotices, logIn, resetSandbox, sourceTexts } from './support';

// Issue 17 (languages part 1): the shell, `common` and the promotions area speak RU, PT, ES and AR through the real
// built site (texts read from the sources the site was built from), and money and dates follow the language: money
// with the language's separators, dayjs's locale fetched with the language and only with it.

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await agreeToPopupNotices(page);
});

const texts = sourceTexts;

const HOST = 'host/src/i18n/locales';
/** The common texts of RU, PT, ES and AR (the six others are inline in @wl/i18n). */
const common = (language: string) => texts('packages/i18n/src/locales/common', language);
const PROMOTIONS = 'remotes/promotions/src/i18n/locales';

const LANGUAGES = [
  { code: 'RU', lang: 'ru', dir: 'ltr' },
  { code: 'PT', lang: 'pt', dir: 'ltr' },
  { code: 'ES', lang: 'es', dir: 'ltr' },
  { code: 'AR', lang: 'ar', dir: 'rtl' },
] as const;

/**
 * The dayjs locales the page downloaded, in order: a locale module registers itself under its name (`name:"ru"`),
 * and it travels in the chunk of its language's shell texts.
 */
function recordDayjsLocales(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const match of body.matchAll(/\bname:"(zh-cn|zh-tw|th|ja|vi|ru|pt|es|ar)"/g)) seen.push(match[1]!);
  });
  return seen;
}

for (const { code, lang, dir } of LANGUAGES) {
  test(`${code}: the shell, common and promotions texts, <html lang dir>`, async ({ page }) => {
    const host = { ...texts(HOST, code), ...texts(`${HOST}/login`, code) };
    const promotions = texts(PROMOTIONS, code);
    await page.goto(`/login?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const login = page.getByTestId('login-page');
    await expect(login.getByRole('heading', { level: 1 })).toHaveText(host.login_title!);
    await expect(login.locator('button[type="submit"]')).toHaveText(host.login_submit!);
    await expect(page.getByTestId('register-link')).toHaveText(host.register_now!);
    // `common` (RU, PT, ES and AR from their lazy chunk): the header's log-in button.
    await expect(page.getByTestId('login-link')).toHaveText(common(code).login!);
    await expect(page.getByRole('link', { name: host.nav_home!, exact: true }).first()).toBeVisible();
    await expect(page.getByText(host.footer_18!)).toBeVisible();

    await page.goto(`/promotions?lang=${code}`);
    const area = page.getByTestId('promotions-page');
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(promotions.promotions_title!);
    await expect(area.getByText(promotions.tab_all!, { exact: true }).first()).toBeVisible();
    // No text fell back to English: the EN title is not on the page (unless it is the same word).
    const english = texts(PROMOTIONS, 'EN');
    expect(english.promotions_title).not.toBe(promotions.promotions_title);
    await expect(area.getByText(english.promotions_title!, { exact: true })).toHaveCount(0);
  });
}

for (const code of ['RU', 'AR'] as const) {
  test(`${code}: a member reads the promotions member texts (their own on-demand chunk)`, async ({
    page,
  }) => {
    const member = texts('remotes/promotions/src/i18n/locales/member', code);
    await logIn(page, 'player01', '', `?lang=${code}`);
    const count = page.getByTestId('account-bar').getByTestId('promotion-count');
    await expect(count).toHaveAttribute('aria-label', member.available_count!.replace('{{count}}', '6'));
    await page.goto(`/promotions?lang=${code}`);
    const form = page.getByTestId('promo-code-form');
    await form.locator('input[name="promoCode"]').fill('NOPE');
    await form.getByRole('button', { name: texts(PROMOTIONS, code).promo_code_submit! }).click();
    await expect(form.getByTestId('promo-code-error')).toHaveText(member.promo_code_invalid!);
  });
}

test('money takes the separators of the language, Latin digits in Arabic', async ({ page }) => {
  const NBSP = '\u00a0';
  await logIn(page, 'player01', '', '?lang=RU');
  await expect(page.getByTestId('account-balance')).toHaveText(`¥12${NBSP}634,17`);
  await page.goto('/?lang=PT');
  await expect(page.getByTestId('account-balance')).toHaveText('¥12.634,17');
  await page.goto('/?lang=AR');
  await expect(page.getByTestId('account-balance')).toHaveText('¥12,634.17');
  await page.goto('/?lang=CN');
  await expect(page.getByTestId('account-balance')).toHaveText('¥12,634.17');
});

test("dayjs's locale comes with the language, and only that one", async ({ page }) => {
  const fetched = recordDayjsLocales(page);
  await page.goto('/?lang=RU');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect.poll(() => fetched).toEqual(['ru']);
  await page.goto('/?lang=ES');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect.poll(() => fetched).toEqual(['ru', 'es']);
});
