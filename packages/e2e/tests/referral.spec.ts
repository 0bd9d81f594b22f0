import { expect, test, type Page } from './policy-watch';
import { expectCustomerService, logInAt, patchMerchant, resetSandbox } from './support';

// The referral click rules (issue 9; spec/shell.md §4 "Referral click", §6): the "Invite friends" entry of the
// right-side quick links. Agent → agent centre register page; member with REFERRAL → the member centre's referral
// page; other members → customer service; visitor → the friend overview overlay.

test.beforeEach(async ({ request }) => resetSandbox(request));

const entry = (page: Page) => page.getByTestId('quick-links').getByTestId('referral-entry');

/** Log in through the login page, then show the home page with message keys for texts. */
async function logInAs(page: Page, account: string): Promise<void> {
  await logInAt(page, account, '/?lang=cimode');
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

test.describe('visitor', () => {
  test('the friend overview overlay: labelled modal, focus moved in, kept in, returned on close', async ({
    page,
  }) => {
    await page.goto('/?lang=cimode');
    await expect(entry(page)).toHaveText('referral_entry');
    await expect(entry(page)).toHaveAttribute('aria-expanded', 'false');
    await entry(page).click();

    const overlay = page.getByRole('dialog', { name: 'referral_overview_title' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('aria-modal', 'true');
    await expect(entry(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(overlay.getByRole('heading')).toHaveText('referral_overview_title');
    await expect(overlay).toContainText('referral_overview_intro');
    await expect(overlay.getByRole('listitem')).toHaveText([
      'referral_overview_step_share',
      'referral_overview_step_join',
      'referral_overview_step_reward',
    ]);
    const register = overlay.getByTestId('friend-overview-register');
    await expect(register).toBeFocused();
    // Three controls: Tab goes round inside the overlay.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(register).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(overlay.getByRole('button', { name: 'close' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(entry(page)).toBeFocused();
    await expect(entry(page)).toHaveAttribute('aria-expanded', 'false');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Register and Login open the access modals in its place', async ({ page }) => {
    await page.goto('/?lang=cimode');
    const overlay = page.getByRole('dialog', { name: 'referral_overview_title' });
    await entry(page).click();
    await overlay.getByTestId('friend-overview-register').click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByTestId('access-modal-register')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('access-modal-register')).toHaveCount(0);

    await entry(page).click();
    await overlay.getByTestId('friend-overview-login').click();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByTestId('access-modal-login')).toBeVisible();
  });
});

test.describe('logged in', () => {
  test('a member with REFERRAL on goes to the referral page of the member centre', async ({ page }) => {
    await logInAs(page, 'player01');
    await entry(page).click();
    await expect(page).toHaveURL(/\/member\/referral$/);
    await expect(page.getByRole('dialog', { name: 'referral_overview_title' })).toHaveCount(0);
  });

  test('a member with REFERRAL off gets customer service, and stays on the page', async ({
    page,
    request,
  }) => {
    await patchMerchant(request, 'demo', { whitelabel: { REFERRAL: 0 } });
    await logInAs(page, 'player01');
    const before = page.url();
    await expectCustomerService(page, () => entry(page).click());
    expect(page.url()).toBe(before);
    await expect(page.getByRole('dialog', { name: 'referral_overview_title' })).toHaveCount(0);
  });

  test('an agent goes to the agent centre register page, REFERRAL on or off', async ({ page, request }) => {
    await logInAs(page, 'agent01');
    await entry(page).click();
    await expect(page).toHaveURL(/\/member\/agentRegister$/);

    await patchMerchant(request, 'demo', { whitelabel: { REFERRAL: 0 } });
    await page.goto('/?lang=cimode');
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await entry(page).click();
    await expect(page).toHaveURL(/\/member\/agentRegister$/);
  });
});
