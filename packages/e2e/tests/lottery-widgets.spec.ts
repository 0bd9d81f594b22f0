import { expect, test, type Page } from './policy-watch';
import { logInAt, patchMerchant, resetSandbox } from './support';

// The home page's lottery widgets (issue 11): jackpot, quick bet, popular trend, lottery menu, and the floating
// mini-game the layout places for logged-in members.

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  // The home page opens the merchant's popup notices (promotions), one after the other, over the widgets: agree to
  // each when one is in the way.
  await page.addLocatorHandler(
    page.getByTestId('popup-notice'),
    async (popup) => popup.getByRole('button', { name: 'popup_agree' }).click(),
    { noWaitAfter: true },
  );
});

/** The home page in cimode with one lottery widget scrolled into view (they load when near the viewport). */
async function homeWidget(page: Page, slot: string, testId: string) {
  await page.goto('/?lang=cimode');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.locator(`.host-home__slot--${slot}`).scrollIntoViewIfNeeded();
  const widget = page.getByTestId(testId);
  await expect(widget).toBeVisible();
  return widget;
}

/** A money text such as `23,456,789.12` as a number. */
const money = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

test.describe('jackpot', () => {
  test("shows the merchant's THB jackpot and counts up from it", async ({ page }) => {
    const posted = page.waitForRequest((r) => r.url().endsWith('/lgw/jackpot') && r.method() === 'POST');
    const widget = await homeWidget(page, 'jackpot', 'jackpot');
    expect((await posted).postDataJSON()).toEqual({ merchant_code: 'demo', currency: 'THB' });
    await expect(widget.getByRole('heading', { name: 'jackpot_title' })).toBeVisible();
    await expect(widget).toContainText('THB');
    const amount = widget.getByTestId('jackpot-amount');
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const first = money(await amount.textContent());
    expect(first).toBeGreaterThanOrEqual(23456789.12);
    await expect.poll(async () => money(await amount.textContent())).toBeGreaterThan(first);
  });

  test('starts at a random amount under 1e8 when the merchant has none', async ({ page, request }) => {
    const unset = await request.put('/__sandbox/jackpot/demo', { data: { amount: null } });
    expect(unset.ok()).toBe(true);
    const widget = await homeWidget(page, 'jackpot', 'jackpot');
    const amount = widget.getByTestId('jackpot-amount');
    await expect(amount).toHaveText(/\d\.\d{2}$/);
    const first = money(await amount.textContent());
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(1e8);
    await expect.poll(async () => money(await amount.textContent())).toBeGreaterThan(first);
  });

  test('stays still for a player who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const widget = await homeWidget(page, 'jackpot', 'jackpot');
    const amount = widget.getByTestId('jackpot-amount');
    await expect(amount).toHaveText('23,456,789.12');
    // Some frames later it still shows the server's amount.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(amount).toHaveText('23,456,789.12');
  });
});

test.describe('quick bet', () => {
  test('lists the default games (6 in special mode), with the current issue and a running countdown', async ({
    page,
    request,
  }) => {
    const widget = await homeWidget(page, 'quick-bet', 'quick-bet');
    const select = widget.locator('select[name="gameCode"]');
    await expect(select.locator('option')).toHaveCount(6);
    expect(
      await select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC', 'XJSSC']);
    await expect(select).toHaveValue('CQSSC');
    const near = await (await request.get('/lgw/numeros/near?gameCode=CQSSC')).json();
    await expect(widget.getByTestId('quick-bet-numero')).toHaveText(near.value.currentNumero.numero);
    const countdown = widget.getByTestId('quick-bet-countdown');
    await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before!);
    const balls = widget.getByTestId('quick-bet-numbers').locator('li');
    await expect(balls).toHaveCount(5);
    for (const ball of await balls.all()) await expect(ball).toHaveText(/^[0-9]$/);

    // Without special mode (the SEA flag off): 5 games.
    await patchMerchant(request, 'demo', { whitelabel: { SEALOTTMINIGAME3: 0 } });
    await homeWidget(page, 'quick-bet', 'quick-bet');
    await expect(page.getByTestId('quick-bet').locator('select[name="gameCode"] option')).toHaveCount(5);
  });

  test('an 11X5 game gets 5 distinct numbers 01-11, new ones on request, and goes to betting with them', async ({
    page,
  }) => {
    const widget = await homeWidget(page, 'quick-bet', 'quick-bet');
    await widget.locator('select[name="gameCode"]').selectOption('SD11X5');
    const balls = widget.getByTestId('quick-bet-numbers').locator('li');
    await expect(balls.first()).toHaveText(/^(0[1-9]|1[01])$/);
    const pick = async () => (await balls.allTextContents()).map((s) => s.trim());
    let numbers = await pick();
    expect(numbers).toHaveLength(5);
    expect(new Set(numbers).size).toBe(5);
    for (const n of numbers) expect(n).toMatch(/^(0[1-9]|1[01])$/);
    // New numbers (a repeat of the same five in the same order is a 1 in 55440 chance: try a few times).
    const first = numbers.join();
    await expect
      .poll(async () => {
        await widget.getByRole('button', { name: 'quick_bet_random' }).click();
        return (await pick()).join();
      })
      .not.toBe(first);
    numbers = await pick();
    await widget.getByRole('button', { name: 'quick_bet_go' }).click();
    await expect(page).toHaveURL(/\/lottery\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/lottery');
    expect(url.searchParams.get('gameCode')).toBe('SD11X5');
    expect(url.searchParams.get('playType')).toBe('11X5_RX5');
    expect(url.searchParams.get('bet_param')).toBe(numbers.join(','));
    // The lottery lobby takes the game and the numbers for its bet.
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    await expect(page.getByTestId('lt-bet-param')).toHaveText(numbers.join(','));
  });
});

test('the popular-trend strip shows the 4 popular lotteries and a click goes to the lottery route', async ({
  page,
  request,
}) => {
  const popular = (await (await request.get('/lgw/games/popular?count=4')).json()).value as {
    gameCode: string;
    remark: string;
  }[];
  const widget = await homeWidget(page, 'popular', 'popular-trend');
  const links = widget.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const [index, game] of popular.entries()) await expect(links.nth(index)).toContainText(game.remark);
  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${popular[1]!.gameCode}$`));
});

test('the lottery menu shows 4 games a group, unfolds to 5 with more/less, and opens a game with its play type', async ({
  page,
}) => {
  const widget = await homeWidget(page, 'lottery-menu', 'lottery-menu');
  const ssc = widget.getByTestId('lt-menu-group-SSC');
  const games = ssc.getByRole('listitem');
  await expect(games).toHaveCount(4);
  const toggle = ssc.getByRole('button', { name: 'menu_more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(games).toHaveCount(5);
  const less = ssc.getByRole('button', { name: 'menu_less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(games).toHaveCount(4);
  // A group of 4 has nothing to fold; the live-video group is listed too.
  await expect(
    widget.getByTestId('lt-menu-group-11X5').getByRole('button', { name: 'menu_more' }),
  ).toHaveCount(0);
  await expect(widget.getByTestId('lt-menu-group-PK10').getByRole('listitem')).toHaveCount(3);
  await widget.getByTestId('lt-menu-group-11X5').getByRole('button', { name: '广东11选5' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=GD11X5&playType=11X5_RX5$/);
});

test.describe('floating mini-game', () => {
  // A member who opens /login or /register is sent home (the unit tests of the host's gate cover those two routes).
  test('is hidden for visitors and shown to a logged-in member, but not on /seamless or /trial', async ({
    page,
  }) => {
    await page.goto('/?lang=cimode');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('mini-game')).toHaveCount(0);
    await logInAt(page, 'player01', '/?lang=cimode');
    // The slot, the lottery remote and the widget's chunk load one after the other, after the first paint.
    await expect(page.getByTestId('mini-game-launcher')).toBeVisible({ timeout: 20_000 });
    for (const route of ['/seamless', '/trial']) {
      await page.goto(`${route}?lang=cimode`);
      await expect(page.getByTestId('account-bar')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route}\\?lang=cimode$`));
      await expect(page.getByTestId('mini-game')).toHaveCount(0);
    }
    await page.goto('/lottery?lang=cimode');
    await expect(page.getByTestId('mini-game-launcher')).toBeVisible();
  });

  test('opens the game from its /mini-game/ script; plays, and Play goes to the lottery', async ({
    page,
  }) => {
    await logInAt(page, 'player01', '/?lang=cimode');
    const launcher = page.getByTestId('mini-game-launcher');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const script = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/mini-game/'));
    await launcher.click();
    expect((await script).status()).toBe(200);
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const board = page.getByTestId('mini-game-board');
    await expect(board).toBeVisible();
    await expect(board).toContainText('mini_game_title');
    await board.getByRole('button', { name: 'mini_game_roll' }).click();
    await expect(board.getByTestId('mini-game-score')).not.toHaveText('0');
    await board.getByRole('button', { name: 'mini_game_play' }).click();
    await expect(page).toHaveURL(/\/lottery$/);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('a quick press is a click; a press held past 150 ms drags, tilting at most 25 degrees; arrow keys move it', async ({
    page,
  }) => {
    await logInAt(page, 'player01', '/?lang=cimode');
    const launcher = page.getByTestId('mini-game-launcher');
    const frame = page.getByTestId('mini-game');
    await expect(launcher).toBeVisible();
    const box = (await frame.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;

    // Dispatched pointer events carry their own timestamps: a move 50 ms after the press does not drag.
    const press = async (moves: { dt: number; dx: number }[]) =>
      launcher.evaluate(
        async (el, { moves, cx, cy }) => {
          // A pointer move is not a discrete event: React renders it on a later frame.
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          const t0 = performance.now();
          const event = (type: string, x: number, dt: number) => {
            const e = new PointerEvent(type, {
              bubbles: true,
              clientX: x,
              clientY: cy,
              button: 0,
              pointerId: 1,
            });
            Object.defineProperty(e, 'timeStamp', { value: t0 + dt });
            el.dispatchEvent(e);
          };
          event('pointerdown', cx, 0);
          const tilts: string[] = [];
          let x = cx;
          for (const move of moves) {
            x += move.dx;
            event('pointermove', x, move.dt);
            await frame();
            tilts.push((el as HTMLElement).style.transform);
          }
          event('pointerup', x, (moves.at(-1)?.dt ?? 0) + 1);
          return tilts;
        },
        { moves, cx, cy },
      );

    await press([{ dt: 50, dx: 100 }]);
    expect((await frame.boundingBox())!.x).toBe(box.x);

    const tilts = await press([
      { dt: 160, dx: 5 },
      { dt: 180, dx: 200 },
    ]);
    expect(tilts).toEqual(['rotate(7.5deg)', 'rotate(25deg)']);
    await expect.poll(async () => (await frame.boundingBox())!.x).toBe(box.x + 205);
    await expect(launcher).toHaveAttribute('style', /rotate\(0deg\)/);

    await launcher.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await frame.boundingBox())!.y).toBe(box.y - 16);
    await page.keyboard.press('Enter');
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  });

  test('is hidden when the merchant has neither mini-game flag', async ({ page, request }) => {
    await patchMerchant(request, 'demo', { whitelabel: { LOTTMINIGAME3: 0, SEALOTTMINIGAME3: 0 } });
    await logInAt(page, 'player01', '/?lang=cimode');
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('mini-game')).toHaveCount(0);
  });
});

test('each lottery widget fits the room its slot kept, so nothing below jumps when it arrives', async ({
  page,
}) => {
  for (const width of [412, 1350]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?lang=cimode');
    const slots = ['jackpot', 'quick-bet', 'popular', 'lottery-menu'];
    const heights = async () =>
      page.evaluate(
        (names) =>
          names.map(
            (name) => document.querySelector(`.host-home__slot--${name}`)!.getBoundingClientRect().height,
          ),
        slots,
      );
    await expect(page.getByTestId('widget-pending-lottery-Jackpot')).toBeAttached();
    const kept = await heights();
    for (const slot of slots) await page.locator(`.host-home__slot--${slot}`).scrollIntoViewIfNeeded();
    for (const id of ['jackpot', 'quick-bet', 'popular-trend', 'lottery-menu'])
      await expect(page.getByTestId(id)).toBeVisible();
    await expect(page.getByTestId('quick-bet-numbers').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('lottery-menu').getByRole('listitem').first()).toBeVisible();
    expect(await heights()).toEqual(kept);
  }
});
