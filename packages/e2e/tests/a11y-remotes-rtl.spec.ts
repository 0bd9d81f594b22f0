import { expect, test, type Locator, type Page } from './policy-watch';
import { PASSWORD, resetSandbox, revealHomeWidgets } from './support';

/**
 * The areas for every player (issue 17): Arabic mirrors the slot lobby, the lottery lobby and the banner carousel;
 * a player who prefers reduced motion gets no autoplay and no animation; the lobby and a launch work with the
 * keyboard alone, and the vendor dialog keeps and returns focus.
 */

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The left edge of an element on the page. */
async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!.x;
}

/** The home page's banner carousel once swiper has been built (after the first banner has painted). */
async function bannerSwiper(page: Page): Promise<Locator> {
  const swiper = page.getByTestId('banner-carousel').locator('.pr-banners__swiper');
  await expect(swiper).toBeVisible();
  await expect.poll(() => swiper.evaluate((el) => Boolean((el as { swiper?: unknown }).swiper))).toBe(true);
  return swiper;
}

/** Press Tab until `target` has the focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${max} presses of Tab`);
}

test.describe('right to left', () => {
  test('the slot lobby mirrors in Arabic: the vendor strip and the search run from the right', async ({
    page,
  }) => {
    for (const lang of ['EN', 'AR']) {
      await page.goto(`/electron?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
      const vendors = page.getByRole('navigation', { name: /./ }).locator('.gl-vendor');
      await expect(vendors.nth(1)).toBeVisible();
      const [first, second] = [await left(vendors.nth(0)), await left(vendors.nth(1))];
      const search = page.getByTestId('games-lobby').getByRole('search');
      const [icon, input] = [
        await left(search.locator('.gl-search__icon')),
        await left(search.locator('input')),
      ];
      // The next arrow moves the strip one vendor on, in the reading direction.
      const viewport = (await page.locator('.gl-vendors__viewport').boundingBox())!;
      const shown = () =>
        vendors.evaluateAll(
          (els, { x, width }) =>
            els.flatMap((el, i) => {
              const r = el.getBoundingClientRect();
              return r.left >= x - 1 && r.right <= x + width + 1 ? [i] : [];
            }),
          viewport,
        );
      const before = await shown();
      expect(before[0]).toBe(0);
      // The next arrow is the strip's last control in either direction.
      await page.locator('.gl-vendors__arrow').last().click();
      await expect.poll(shown).toEqual(before.map((i) => i + 1));
      if (lang === 'AR') {
        expect(first, 'the first vendor is right of the second').toBeGreaterThan(second);
        expect(icon, 'the search icon sits at the input’s right end').toBeGreaterThan(input + 100);
      } else {
        expect(first).toBeLessThan(second);
        expect(icon).toBeLessThan(input + 100);
      }
    }
  });

  test('the lottery lobby mirrors in Arabic: the game menu is on the right', async ({ page }) => {
    for (const lang of ['EN', 'AR']) {
      await page.goto(`/lottery?lang=${lang}`);
      const lobby = page.getByTestId('lottery-lobby');
      await expect(lobby.locator('.lt-menu')).toBeVisible();
      await expect(page.getByTestId('lt-current-numero')).toBeVisible();
      const [menu, main] = [
        await left(lobby.locator('.lt-menu')),
        await left(lobby.locator('.lt-lobby__main')),
      ];
      if (lang === 'AR') expect(menu).toBeGreaterThan(main);
      else expect(menu).toBeLessThan(main);
    }
  });

  test('the banner carousel is built right to left in Arabic', async ({ page }) => {
    await page.goto('/?lang=AR');
    let swiper = await bannerSwiper(page);
    expect(await swiper.getAttribute('dir')).toBe('rtl');
    expect(await swiper.evaluate((el) => (el as unknown as { swiper: { rtl: boolean } }).swiper.rtl)).toBe(
      true,
    );
    await page.goto('/?lang=EN');
    swiper = await bannerSwiper(page);
    expect(await swiper.evaluate((el) => (el as unknown as { swiper: { rtl: boolean } }).swiper.rtl)).toBe(
      false,
    );
  });
});

test.describe('reduced motion', () => {
  /** Which banner the pagination marks as shown. */
  const shownBanner = (swiper: Locator) =>
    swiper.evaluate((el) =>
      [...el.querySelectorAll('.swiper-pagination-bullet')].findIndex((bullet) =>
        bullet.classList.contains('swiper-pagination-bullet-active'),
      ),
    );

  test('the banner carousel pages by itself (waiting under the pointer) only for players who did not ask for less motion', async ({
    page,
  }) => {
    await page.goto('/?lang=EN');
    let swiper = await bannerSwiper(page);
    await expect(swiper).toHaveAttribute('data-autoplay', 'running');
    const first = await shownBanner(swiper);
    // BANNER_AUTOPLAY_DELAY_MS is 3000: the next banner shows without anyone paging.
    await expect.poll(() => shownBanner(swiper), { timeout: 6_000 }).not.toBe(first);
    await swiper.hover();
    await expect(swiper).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await expect(swiper).toHaveAttribute('data-autoplay', 'running');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?lang=EN');
    swiper = await bannerSwiper(page);
    await expect(swiper).not.toHaveAttribute('data-autoplay');
    // Still paged by hand.
    await expect(swiper.locator('.swiper-pagination-bullet')).not.toHaveCount(0);
  });

  test('the areas stop their transitions and animations', async ({ page }) => {
    const duration = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).transitionDuration);
    await page.goto('/electron?lang=EN');
    const track = page.locator('.gl-vendors__track');
    await expect(track).toBeVisible();
    expect(await duration(track)).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration(track)).toBe('0s');
    await page.goto('/lottery?lang=EN');
    const game = page.getByTestId('lottery-lobby').locator('.lt-game').first();
    await expect(game).toBeVisible();
    expect(await duration(game)).toBe('0s');
    await page.goto('/?lang=EN');
    await revealHomeWidgets(page);
    const panelGame = page.getByTestId('countdown-panel').locator('.lt-panel__game').first();
    await expect(panelGame).toBeVisible();
    expect(await duration(panelGame)).toBe('0s');
  });
});

test.describe('keyboard only', () => {
  test('log in, pick a vendor, launch a game; the vendor dialog keeps focus, closes on Escape and returns it', async ({
    page,
  }) => {
    await page.goto('/login?lang=EN');
    const form = page.getByTestId('login-page');
    await form.locator('input[name="username"]').focus();
    await page.keyboard.type('player01');
    await page.keyboard.press('Tab');
    await expect(form.locator('input[name="password"]')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);

    // The slot lobby: a vendor of the strip is a toggle, pressed with Enter.
    await page.goto('/electron?lang=EN');
    const lobby = page.getByTestId('games-lobby');
    const jdb = lobby.getByRole('button', { name: 'JDB Gaming' });
    await expect(jdb).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, jdb);
    await page.keyboard.press('Enter');
    await expect(jdb).toHaveAttribute('aria-pressed', 'true');
    const play = lobby
      .getByRole('article', { name: 'Dragon Warrior', exact: true })
      .getByRole('button', { name: 'Play now' });
    await expect(play).toBeVisible();
    await tabTo(page, play);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/seamless\?gameType=RNG/);
    await expect(page.getByTestId('game-view')).toBeVisible();

    // A vendor's games dialog: focus moves in, Tab and Shift+Tab stay in, Escape closes and gives focus back.
    await page.goto('/rng?lang=EN');
    const vendor = page.getByTestId('games-category').getByRole('button', { name: /JDB Gaming/ });
    await expect(vendor).toBeVisible();
    await tabTo(page, vendor);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await inside()).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(vendor).toBeFocused();
  });
});
