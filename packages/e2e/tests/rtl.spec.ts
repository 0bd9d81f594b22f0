import { expect, test, type Locator, type Page } from './policy-watch';
import { agreeToPopupNotices, logIn, resetSandbox } from './support';

/**
 * Right to left (issue 17): Arabic mirrors the shell. The header's logo and account bar swap sides, the main
 * navigation runs from the right, the right-side quick links and the chat move to the left, dialogs put their
 * actions and close buttons on the left, and the chat window's drag stays inside the page. The mirroring is measured
 * (boxes); one screenshot of the Arabic header is kept as a baseline (a change of the Arabic header texts renews it:
 * `--update-snapshots`).
 */

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await agreeToPopupNotices(page);
});

const VIEWPORT = { width: 1280, height: 800 };
test.use({ viewport: VIEWPORT });

/** The element's box (it must be on the page). */
async function box(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await expect(target).toBeVisible();
  return (await target.boundingBox())!;
}

/** The horizontal centre of an element. */
const centre = async (target: Locator) => {
  const b = await box(target);
  return b.x + b.width / 2;
};

/** Open `path` in `language` and wait for the header. */
async function open(page: Page, path: string, language: string): Promise<void> {
  await page.goto(`${path}?lang=${language}`);
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

const header = (page: Page) => page.getByTestId('shell-header');
const logo = (page: Page) => header(page).locator('.host-logo');
const accountBar = (page: Page) => page.getByTestId('account-bar');

test('the header mirrors: logo and account bar swap sides, the navigation runs from the right', async ({
  page,
}) => {
  await logIn(page, 'player01', '', '?lang=EN');
  await open(page, '/promotions', 'EN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const nav = header(page).getByRole('navigation', { name: 'main' }).getByRole('link');
  const en = {
    logo: await centre(logo(page)),
    account: await centre(accountBar(page)),
    firstNav: await centre(nav.first()),
    secondNav: await centre(nav.nth(1)),
  };
  expect(en.logo).toBeLessThan(en.account);
  expect(en.firstNav).toBeLessThan(en.secondNav);

  await open(page, '/promotions', 'AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const ar = {
    logo: await centre(logo(page)),
    account: await centre(accountBar(page)),
    firstNav: await centre(nav.first()),
    secondNav: await centre(nav.nth(1)),
  };
  expect(ar.logo).toBeGreaterThan(ar.account);
  expect(ar.firstNav).toBeGreaterThan(ar.secondNav);
  // Mirrored, not merely moved: each sits about as far from the right edge as it sat from the left in English.
  expect(Math.abs(VIEWPORT.width - ar.logo - en.logo)).toBeLessThan(24);
});

test('the Arabic header as a player sees it (screenshot baseline)', async ({ page }) => {
  await open(page, '/promotions', 'AR');
  await expect(header(page).getByTestId('login-link')).toBeVisible();
  await expect(header(page).locator('.host-logo img')).toHaveJSProperty('complete', true);
  await expect(header(page)).toHaveScreenshot('header-ar.png', { animations: 'disabled', caret: 'hide' });
});

test('the quick links and the chat launcher move to the left edge', async ({ page }) => {
  for (const [language, leftSide] of [
    ['EN', false],
    ['AR', true],
  ] as const) {
    await open(page, '/promotions', language);
    const links = await box(page.getByTestId('quick-links'));
    const chat = await box(page.getByTestId('chat-launcher'));
    if (leftSide) {
      expect(links.x).toBe(0);
      expect(chat.x).toBeLessThan(VIEWPORT.width / 2);
    } else {
      expect(links.x + links.width).toBe(VIEWPORT.width);
      expect(chat.x).toBeGreaterThan(VIEWPORT.width / 2);
    }
  }
});

test('dialogs mirror: the close button and the actions sit on the left', async ({ page }) => {
  await logIn(page, 'player01', '', '?lang=AR');
  await open(page, '/promotions', 'AR');
  await page.getByTestId('logout-button').click();
  const confirm = page.getByRole('alertdialog');
  const buttons = confirm.getByRole('button');
  await expect(buttons).toHaveCount(2);
  // DOM order cancel, OK: from the right in Arabic, so OK (the last) is leftmost.
  expect(await centre(buttons.nth(1))).toBeLessThan(await centre(buttons.nth(0)));
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
});

test('the login modal’s close button is on the left in Arabic, on the right in English', async ({ page }) => {
  for (const [language, left] of [
    ['EN', false],
    ['AR', true],
  ] as const) {
    await open(page, '/promotions', language);
    await header(page).getByTestId('login-link').click();
    const modal = page.getByRole('dialog');
    const close = modal.locator('.host-access-dialog__close');
    const dialogCentre = await centre(modal);
    const closeCentre = await centre(close);
    if (left) expect(closeCentre).toBeLessThan(dialogCentre);
    else expect(closeCentre).toBeGreaterThan(dialogCentre);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
});

test('the chat window opens by its launcher on the left and its drag stays inside the page in RTL', async ({
  page,
}) => {
  await logIn(page, 'player01', '', '?lang=AR');
  await open(page, '/promotions', 'AR');
  await page.getByTestId('chat-launcher').click();
  const window = page.getByTestId('chat-window');
  const placed = await box(window);
  // First placed at the inline end: the left, beside the launcher.
  expect(placed.x).toBeLessThan(VIEWPORT.width / 2);

  const drag = async (dx: number, dy: number) => {
    const grip = await box(page.locator('#host-chat-title'));
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
    await page.mouse.up();
  };
  // Far to the right and up: it stops at the top right corner, exactly.
  await drag(3000, -3000);
  let moved = await box(window);
  expect(moved.x + moved.width).toBe(VIEWPORT.width);
  expect(moved.y).toBe(0);
  // Far to the left and down: the bottom left corner.
  await drag(-3000, 3000);
  moved = await box(window);
  expect(moved.x).toBe(0);
  expect(moved.y + moved.height).toBe(VIEWPORT.height);
  // A small drag moves it by as much, the way the pointer went.
  await drag(100, -50);
  const after = await box(window);
  expect(after.x).toBe(100);
  expect(after.y + after.height).toBe(VIEWPORT.height - 50);
});
