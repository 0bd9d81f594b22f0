import { expect, test, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { DEFAULT_PASSWORD, injectFault, LITE, lastCaptcha, lastSms, PASSWORD, resetSandbox } from './support';

// The front door through the real site (spec/shell.md §2-§9, issue 6). Pages run in cimode: texts are message keys.
const AUTH_CODE = '123456';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Fill the login page's username form and submit. */
async function submitLoginPage(page: Page, username: string, password = PASSWORD): Promise<void> {
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

test('the login page has its parts and logs in to the next page', async ({ page }) => {
  await page.goto('/login?lang=cimode&next=%2Fpromotions');
  await expect(page.getByTestId('login-page')).toContainText('login_title');
  await expect(page.getByRole('link', { name: 'register_now' })).toHaveAttribute('href', '/register');
  await expect(page.getByTestId('free-play')).toBeVisible();
  await expect(page.getByTestId('forgot-password')).toBeVisible();
  const sideLinks = page.getByRole('navigation', { name: 'login_side_links' });
  await expect(sideLinks.getByRole('link', { name: 'app_download' })).toHaveAttribute('href', '/download');
  await expect(sideLinks.getByRole('button', { name: 'customer_service' })).toBeVisible();
  // No SpeedTest resource with a URL in the demo settings: no speed check link.
  await expect(page.getByTestId('speed-test-link')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText([
    'login_type_username',
    'login_type_sms',
    'login_type_mobile',
  ]);

  // Empty fields: the incorrect-password prompt, nothing sent.
  await page.getByTestId('login-page').locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText('in_incorrect_password');

  await submitLoginPage(page, '  player01 ');
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(page).toHaveURL(/\/promotions$/);
});

test('the side links show the speed check when a SpeedTest resource has a URL, and the left image', async ({
  page,
  request,
}) => {
  const patch = await request.patch('/__sandbox/merchants/demo', {
    data: {
      settings: {
        resources: [
          { resourceType: 'SpeedTest', url: 'https://speed.example.com/' },
          { resourceType: 'LoginLeftImage', url: '/wps/res/img/banners/1.svg' },
        ],
      },
    },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  await page.goto('/login?lang=cimode');
  // The link is shown because the SpeedTest resource has a URL; it opens the site's own line speed-test page.
  await expect(page.getByTestId('speed-test-link')).toHaveAttribute('href', '/speedtest');
  await expect(page.locator('img.host-login-page__side')).toHaveAttribute(
    'src',
    '/wps/res/img/banners/1.svg',
  );
});

test('the header login button opens the login modal: focus in, Escape closes and returns focus; logs in @journey', async ({
  page,
}) => {
  await page.goto('/?lang=cimode');
  const opener = page.getByTestId('login-link');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'login_title' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.locator('input[name="username"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.locator('input[name="username"]').fill('player01');
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/\?lang=cimode$/);
});

test('a wrong password shows the server message and keeps the typed username; one click sends once', async ({
  page,
}) => {
  await page.goto('/login?lang=cimode');
  let logins = 0;
  page.on('request', (r) => r.url().endsWith('/wps/session/login') && logins++);
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill('player01');
  await form.locator('input[name="password"]').fill('wrong-password');
  await form.locator('button[type="submit"]').dblclick();
  await expect(form.getByRole('alert')).toHaveText('用户名或密码错误');
  await expect(form.locator('input[name="username"]')).toHaveValue('player01');
  expect(logins).toBe(1);
});

test('a server timeout keeps everything typed and shows a translated message', async ({ page, request }) => {
  await page.goto('/login?lang=cimode');
  await injectFault(request, { method: 'POST', path: '/wps/session/login', status: 504, times: 1 });
  await submitLoginPage(page, 'player01');
  // The catalogue's timeout dialog (spec/shell.md §8), and the form says it too.
  const dialog = page.getByRole('dialog', { name: 'timeout_retry_please' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(page.getByTestId('login-page').getByRole('alert')).toHaveText('timeout_retry_please');
  const form = page.getByTestId('login-page');
  await expect(form.locator('input[name="username"]')).toHaveValue('player01');
  await expect(form.locator('input[name="password"]')).toHaveValue(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test('the captcha is demanded after repeated failures (lite: image captcha) and then sent', async ({
  page,
  request,
}) => {
  await page.goto(`${LITE}/login?lang=cimode`);
  const form = page.getByTestId('login-page');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    await submitLoginPage(page, 'player01', 'wrong-password');
    await answered;
    await expect(form.getByRole('alert')).toBeVisible();
    // Demanded from the third failure on, not before.
    if (attempt < 3) await expect(page.getByTestId('captcha-image')).toHaveCount(0);
  }
  const captcha = form.locator('input[name="captcha"]');
  await expect(captcha).toBeVisible();
  await expect(page.getByTestId('captcha-image').getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(page.getByTestId('captcha-image')).toHaveAttribute('data-state', 'waiting');
  // The right password without the captcha is refused now.
  await form.locator('input[name="password"]').fill(PASSWORD);
  await captcha.fill('0000');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(captcha).toHaveValue('');
  await expect(form.locator('input[name="username"]')).toHaveValue('player01');
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await captcha.fill(await lastCaptcha(request, 'lite'));
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test.describe('two-factor (secure01: E and G)', () => {
  test('G: required field, wrong code cleared with the server warning, right code gets in', async ({
    page,
  }) => {
    await page.goto('/login?lang=cimode');
    await submitLoginPage(page, 'secure01');
    const modal = page.getByRole('dialog', { name: 'two_factor_title' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('tab')).toHaveText(['two_factor_tab_ga', 'two_factor_tab_email']);
    expect(await modal.evaluate((el) => el.getBoundingClientRect().width)).toBe(660);
    await modal.locator('button[type="submit"]').click();
    await expect(modal.getByRole('alert')).toHaveText('in_please_information');
    await expect(modal.locator('input[name="authCode"]')).toBeFocused();

    await modal.locator('input[name="authCode"]').fill('000000');
    await modal.locator('button[type="submit"]').click();
    const warning = page.getByRole('dialog', { name: '验证失败' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button').click();
    await expect(modal.locator('input[name="authCode"]')).toHaveValue('');

    await modal.locator('input[name="authCode"]').fill(AUTH_CODE);
    await modal.locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-bar')).toContainText('secure01');
    await expect(page.getByRole('status').filter({ hasText: 'two_factor_passed' })).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('E: the email tab verifies with the account email', async ({ page }) => {
    await page.goto('/login?lang=cimode');
    await submitLoginPage(page, 'secure01');
    const modal = page.getByRole('dialog', { name: 'two_factor_title' });
    await modal.getByRole('tab', { name: 'two_factor_tab_email' }).click();
    await modal.locator('input[name="email"]').fill('secure01@example.com');
    await modal.locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-bar')).toContainText('secure01');
  });
});

test.describe('two-factor (secure02: S and P, on lite where the SMS code needs no geetest)', () => {
  test('P: the payee name gets in', async ({ page }) => {
    await page.goto(`${LITE}/login?lang=cimode`);
    await submitLoginPage(page, 'secure02');
    const modal = page.getByRole('dialog', { name: 'two_factor_title' });
    await expect(modal.getByRole('tab')).toHaveText(['two_factor_tab_payeeName', 'two_factor_tab_sms']);
    await modal.locator('input[name="payeeName"]').fill('Secure 02 Payee');
    await modal.locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-bar')).toContainText('secure02');
  });

  test('S: a code texted to the number gets in', async ({ page, request }) => {
    await page.goto(`${LITE}/login?lang=cimode`);
    await submitLoginPage(page, 'secure02');
    const modal = page.getByRole('dialog', { name: 'two_factor_title' });
    await modal.getByRole('tab', { name: 'two_factor_tab_sms' }).click();
    await modal.locator('input[name="mobileNum"]').fill('13800000007');
    const sms = page.waitForRequest((r) => r.url().endsWith('/wps/verification/sms/noLogin'));
    await modal.getByTestId('two-factor-send-code').click();
    expect((await sms).postDataJSON()).toEqual({ mobileNum: '13800000007' });
    await expect(modal.getByTestId('two-factor-send-code')).toBeDisabled();
    await modal.locator('input[name="verificationCode"]').fill((await lastSms(request, '13800000007')).code);
    await modal.locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-bar')).toContainText('secure02');
  });
});

test('newbie01 with the default password must change it first, then lands on /index', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  await submitLoginPage(page, 'newbie01', DEFAULT_PASSWORD);
  const panel = page.getByRole('dialog', { name: 'change_password_title' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('change_password_default');
  // The old password is not asked when it is the default; the panel cannot be dismissed.
  await expect(panel.locator('input[name="oldPassword"]')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLogin'))).toContain('newbie01');

  await panel.locator('input[name="newPassword"]').fill('abc');
  await panel.locator('input[name="confirmNewPassword"]').fill('abc');
  await panel.locator('button[type="submit"]').click();
  await expect(panel.getByRole('alert')).toHaveText('in_password_incorrect');
  await panel.locator('input[name="newPassword"]').fill('abc12345');
  await panel.locator('input[name="confirmNewPassword"]').fill('abc12346');
  await panel.locator('button[type="submit"]').click();
  await expect(panel.getByRole('alert')).toHaveText('in_confirmation_correct');
  await panel.locator('input[name="confirmNewPassword"]').fill('abc12345');
  await panel.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-bar')).toContainText('newbie01');
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLogin'))).toBeNull();
});

test('expired01 must change the expired password, old password asked', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  await submitLoginPage(page, 'expired01');
  const panel = page.getByRole('dialog', { name: 'change_password_title' });
  await expect(panel).toContainText('change_password_expired');
  await panel.locator('input[name="oldPassword"]').fill(PASSWORD);
  await panel.locator('input[name="newPassword"]').fill('newpass12');
  await panel.locator('input[name="confirmNewPassword"]').fill('newpass12');
  await panel.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-bar')).toContainText('expired01');
});

test('mobile-code login (lite): valid number needed, code request on the wire, countdown, then in', async ({
  page,
  request,
}) => {
  await page.goto(`${LITE}/login?lang=cimode`);
  await page.getByRole('tab', { name: 'login_type_sms' }).click();
  const form = page.getByTestId('login-page');
  const send = form.getByTestId('send-code');
  await form.locator('input[name="mobileNum"]').fill('12345');
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('br_enright_cphone');

  await form.locator('input[name="mobileNum"]').fill('13800000001');
  const sms = page.waitForRequest((r) => r.url().endsWith('/wps/verification/sms/noLogin'));
  await send.click();
  expect((await sms).postDataJSON()).toEqual({ mobileNum: '13800000001', countryDialingCode: '86' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveText('code_resend_in');
  await form.locator('input[name="verificationCode"]').fill((await lastSms(request, '13800000001')).code);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test('mobile-code login on demo (GEETESTVCODE3): the geetest v4 check first, its result sent with the request', async ({
  page,
  request,
}) => {
  await page.goto('/login?lang=cimode');
  await page.getByRole('tab', { name: 'login_type_sms' }).click();
  const form = page.getByTestId('login-page');
  await form.locator('input[name="mobileNum"]').fill('13800000001');
  const sms = page.waitForRequest((r) => r.url().endsWith('/wps/verification/sms/noLogin'));
  await form.getByTestId('send-code').click();
  const panel = page.getByTestId('geetest-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('geetest-verify').click();
  const body = (await sms).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ mobileNum: '13800000001', countryDialingCode: '86' });
  expect(body.geetestValidateV4).toMatchObject({
    lot_number: expect.any(String),
    captcha_output: expect.any(String),
  });
  await expect(form.getByTestId('send-code')).toBeDisabled();
  await form.locator('input[name="verificationCode"]').fill((await lastSms(request, '13800000001')).code);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test('switching login type clears the fields', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill('player01');
  await page.getByRole('tab', { name: 'login_type_mobile' }).click();
  await expect(form.locator('input[name="username"]')).toHaveCount(0);
  await form.locator('input[name="mobileNum"]').fill('13800000001');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('tab', { name: 'login_type_username' }).click();
  await expect(form.locator('input[name="username"]')).toHaveValue('');
  await expect(form.locator('input[name="password"]')).toHaveValue('');
});

test('mobile number and password login', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  await page.getByRole('tab', { name: 'login_type_mobile' }).click();
  const form = page.getByTestId('login-page');
  await form.locator('input[name="mobileNum"]').fill('13800000001');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
});

test('free play gives a demo account (device id on the wire) that the member centre refuses', async ({
  page,
}) => {
  await page.goto('/login?lang=cimode');
  const call = page.waitForRequest((r) => r.url().endsWith('/wps/session/login/freeplay'));
  await page.getByTestId('free-play').click();
  const body = (await call).postDataJSON() as { deviceId: string };
  expect(body.deviceId).toHaveLength(36);
  expect(body.deviceId).toBe(await page.evaluate(() => localStorage.getItem('deviceId')));
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await page.goto('/member?lang=cimode');
  await expect(page.getByRole('dialog')).toContainText('in_need_true_account');
});

test('free play refusals: switched off after the page loaded shows freeplay.disabled; lite has no button', async ({
  page,
  request,
}) => {
  await page.goto('/login?lang=cimode');
  await expect(page.getByTestId('free-play')).toBeVisible();
  const patch = await request.patch('/__sandbox/merchants/demo', { data: { whitelabel: { FREEPLAY3: 0 } } });
  expect(patch.ok(), await patch.text()).toBe(true);
  await page.getByTestId('free-play').click();
  await expect(page.getByRole('dialog')).toContainText('freeplay.disabled');
  await expect(page.getByTestId('login-link')).toBeVisible();

  await page.goto(`${LITE}/login?lang=cimode`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('free-play')).toHaveCount(0);
});

test('logout asks first; cancel keeps the session, confirm clears storage but the merchant code', async ({
  page,
}) => {
  await page.goto('/login?lang=cimode');
  await submitLoginPage(page, 'player01');
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await page.getByTestId('logout-button').click();
  const confirm = page.getByRole('alertdialog', { name: 'logout_confirm' });
  await confirm.getByRole('button', { name: 'cancel' }).click();
  await expect(page.getByTestId('account-bar')).toBeVisible();

  const logout = page.waitForRequest((r) => r.url().endsWith('/wps/session/logout'));
  await page.getByTestId('logout-button').click();
  await confirm.getByRole('button', { name: 'confirm' }).click();
  const sent = await logout;
  expect(sent.method()).toBe('DELETE');
  expect(sent.headers().authorization).toBeTruthy();
  await expect(page.getByTestId('login-link')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SITE}/?$`));
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    account: localStorage.getItem('account'),
    merchantCode: localStorage.getItem('merchantCode'),
  }));
  expect(stored).toEqual({ token: null, account: null, merchantCode: 'demo' });
});

test('a 401 signs out and reloads the site root', async ({ page, request }) => {
  await page.goto('/login?lang=cimode');
  await submitLoginPage(page, 'player01');
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  // The post-login balance call must be done first, or it meets the fault and opens the dialog before the click.
  await expect(page.getByTestId('account-balance')).not.toHaveText('—');
  await injectFault(request, { method: 'GET', path: '/wps/v2/wallets/balance', status: 401 });
  await page.getByTestId('account-bar').getByRole('button', { name: 'refresh_balance' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/$`));
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('merchantCode'))).toBe('demo');
});

test('an action that needs a login asks first (in_sorry_in), then the login popup modal logs in where the member is', async ({
  page,
}) => {
  await page.goto('/electron?lang=cimode');
  const lobby = page.getByTestId('games-lobby');
  await lobby.locator('.gl-card__play').first().click();
  const prompt = page.getByRole('alertdialog').filter({ hasText: 'in_sorry_in' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'login' }).click();
  const popup = page.getByTestId('access-modal-loginPopup');
  await expect(popup).toHaveAttribute('role', 'dialog');
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  await popup.locator('input[name="username"]').fill('player01');
  await popup.locator('input[name="password"]').fill(PASSWORD);
  await popup.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/electron\?lang=cimode$/);
});
