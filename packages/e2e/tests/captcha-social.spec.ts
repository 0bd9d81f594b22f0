import { expect, test, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { PASSWORD, patchMerchant, resetSandbox } from './support';

// Captcha kit and social sign-in (spec/shell.md §4 "Captcha widget", "Social login", §8). Under ?lang=cimode the
// page shows message keys, which the tests assert.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Opens the provider's stand-in page from the login page's social button and signs in as `who`. */
async function signInWithProvider(
  page: Page,
  button: 'social_google' | 'social_telegram',
  who: 'bound' | 'new',
) {
  const social = page.getByTestId('social-login');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    social.getByRole('button', { name: button }).click(),
  ]);
  const testId = who === 'bound' ? 'social-bound' : 'social-new';
  // The stand-in posts to this page and closes itself, sometimes before the click action has returned.
  const closed = popup.waitForEvent('close');
  await popup
    .getByTestId(testId)
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

/** The bind dialog after a new identity signed in with Google. */
async function openBindDialog(page: Page) {
  await page.goto('/login?lang=cimode');
  await signInWithProvider(page, 'social_google', 'new');
  const dialog = page.getByRole('dialog', { name: 'bind_title' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Focus moved into the dialog.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  return dialog;
}

test('firebase: a bound identity logs in with the §3 payload', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/session/login/firebase'));
  await signInWithProvider(page, 'social_google', 'bound');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    type: 'firebase',
    firebaseChannel: 'google',
    firebaseIdToken: expect.any(String),
    firebaseMobileNo: '13800000001',
  });
  expect(String(body.deviceId)).toHaveLength(36);
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test('firebase: a new identity → bind dialog → log in to player01 → logged in (wrong password keeps the typing)', async ({
  page,
}) => {
  const dialog = await openBindDialog(page);
  await dialog.getByRole('button', { name: 'bind_login_existing' }).click();
  await dialog.locator('input[name="username"]').fill('player01');
  await dialog.locator('input[name="password"]').fill('wrong-password');
  await dialog.getByRole('button', { name: 'bind_login_submit' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.locator('input[name="username"]')).toHaveValue('player01');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'bind_login_submit' }).click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(dialog).toBeHidden();
});

test('firebase: "register new" with auto-create (SSOREG3) makes an account and logs it in', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { MANUALREG3: 0, SSOREG3: 1 } });
  const dialog = await openBindDialog(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/wps/member/register/autoUsername'));
  await dialog.getByRole('button', { name: 'bind_register_new' }).click();
  expect((await (await created).json()).success).toBe(true);
  await expect(page.getByTestId('account-bar')).toContainText(/fb\d+/);
});

test('firebase: with MANUALREG3 "register new" opens the register modal; without SSOREG3 nor MANUALREG3 it is absent', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { MANUALREG3: 1, SSOREG3: 0 } });
  let dialog = await openBindDialog(page);
  await dialog.getByRole('button', { name: 'bind_register_new' }).click();
  await expect(page.getByRole('dialog', { name: 'register_title' })).toBeVisible();

  await patchMerchant(request, 'demo', { whitelabel: { MANUALREG3: 0, SSOREG3: 0 } });
  dialog = await openBindDialog(page);
  await expect(dialog.getByRole('button', { name: 'bind_login_existing' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'bind_register_new' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('firebase: no provider config shows "Site not support Google Service." and opens no popup', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { settings: { firebase: null } });
  await page.goto('/login?lang=cimode');
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await page.getByTestId('social-login').getByRole('button', { name: 'social_google' }).click();
  await expect(page.getByTestId('social-login').getByRole('alert')).toHaveText('site_not_support_google');
  await page.goto('/login?lang=en');
  await page.getByTestId('social-login').getByRole('button', { name: 'Google' }).click();
  await expect(page.getByTestId('social-login').getByRole('alert')).toHaveText(
    'Site not support Google Service.',
  );
  expect(popups).toBe(0);
});

test('telegram: the bot setting, the provider popup, the §3 payload, logged in', async ({ page }) => {
  await page.goto('/login?lang=cimode&referralCode=R100');
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/session/login/telegram'));
  await signInWithProvider(page, 'social_telegram', 'bound');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  const site = new URL(SITE);
  expect(body).toMatchObject({
    registerUrl: site.origin,
    domain: site.hostname,
    referralCode: 'R100',
    telegramAuth: { id: 7000001, hash: expect.any(String), auth_date: expect.any(Number) },
  });
  expect(String(body.deviceId)).toHaveLength(36);
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

/** The registration form past its agreement screen. */
async function openRegisterForm(page: Page) {
  await page.goto('/register?lang=cimode');
  await page.getByTestId('register-agree').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
}

for (const version of ['3', '4'] as const) {
  test(`geetest v${version} on registration (GEETEST3 + GEETESTTEST3): waiting → popup → success`, async ({
    page,
    request,
  }) => {
    await patchMerchant(request, 'demo', { settings: { gw: { GEETEST_VERSION: version } } });
    const script = page.waitForRequest((r) =>
      r.url().endsWith(version === '3' ? '/__sandbox/geetest/gt.js' : '/__sandbox/geetest/gt4.js'),
    );
    await openRegisterForm(page);
    await script;
    const widget = page.getByTestId('captcha-geetest');
    await expect(widget).toHaveAttribute('data-version', version);
    await expect(widget).toHaveAttribute('data-state', 'waiting');
    await widget.getByRole('button', { name: 'geetest_waiting' }).click();
    const panel = page.getByTestId('geetest-panel');
    await expect(panel).toBeVisible();
    // A second click while the popup is open: verify too fast.
    await page.evaluate(() =>
      (document.querySelector('[data-testid="captcha-geetest"] button') as HTMLButtonElement).click(),
    );
    await expect(widget.getByRole('alert')).toHaveText('verify_too_fast');
    await panel.getByTestId('geetest-verify').click();
    await expect(widget).toHaveAttribute('data-state', 'success');
    await expect(widget.getByRole('button', { name: 'geetest_success' })).toBeDisabled();
  });
}

test('geetest: a script that cannot load is retried once, then the error state shows the loader code', async ({
  page,
}) => {
  let requests = 0;
  await page.route('**/__sandbox/geetest/gt.js', (route) => {
    requests += 1;
    return route.abort();
  });
  await openRegisterForm(page);
  const widget = page.getByTestId('captcha-geetest');
  await expect(widget).toHaveAttribute('data-state', 'error');
  await expect(widget.getByRole('alert')).toHaveText('geetest_load_timeout (60205)');
  expect(requests).toBe(2);
  // The member tries again once the script is reachable.
  await page.unroute('**/__sandbox/geetest/gt.js');
  await widget.getByRole('button', { name: 'geetest_retry' }).click();
  await page.getByTestId('geetest-panel').getByTestId('geetest-verify').click();
  await expect(widget).toHaveAttribute('data-state', 'success');
});
