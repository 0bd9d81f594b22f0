import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { PASSWORD, resetSandbox } from './support';

// Phones with a manually set clock are common: the sealed login must carry the server's time, not the device's.
const HOUR = 3_600_000;

test.beforeEach(async ({ request }) => resetSandbox(request));

async function moveSandboxClock(request: APIRequestContext, advanceMs: number): Promise<void> {
  const response = await request.post('/__sandbox/clock', { data: { advanceMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function logInOnPage(page: Page): Promise<void> {
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill('player01');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: 'login_submit' }).click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
}

test('logs in with the sandbox clock an hour ahead of the browser', async ({ page, request }) => {
  await moveSandboxClock(request, HOUR);
  await page.goto('/login?lang=cimode');
  await logInOnPage(page);
});

test('logs in with the browser clock an hour ahead of the sandbox', async ({ page }) => {
  // Only the clock moves: timers keep running, as on a phone whose owner set the time by hand.
  await page.clock.setFixedTime(Date.now() + HOUR);
  await page.goto('/login?lang=cimode');
  await logInOnPage(page);
});

test('logs in again after the sandbox clock jumped while the page was open (one re-read of the server time)', async ({
  page,
  request,
}) => {
  await page.goto('/login?lang=cimode');
  await logInOnPage(page);
  await moveSandboxClock(request, HOUR);
  await page.getByTestId('logout-button').click();
  await page
    .getByRole('alertdialog', { name: 'logout_confirm' })
    .getByRole('button', { name: 'confirm' })
    .click();
  await expect(page.getByTestId('login-link')).toBeVisible();
  // Same page, so the key and the clock offset learned at the first login are still cached.
  const keyAnswers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/wps/system/encryption-key')) keyAnswers.push(r.status());
  });
  const logins: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/wps/session/login')) logins.push((await r.json()).errorCode ?? 'ok');
  });
  await page.getByTestId('login-link').click();
  const modal = page.getByTestId('access-modal-login');
  await modal.locator('input[name="username"]').fill('player01');
  await modal.locator('input[name="password"]').fill(PASSWORD);
  await modal.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  // The listener reads each answer's body after the page has it: the second may still be on its way here.
  await expect.poll(() => logins).toEqual(['encryption.stale', 'ok']);
  expect(keyAnswers).toEqual([200]);
});
