import { expect, test } from './policy-watch';
import { expectAccessible } from './a11y';
import { logIn, logInAt, PASSWORD, resetSandbox, revealHomeWidgets } from './support';

/**
 * Accessibility of the shell's journeys (issue 17, acceptance 1): axe-core on the home page, login, registration (the
 * agreement and the form, with its errors shown), the two-factor modal and the deposit page, logged out and logged
 * in. A serious or critical violation fails. The pages run in English (real texts, so contrast and names are
 * measured as a player sees them) and the home page also in Arabic (right to left).
 */

// axe takes seconds a page on a shared machine, more on a worker's first page (a cold browser and site).
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => resetSandbox(request));

test.describe('logged out', () => {
  test('home page', async ({ page }) => {
    await page.goto('/?lang=EN');
    await revealHomeWidgets(page);
    await expectAccessible(page, '/ (EN)');
  });

  test('home page in Arabic (right to left)', async ({ page }) => {
    await page.goto('/?lang=AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await revealHomeWidgets(page);
    await expectAccessible(page, '/ (AR)');
  });

  test('login page, also with its error shown', async ({ page }) => {
    await page.goto('/login?lang=EN');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expectAccessible(page, '/login');
    await page.getByTestId('login-page').locator('button[type="submit"]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, '/login with an error');
  });

  test('login modal', async ({ page }) => {
    await page.goto('/?lang=EN');
    await page.getByTestId('login-link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the login modal', { include: '[role="dialog"]' });
  });

  test('registration: the agreement, the form and the form with its errors', async ({ page }) => {
    await page.goto('/register?lang=EN');
    await expect(page.getByTestId('register-agreement')).toBeVisible();
    await expectAccessible(page, '/register (agreement)');
    await page.getByTestId('register-agree').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await expectAccessible(page, '/register (form)');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-form').getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, '/register (errors)');
  });

  test('the two-factor modal, also with its error shown', async ({ page }) => {
    await page.goto('/login?lang=EN');
    const form = page.getByTestId('login-page');
    await form.locator('input[name="username"]').fill('secure01');
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    const modal = page.getByTestId('two-factor-form');
    await expect(modal).toBeVisible();
    await expectAccessible(page, 'the two-factor modal');
    await modal.locator('button[type="submit"]').click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'the two-factor modal with an error');
  });
});

test.describe('logged in', () => {
  test('home page', async ({ page }) => {
    await logInAt(page, 'player01', '/?lang=EN');
    await revealHomeWidgets(page);
    await expectAccessible(page, '/ (player01)');
  });

  test('deposit page', async ({ page }) => {
    await logInAt(page, 'player01', '/member/depositv2?lang=EN');
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expectAccessible(page, '/member/depositv2');
  });

  test('the logout confirmation', async ({ page }) => {
    await logIn(page, 'player01', '', '?lang=EN');
    await page.getByTestId('logout-button').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'the logout confirmation', { include: '[role="alertdialog"]' });
  });
});

test.describe('motion and targets', () => {
  test('prefers-reduced-motion ends animations and transitions at once', async ({ page }) => {
    const timings = () =>
      page.evaluate(() => {
        const probe = document.createElement('div');
        probe.className = 'wl-spinner__dot';
        document.body.append(probe);
        const tab = document.querySelector('.wl-tabs button')!;
        const result = {
          animation: parseFloat(getComputedStyle(probe).animationDuration),
          transition: parseFloat(getComputedStyle(tab).transitionDuration),
        };
        probe.remove();
        return result;
      });
    await page.goto('/login?lang=EN');
    await expect(page.locator('.wl-tabs button').first()).toBeVisible();
    const normal = await timings();
    expect(normal.animation).toBeGreaterThan(0.1);
    expect(normal.transition).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await timings();
    expect(reduced.animation).toBeLessThan(0.001);
    expect(reduced.transition).toBeLessThan(0.001);
  });

  test('touch targets of the header, the login page and the login modal are at least 24 x 24 px', async ({
    page,
  }) => {
    // A phone, where targets matter most.
    await page.setViewportSize({ width: 390, height: 844 });
    const small = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button, select, [role="button"], input:not([type="checkbox"])',
          ),
        ]
          .filter((el) => el.checkVisibility())
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
      );
    await page.goto('/login?lang=EN');
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(await small()).toEqual([]);
    await page.getByTestId('login-link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await small()).toEqual([]);
  });
});
