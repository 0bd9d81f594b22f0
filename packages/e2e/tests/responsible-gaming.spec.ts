import { expect, test, type Page, type Request } from './policy-watch';
import { logIn, logInAt, patchMerchant, resetSandbox } from './support';

// Responsible gaming (issue 13, beyond the spec): self-set deposit and session limits kept and enforced by the
// sandbox with a 24 h cooling-off period before a raise applies, and the reality check every N minutes of play
// (a merchant setting, off by default) wherever the member is on the site. Texts are message keys (cimode).

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The page's calls under way (HTTP; the realtime WebSocket is not one). */
const callsInFlight = new WeakMap<Page, Set<Request>>();

test.beforeEach(({ page }) => {
  const open = new Set<Request>();
  callsInFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
});

/**
 * Wait until no call is in flight before jumping the page's clock: a jump of minutes fires the request timeout of a
 * call still under way (the site then rightly says it timed out), which is not what these tests look at.
 */
async function quiet(page: Page): Promise<void> {
  await expect.poll(() => callsInFlight.get(page)!.size, { message: 'calls in flight' }).toBe(0);
}

test('limits: a first limit applies at once, a raise waits for the cooling-off period', async ({ page }) => {
  await logInAt(page, 'player01', '/member/responsibleGaming?lang=cimode');
  const view = page.getByTestId('page-responsible-gaming');
  // A wrong figure: the field says so, and its message describes it.
  await view.locator('input[name="depositLimit"]').fill('-3');
  await expect(view.locator('input[name="depositLimit"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(view.locator('input[name="depositLimit"]')).toHaveAccessibleDescription('rg_deposit_invalid');
  await view.locator('input[name="depositLimit"]').fill('300');
  await view.locator('input[name="sessionLimit"]').fill('90');
  await page.getByTestId('rg-save').click();
  await expect(page.getByTestId('rg-saved')).toBeVisible();
  await expect(page.getByTestId('rg-deposit-status')).toHaveText('rg_current');
  await expect(page.getByTestId('rg-deposit-remaining')).toBeVisible();

  await view.locator('input[name="depositLimit"]').fill('5000');
  await page.getByTestId('rg-save').click();
  await expect(page.getByTestId('rg-deposit-status')).toContainText('rg_pending');
  // After a reload the pending raise is still there.
  await page.reload();
  await expect(page.getByTestId('rg-deposit-status')).toContainText('rg_pending');
  await expect(view.locator('input[name="depositLimit"]')).toHaveValue('5000.00');
});

test('a deposit above the self-set limit is refused by the sandbox with a clear message', async ({
  page,
}) => {
  await logInAt(page, 'player01', '/member/responsibleGaming?lang=cimode');
  await page.locator('input[name="depositLimit"]').fill('300');
  await page.getByTestId('rg-save').click();
  await expect(page.getByTestId('rg-saved')).toBeVisible();

  // Through the deposit page: refused, worded by the message key of the sandbox's code; the amount typed stays.
  await page.goto('/member/depositv2?lang=cimode');
  await page.getByTestId('deposit-page').locator('input[name="methodCode"][value="BANK"]').check();
  await page.getByTestId('deposit-amount').fill('500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toHaveText('err_deposit_limit_exceeded');
  await expect(page.getByTestId('deposit-amount')).toHaveValue('500');

  // And the API itself: the error code the site words as err_deposit_limit_exceeded.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/wps/member/deposit', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: 'demo',
        Authorization: localStorage.getItem('token') ?? '',
      },
      body: JSON.stringify({ methodCode: 'BANK', amount: '301' }),
    });
    return response.json();
  });
  expect(answer).toMatchObject({
    success: false,
    errorCode: 'deposit.limit.exceeded',
    value: { limit: '300.00', remaining: '300.00' },
  });
});

test('the reality check is off by default', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'player01');
  await page.goto('/?lang=cimode');
  await quiet(page);
  await page.clock.fastForward('02:00:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
});

test('the reality check appears after the configured time, anywhere on the site; continue, then log out', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { settings: { responsibleGaming: { realityCheckMinutes: 30 } } });
  await page.clock.install();
  await logIn(page, 'player01');
  // The widget has started its timer once it has read the session's start.
  const started = page.waitForResponse((r) => r.url().includes('/wps/member/session/summary'));
  await page.goto('/electron?lang=cimode');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await started;

  await quiet(page);
  await page.clock.fastForward('20:00');
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await page.clock.fastForward('10:30');
  const dialog = page.getByRole('dialog', { name: 'rc_title' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('reality-check-elapsed')).toHaveText('rc_elapsed');
  await expect(page.getByTestId('reality-check-net')).toHaveText('rc_net');
  await expect(page.getByTestId('reality-check-continue')).toBeFocused();

  await page.getByTestId('reality-check-continue').click();
  await expect(dialog).toHaveCount(0);
  const restarted = page.waitForResponse((r) => r.url().includes('/wps/member/session/summary'));
  await page.goto('/member/betRecord?lang=cimode');
  await expect(page.getByTestId('page-bet-record')).toBeVisible();
  await restarted;
  await quiet(page);
  await page.clock.fastForward('31:00');
  await expect(dialog).toBeVisible();
  await page.getByTestId('reality-check-logout').click();
  await expect(page.getByTestId('login-link')).toBeVisible();
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
});

test('the session limit is enforced by the sandbox: game launches are refused once it is used up', async ({
  page,
  request,
}) => {
  await logInAt(page, 'player01', '/member/responsibleGaming?lang=cimode');
  await page.locator('input[name="sessionLimit"]').fill('15');
  await page.getByTestId('rg-save').click();
  await expect(page.getByTestId('rg-session-status')).toHaveText('rg_current');

  const launch = () =>
    page.evaluate(async () => {
      const response = await fetch('/wps/game/launchGame?vassalage=PG&gameId=1&accountType=1', {
        headers: { Merchant: 'demo', Authorization: localStorage.getItem('token') ?? '' },
      });
      return (await response.json()).errorCode as string | null;
    });
  expect(await launch()).not.toBe('session.limit.reached');
  const advanced = await request.post('/__sandbox/clock', { data: { advanceMs: 15 * 60_000 } });
  expect(advanced.ok()).toBe(true);
  expect(await launch()).toBe('session.limit.reached');
});
