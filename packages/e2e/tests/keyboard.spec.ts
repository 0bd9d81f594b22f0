import { expect, test, type Locator, type Page } from './policy-watch';
import { navSettled, PASSWORD, resetSandbox } from './support';

/**
 * A keyboard-only journey through the real site (issue 17, acceptance 2): log in, open the slot lobby, launch a game,
 * open and close a dialog, with Tab, Shift+Tab, Enter and Escape only (no click, no mouse). The site runs in cimode.
 */

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Most Tab presses a control may take to reach: a sensible order gets there well before. */
const MAX_TABS = 60;

/** Is `target` the focused element? */
const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Press Tab until `target` has focus; fails when it is not reachable within {@link MAX_TABS} presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reachable with ${key}: ${target.toString()}`);
}

/** The focused control shows a visible focus ring (`:focus-visible` outline of @wl/ui). */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
}

test('log in, open the slot lobby, launch a game, open and close a dialog: keyboard only', async ({
  page,
}) => {
  await page.goto('/login?lang=cimode');
  const form = page.getByTestId('login-page');

  // Log in: the fields come in reading order, the focus ring shows, Enter submits.
  const username = form.locator('input[name="username"]');
  await tabTo(page, username);
  await expectFocusRing(username);
  await page.keyboard.type('player01');
  await page.keyboard.press('Tab');
  const password = form.locator('input[name="password"]');
  await expect(password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(page).not.toHaveURL(/\/login/);

  // The new page starts the focus at its content; the slot lobby is back up in the main navigation.
  await expect(page.getByRole('main')).toBeFocused();
  // Once the account bar is complete, the navigation has folded what does not fit into More (cimode's long keys).
  await navSettled(page);
  const nav = page.getByRole('navigation', { name: 'main' });
  const slots = nav.getByRole('link', { name: 'nav_slots' });
  if ((await slots.count()) > 0) {
    await tabTo(page, slots, 'Shift+Tab');
    await expectFocusRing(slots);
  } else {
    const more = page.getByTestId('nav-more');
    await tabTo(page, more, 'Shift+Tab');
    await expectFocusRing(more);
    await page.keyboard.press('Enter');
    // The menu's first place takes the focus; the slot lobby is that one or further down.
    const item = page.getByTestId('nav-more-menu').getByRole('link', { name: 'nav_slots' });
    await expect(page.getByTestId('nav-more-menu').getByRole('link').first()).toBeFocused();
    if (!(await isFocused(item))) await tabTo(page, item);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/electron/);
  const lobby = page.getByTestId('games-lobby');
  await expect(lobby).toBeVisible();

  // Find a game by name and launch it (Fortune Tiger opens in the page).
  const search = lobby.getByRole('searchbox');
  await tabTo(page, search);
  await page.keyboard.type('Fortune Tiger');
  await page.keyboard.press('Enter');
  const card = lobby.getByRole('article', { name: 'Fortune Tiger', exact: true });
  await expect(card).toBeVisible();
  const play = card.getByRole('button', { name: 'play_now' });
  await tabTo(page, play);
  const launch = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await page.keyboard.press('Enter');
  expect((await (await launch).json()).success).toBe(true);
  await expect(page).toHaveURL(/\/seamless\?gameType=RNG/);
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-game')).toHaveText(
    'Fortune Tiger',
  );

  // A dialog: the logout confirmation takes focus, keeps Tab inside, closes on Escape and gives focus back.
  const logout = page.getByTestId('logout-button');
  await tabTo(page, logout, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'logout_confirm' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'confirm' })).toBeFocused();
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logout).toBeFocused();
  // Escape cancelled: still logged in, still in the game.
  await expect(page.getByTestId('account-bar')).toContainText('player01');
  await expect(page).toHaveURL(/\/seamless/);
});

test('the login modal: focus moves in, stays in, Escape closes it and focus returns to the login button', async ({
  page,
}) => {
  await page.goto('/?lang=cimode');
  const opener = page.getByTestId('login-link');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const controls = await modal
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]')
    .count();
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});
