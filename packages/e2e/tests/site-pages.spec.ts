import { expect, test, type Page } from './policy-watch';
import { lastCaptcha, LITE, logIn, patchMerchant, resetSandbox } from './support';

// The site pages through the real site (issue 9): help centre, app download, line speed test, feedback. Pages run in
// cimode: texts are message keys; server texts (help, download setting) come in the default language, CN.
test.beforeEach(async ({ request }) => resetSandbox(request));

const CONTENT = '充值后余额没有到账，请帮忙查一下，谢谢！'; // 20 characters

test.describe('help centre', () => {
  test('menu, first section by default, toggles with aria-expanded, a link picks its section', async ({
    page,
  }) => {
    await page.goto('/help?lang=cimode');
    const menu = page.getByRole('navigation', { name: 'help_menu' });
    const content = page.getByTestId('help-content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('help_title');
    await expect(content).toHaveAttribute('data-tag', 'about');
    await expect(content.getByRole('heading', { level: 2 })).toHaveText('关于我们');

    const deposit = menu.getByRole('button', { name: /存款帮助/ });
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '银行转账' })).toHaveCount(0);
    await deposit.click();
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: '银行转账' }).click();
    await expect(page).toHaveURL(/\/help\?lang=cimode#deposit-bank$/);
    await expect(content).toHaveAttribute('data-tag', 'deposit-bank');
    await expect(menu.getByRole('link', { name: '银行转账' })).toHaveAttribute('aria-current', 'true');
    await deposit.click();
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');
  });

  test('the hash picks a nested section (groups opened), an unknown one falls back; /helpmc too', async ({
    page,
  }) => {
    await page.goto('/help?lang=cimode#faq-password');
    const menu = page.getByRole('navigation', { name: 'help_menu' });
    await expect(page.getByTestId('help-content')).toHaveAttribute('data-tag', 'faq-password');
    await expect(menu.getByRole('button', { name: /常见问题/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: /账户问题/ })).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/helpmc?lang=cimode#no-such-section');
    await expect(page.getByTestId('help-page')).toHaveAttribute('data-variant', 'member');
    await expect(page.getByTestId('help-content')).toHaveAttribute('data-tag', 'about');
  });

  test('an encoded hash is decoded, and the server HTML is sanitised (no script, handler or javascript: link)', async ({
    page,
  }) => {
    await page.goto(`/help?lang=cimode#${encodeURIComponent('责任博彩')}`);
    const content = page.getByTestId('help-content');
    await expect(content).toHaveAttribute('data-tag', '责任博彩');
    await expect(content.locator('#help-responsible')).toContainText('请理性娱乐');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('[onerror]')).toHaveCount(0);
    await expect(content.getByText('危险链接')).not.toHaveAttribute('href', /javascript:/);
    await content.getByText('危险链接').click();
    expect(await page.evaluate(() => (window as { __helpXss?: string }).__helpXss)).toBeUndefined();
  });
});

test.describe('app download', () => {
  /** Is the canvas pixel at (x, y) dark? */
  const dark = (page: Page, testId: string, x: number, y: number) =>
    page
      .getByTestId(testId)
      .locator('canvas')
      .evaluate(
        (canvas: HTMLCanvasElement, [px, py]) => {
          const [r] = canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data;
          return r! < 128;
        },
        [x, y],
      );

  test('QR codes of the three apps (200 px, 20 px margin), links, texts of the language', async ({
    page,
  }) => {
    await page.goto('/download?lang=EN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the official app');
    await expect(page.getByTestId('download-description')).toHaveText('Every game, anywhere, any time.');
    const expected = {
      Android: 'https://download.example.com/qr/android',
      IOS: 'https://download.example.com/qr/ios',
      H5: 'https://m.example.com/',
    };
    for (const [type, value] of Object.entries(expected)) {
      const qr = page.getByTestId(`download-${type}`).locator('canvas');
      await expect(qr).toHaveAttribute('data-value', value);
      await expect(qr).toHaveAttribute('data-drawn', 'true');
      await expect(qr).toHaveAttribute('width', '200');
      // The quiet zone is white; the top-left finder pattern starts right after it.
      expect(await dark(page, `download-${type}`, 10, 10)).toBe(false);
      expect(await dark(page, `download-${type}`, 21, 21)).toBe(true);
    }
    const android = page.getByTestId('download-Android').getByRole('link');
    await expect(android).toHaveAttribute('href', 'https://download.example.com/app/wl.apk');
    await expect(android).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByTestId('download-H5').getByRole('link')).toHaveAttribute(
      'href',
      'https://m.example.com/',
    );
  });

  test('a language change shows the download texts of that language', async ({ page }) => {
    await page.goto('/download?lang=EN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the official app');
    await page.getByTestId('language-switcher').selectOption('JA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公式アプリをダウンロード');
    await expect(page.getByTestId('download-Android').getByRole('heading')).toHaveText('Android版');
  });

  test('the install-steps modal steps 270 px at a time through 6 images (dialog rules)', async ({ page }) => {
    await page.goto('/download?lang=cimode');
    const open = page.getByTestId('install-steps-open');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'install_steps_title' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const strip = page.getByTestId('install-steps-strip');
    await expect(strip.locator('img')).toHaveCount(6);
    await expect(strip).toHaveAttribute('data-offset', '0');
    await expect(dialog.getByRole('button', { name: 'step_previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await dialog.getByRole('button', { name: 'step_next' }).click();
    await dialog.getByRole('button', { name: 'step_next' }).click();
    await expect(strip).toHaveAttribute('data-offset', '540');
    await expect(strip).toHaveAttribute('style', /translateX\(-540px\)/);
    await expect(page.getByTestId('install-step-count')).toHaveText('3 / 6');
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'step_next' }).click();
    await expect(strip).toHaveAttribute('data-offset', '1350');
    await expect(dialog.getByRole('button', { name: 'step_next' })).toHaveAttribute('aria-disabled', 'true');
    // Focus stays inside: Tab from the last control wraps to the first (close, previous, next).
    await expect(dialog.getByRole('button', { name: 'step_next' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /close/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'step_next' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('iOS: the steps open and the profile opens 3000 ms later', async ({ page }) => {
    await page.clock.install();
    const profile: string[] = [];
    await page.route('https://download.example.com/**', async (route) => {
      profile.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'profile' });
    });
    await page.goto('/download?lang=cimode');
    await page.getByTestId('download-ios-button').click();
    await expect(page.getByRole('dialog', { name: 'install_steps_title' })).toBeVisible();
    await expect(page.getByTestId('ios-redirect-notice')).toHaveText('ios_profile_redirect');
    await expect(page.getByTestId('download-ios-button')).toBeDisabled();
    await page.clock.runFor(2900);
    expect(profile).toEqual([]);
    await page.clock.runFor(100);
    await expect.poll(() => profile).toEqual(['https://download.example.com/app/wl.mobileconfig']);
  });
});

test.describe('line speed test', () => {
  test('the login page links it only with a SpeedTest resource; rows, colours, unreachable, re-test, enter', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login?lang=cimode');
    const sideLinks = page.getByRole('navigation', { name: 'login_side_links' });
    await expect(sideLinks.getByRole('link', { name: 'app_download' })).toBeVisible();
    await expect(page.getByTestId('speed-test-link')).toHaveCount(0);
    await patchMerchant(request, 'demo', {
      settings: { resources: [{ resourceType: 'SpeedTest', url: 'https://speed.example.com/' }] },
    });
    // The settings are cached in session storage: a new visit reads the patched ones.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login?lang=cimode');
    await page.getByTestId('speed-test-link').click();
    await expect(page).toHaveURL(/\/speedtest$/);
    await page.goto('/speedtest?lang=cimode');

    const rows = page.getByTestId('speedtest-line');
    await expect(rows).toHaveCount(5);
    const cell = (host: string) => page.locator(`[data-origin*="//${host}:"] td`).nth(1);
    // Timed lines: a time in ms, coloured by its own threshold (the image at once, or an error still timed).
    for (const host of ['127.0.0.1', 'line2.localhost', 'nologo.localhost']) {
      await expect(cell(host)).toHaveAttribute('data-speed', /^[1-9][0-9]*$/);
      const speed = Number(await cell(host).getAttribute('data-speed'));
      const expected = speed <= 80 ? 'fast' : speed <= 150 ? 'normal' : 'slow';
      await expect(cell(host)).toHaveAttribute('data-class', expected);
      await expect(cell(host)).toHaveClass(new RegExp(`host-speed--${expected}`));
      await expect(cell(host)).toHaveText('speedtest_ms');
    }
    // The slow line answers after 400 ms: above 150, slow.
    await expect(cell('slow.localhost')).toHaveAttribute('data-class', 'slow');
    // The down line never answers: unreachable (0) once the probe gives up, 无法连通 by its key.
    await expect(cell('down.localhost')).toHaveAttribute('data-class', 'unreachable', { timeout: 20_000 });
    await expect(cell('down.localhost')).toHaveText('speedtest_unreachable');
    await expect(cell('down.localhost')).toHaveClass(/host-speed--unreachable/);

    // Re-test: the loader shows (the button waits), every line is timed again. The slow line's image is held
    // until its "testing" state has been seen, so the check does not race the line's 400 ms answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/\/slow\.localhost:\d+\/res\/logo\.png/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('speedtest-retest').click();
    await expect(page.getByRole('status').filter({ hasText: 'speedtest_testing' })).toBeVisible();
    await expect(page.getByTestId('speedtest-retest')).toBeDisabled();
    await expect(cell('slow.localhost')).toHaveAttribute('data-class', 'testing');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'speedtest_testing' })).toHaveCount(0);
    await expect(page.getByTestId('speedtest-retest')).toBeEnabled();
    await expect(cell('slow.localhost')).toHaveAttribute('data-class', 'slow');

    // Enter: the site at that address.
    const origin = (await rows.first().getAttribute('data-origin'))!;
    await rows.first().getByRole('button', { name: 'speedtest_enter' }).click();
    await page.waitForURL(`${origin}/`);
  });
});

test.describe('feedback', () => {
  /** Open the modal from the entry at the right edge. */
  async function openFeedback(page: Page) {
    await page.getByTestId('feedback-entry').click();
    const dialog = page.getByRole('dialog', { name: 'feedback_title' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    return dialog;
  }

  test('a visitor: counter, 20-500, hard max, captcha, no sender or image on the wire, closes after submit', async ({
    page,
    request,
  }) => {
    await page.goto(`${LITE}/?lang=cimode`);
    const dialog = await openFeedback(page);
    await expect(dialog.locator('input[name="file"]')).toHaveCount(0);
    await expect(page.getByTestId('feedback-sender')).toHaveCount(0);
    const types = dialog.locator('select[name="type"] option');
    expect(await types.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '6',
      '0',
    ]);
    const content = dialog.locator('textarea[name="content"]');
    await dialog.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toHaveText('not_empty');
    await expect(dialog.getByTestId('captcha-image')).toContainText('not_empty');

    await content.fill('   too short   ');
    await expect(page.getByTestId('feedback-counter')).toHaveText('9/500');
    await dialog.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-content-error')).toHaveText('feedback_content_length');
    await content.fill('x'.repeat(600));
    await expect(content).toHaveValue('x'.repeat(500));
    await expect(page.getByTestId('feedback-counter')).toHaveText('500/500');

    await content.fill(CONTENT);
    await expect(page.getByTestId('feedback-counter')).toHaveText('20/500');
    await dialog.locator('select[name="type"]').selectOption('4');
    // A wrong captcha: the server refuses it, the text stays.
    await dialog.locator('input[name="captcha"]').fill('0000');
    await dialog.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-error')).toBeVisible();
    await expect(content).toHaveValue(CONTENT);

    await expect(dialog.locator('input[name="captcha"]')).toHaveValue('');
    await dialog.locator('input[name="captcha"]').fill(await lastCaptcha(request, 'lite'));
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'POST');
    await dialog.getByTestId('feedback-submit').click();
    const body = (await sent).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toContain('name="content"');
    expect(body).toContain(CONTENT);
    expect(body).toContain('name="captcha"');
    expect(body).not.toContain('name="sender"');
    expect(body).not.toContain('name="file"');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('feedback_success')).toBeVisible();
    await expect(page.getByTestId('feedback-entry')).toBeFocused();
    const recorded = await (
      await request.get('/__sandbox/feedback', { headers: { Merchant: 'lite' } })
    ).json();
    expect(recorded.value).toEqual([
      expect.objectContaining({ sender: null, type: 4, content: CONTENT, file: null }),
    ]);
  });

  test('a logged-in member: jpg/jpeg/png only, one image and the sender on the wire', async ({
    page,
    request,
  }) => {
    await logIn(page, 'player01', LITE);
    await page.goto(`${LITE}/?lang=cimode`);
    const dialog = await openFeedback(page);
    await expect(page.getByTestId('feedback-sender')).toContainText('player01');
    const file = dialog.locator('input[name="file"]');
    await file.setInputFiles({ name: 'shot.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('feedback-file-error')).toHaveText('activity_apply_remark_limit2');
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await file.setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('feedback-file-error')).toHaveCount(0);
    await dialog.locator('textarea[name="content"]').fill(CONTENT);
    await dialog.locator('select[name="type"]').selectOption('6');
    await dialog.locator('input[name="captcha"]').fill(await lastCaptcha(request, 'lite'));
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'POST');
    await dialog.getByTestId('feedback-submit').click();
    // Chromium does not report bodies with a file part: the multipart request is checked here, its parts by what the
    // sandbox received.
    expect(await (await sent).headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    await expect(dialog).toHaveCount(0);
    const recorded = await (
      await request.get('/__sandbox/feedback', { headers: { Merchant: 'lite' } })
    ).json();
    expect(recorded.value).toEqual([
      expect.objectContaining({
        sender: 'player01',
        type: 6,
        file: { name: 'shot.png', type: 'image/png', size: 8 },
      }),
    ]);
  });

  test('without FEEDBACK3 there is no feedback entry', async ({ page, request }) => {
    await page.goto(`${LITE}/?lang=cimode`);
    await expect(page.getByTestId('feedback-entry')).toBeVisible();
    await patchMerchant(request, 'lite', { whitelabel: { FEEDBACK3: 0 } });
    await page.reload();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByTestId('feedback-entry')).toHaveCount(0);
  });
});
