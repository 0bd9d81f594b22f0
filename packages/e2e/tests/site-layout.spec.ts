import { expect, test, type Locator, type Page } from './policy-watch';
import { logInAt, navSettled, openPlace, resetSandbox } from './support';

// The shell's layout as a player sees it (issue 34, DESIGN §10): every place reachable at every width, the phone's
// chrome, floating helpers beside the page and never over it, and a new page that starts at its top.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The places of the main navigation (demo runs every area), in cimode and in English. */
const PLACES = [
  'nav_home',
  'nav_live',
  'nav_slots',
  'nav_fish',
  'nav_sports',
  'nav_lottery',
  'nav_promotions',
];
const PLACES_EN = ['Home', 'Live casino', 'Slots', 'Fishing', 'Sports', 'Lottery', 'Promotions'];

/** Whether a visible link is shown whole: inside the viewport and not cut by its navigation's box. */
async function shownWhole(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const nav = element.closest('nav')!.getBoundingClientRect();
    return (
      box.left >= Math.max(0, nav.left) - 0.5 &&
      box.right <= Math.min(innerWidth, nav.right) + 0.5 &&
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') === element
    );
  });
}

for (const width of [1280, 1366, 1024, 800]) {
  test(`${width} px, a member: every place is in the header or one click away in More, which the keyboard opens`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // English: a real language's lengths (cimode's keys are longer than any).
    await logInAt(page, 'player01', '/?lang=en');
    const nav = page.getByRole('navigation', { name: 'main' });
    await navSettled(page);
    const inHeader: string[] = [];
    for (const place of PLACES_EN) {
      const link = nav.getByRole('link', { name: place, exact: true });
      if ((await link.count()) === 1 && (await shownWhole(link))) inHeader.push(place);
    }
    const folded = PLACES_EN.filter((place) => !inHeader.includes(place));
    // A laptop's member header holds some places itself and the rest behind More.
    expect(inHeader.length).toBeGreaterThanOrEqual(width >= 1280 ? 3 : width >= 1024 ? 1 : 0);
    if (width <= 1366) expect(folded.length).toBeGreaterThan(0);
    if (folded.length === 0) return;
    const more = page.getByTestId('nav-more');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('nav-more-menu');
    for (const place of folded)
      await expect(menu.getByRole('link', { name: place, exact: true })).toBeVisible();
    // The focus moved into the menu; Escape closes it and gives the focus back to More.
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    // A folded place opens from the menu.
    await more.click();
    await menu.getByRole('link', { name: folded.at(-1)!, exact: true }).click();
    await expect(page).toHaveURL(/\/promotions|\/lottery|\/sports|\/fish|\/electron|\/live/);
    await expect(more).toHaveClass(/active/);
  });
}

/** Every visible control of the page's main content that a fixed element of the shell's own covers. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const style = getComputedStyle(element);
      return (
        style.position === 'fixed' &&
        style.visibility !== 'hidden' &&
        element.getBoundingClientRect().width > 0 &&
        !element.closest('header, .host-tabs, [role="dialog"]')
      );
    });
    const controls = [
      ...document.querySelectorAll<HTMLElement>('main a, main button, main input, main select'),
    ];
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      for (const helper of fixed) {
        if (helper.contains(control)) continue;
        const h = helper.getBoundingClientRect();
        if (box.left < h.right && h.left < box.right && box.top < h.bottom && h.top < box.bottom)
          found.push(
            `${helper.className || helper.tagName} over "${control.getAttribute('aria-label') ?? control.textContent?.trim()}"`,
          );
      }
    }
    return found;
  });
}

for (const width of [1280, 1366, 1920]) {
  test(`${width} px: the quick links, the chat and the mini-game cover no control of the slot lobby`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logInAt(page, 'player01', '/electron?lang=cimode');
    await expect(page.getByTestId('quick-links')).toBeVisible();
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await expect(page.getByTestId('mini-game')).toBeVisible();
    await expect(page.getByRole('button', { name: 'favourite' }).first()).toBeVisible();
    for (const y of [0, 300, 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await coveredControls(page), `scrolled to ${y}`).toEqual([]);
    }
  });
}

test.describe('a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a compact top bar and a bottom tab bar: at most 20 % of the screen, nothing floating over the page', async ({
    page,
  }) => {
    await logInAt(page, 'player01', '/?lang=cimode');
    const header = (await page.getByTestId('shell-header').boundingBox())!;
    const tabs = page.getByTestId('bottom-tabs');
    const tabsBox = (await tabs.boundingBox())!;
    expect(header.height + tabsBox.height).toBeLessThanOrEqual(844 * 0.2);
    for (const name of ['nav_home', 'nav_games', 'nav_lottery', 'nav_promotions', 'nav_me']) {
      const tab = tabs.getByRole('link', { name });
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByTestId('account-balance')).toBeVisible();
    // No helper floats over the page: the quick links, the chat and the mini-game are in the menu.
    await expect(page.getByTestId('quick-links')).toHaveCount(0);
    await expect(page.getByTestId('chat-launcher')).toBeHidden();
    await expect(page.getByTestId('mini-game')).toHaveCount(0);
    expect(await coveredControls(page)).toEqual([]);
    // A phone browser widens the page to its widest content: the page must stay the screen's width.
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
  });

  test('the menu drawer holds the rest: places, language, quick links, chat, mini-game and log out', async ({
    page,
  }) => {
    await logInAt(page, 'player01', '/?lang=cimode');
    const button = page.getByTestId('menu-button');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'menu_title' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const place of PLACES)
      await expect(drawer.getByRole('link', { name: place, exact: true })).toBeVisible();
    await expect(drawer.getByTestId('language-switcher')).toBeVisible();
    await expect(drawer.getByTestId('quick-customer-service')).toBeVisible();
    await expect(drawer.getByTestId('quick-download')).toBeVisible();
    await expect(drawer.getByTestId('referral-entry')).toBeVisible();
    await expect(drawer.getByTestId('account-vip')).toBeVisible();
    await expect(drawer.getByTestId('logout-button')).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390.5);
    // Escape closes it and the focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();

    // The mini-game floats only when asked for, and the chat room opens from the menu.
    await button.click();
    await drawer.getByTestId('drawer-mini-game').click();
    await expect(page.getByTestId('mini-game')).toBeVisible();
    await button.click();
    await drawer.getByTestId('drawer-chat').click();
    await expect(page.getByTestId('chat-window')).toBeVisible();

    // A place chosen in the menu opens and closes it.
    await page.getByTestId('chat-close').click();
    await button.click();
    await drawer.getByRole('link', { name: 'nav_fish', exact: true }).click();
    await expect(page).toHaveURL(/\/fish/);
    await expect(drawer).toHaveCount(0);
  });

  test('a visitor gets Log in and Register in the top bar', async ({ page }) => {
    await page.goto('/?lang=cimode');
    await page.getByTestId('register-link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('login-link')).toBeVisible();
  });
});

test('a new page starts at its top; Back and Forward return to where the player was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await logInAt(page, 'player01', '/?lang=cimode');
  await page.evaluate(() => window.scrollTo(0, 803));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(803);
  // An in-site link to another page: it opens at its top, not at 803.
  await openPlace(page, 'nav_slots');
  await expect(page).toHaveURL(/\/electron/);
  await expect(page.getByRole('button', { name: 'favourite' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(250);
  // Back: the home page at 803 again; Forward: the lobby at 250.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?lang=cimode$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(803);
  await page.goForward();
  await expect(page).toHaveURL(/\/electron/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(250);
});

test('from a page scrolled down, the home page opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/promotions?lang=cimode');
  await expect(page.getByTestId('login-link')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(0);
  await openPlace(page, 'nav_home');
  await expect(page).toHaveURL(/\/\?lang=cimode$|\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
