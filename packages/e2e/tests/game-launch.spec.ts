import { expect, test, type Page, type Request } from './policy-watch';
import { injectFault, logIn, patchMerchant, resetSandbox } from './support';

/**
 * Game launch through the real site (issue 8): every launch rule and failure row of spec/products.md §4, the new
 * window and the in-page view, the launch parameters on the wire, game logout, trial for a visitor, and the
 * promotions banner (linkageType P) launching its game. The site runs in cimode: texts are message keys.
 */

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Log in when asked, then open the home page in cimode (each page load names the language). */
async function start(page: Page, account?: string): Promise<void> {
  if (account) await logIn(page, account);
  await page.goto('/?lang=cimode');
}

/** The lobby of one slot vendor, with a game found by the search box. */
async function openGame(page: Page, vendor: string, name: string) {
  await page.goto(`/electron?page=${vendor}&lang=cimode`);
  const search = page.getByRole('searchbox');
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/** A live vendor's game: its category page (`/live?page=`) opens the vendor's game popup. */
async function openLiveGame(page: Page, vendor: string, name: string) {
  await page.goto(`/live?page=${vendor}&lang=cimode`);
  const game = page.getByRole('dialog').getByRole('listitem', { name, exact: true });
  await expect(game).toBeVisible();
  return game;
}

const play = (card: ReturnType<Page['getByRole']>) => card.getByRole('button', { name: 'play_now' });
const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
const isLaunch = (request: Request) => new URL(request.url()).pathname === '/wps/game/launchGame';

/**
 * Where React renders on the page: the elements holding a React root (an own property `__reactContainer$…`), and the
 * root container the element of `selector` is rendered from (its fiber's host root), by their ids or tag names.
 */
async function reactRoots(page: Page, selector: string): Promise<{ roots: string[]; rootOf: string | null }> {
  return page.evaluate((selector) => {
    const name = (el: Element) => (el.id ? `#${el.id}` : el.tagName.toLowerCase());
    const roots = [...document.querySelectorAll('*')].filter((el) =>
      Object.keys(el).some((key) => key.startsWith('__reactContainer$')),
    );
    const el = document.querySelector(selector);
    const fiberKey = el && Object.keys(el).find((key) => key.startsWith('__reactFiber$'));
    type Fiber = { tag: number; return: Fiber | null; stateNode: { containerInfo?: Element } };
    let fiber = fiberKey ? ((el as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null;
    // Up to the HostRoot fiber (tag 3), whose state node holds the root's container.
    while (fiber && fiber.tag !== 3) fiber = fiber.return;
    const container = fiber?.stateNode.containerInfo;
    return { roots: roots.map(name), rootOf: container ? name(container) : null };
  }, selector);
}

/** The local date-time format of the maintenance range (YYYY-MM-DD HH:mm:ss, the browser's time zone). */
function localTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

test.describe('launch rules', () => {
  test('a visitor is asked to log in, a demo account for a real one', async ({ page }) => {
    await start(page);
    await play(await openGame(page, 'PG', 'Fortune Tiger')).click();
    await expect(dialog(page)).toContainText('in_sorry_in');
    await dialog(page).getByRole('button', { name: 'cancel' }).click();

    await page.goto('/login?lang=cimode');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await play(await openGame(page, 'PG', 'Fortune Tiger')).click();
    await expect(dialog(page)).toContainText('in_need_true_account');
  });

  test('a game with neither gameId nor roomId says in_stay_tuned', async ({ page, request }) => {
    // A list whose one game is not configured yet (no gameId, no roomId, no code either).
    const game = {
      nodeId: '199999',
      nodeName: 'Unconfigured Game',
      displayName: 'Unconfigured Game',
      gameName: null,
      gameId: null,
      roomId: null,
      matchId: null,
      leagueId: null,
      gameType: 'RNG',
      showIcon: null,
      supportPlay: 1,
      freeplay: 0,
      appNewWindow: 0,
      platform: 'html5-desktop',
      vassalage: 'PG',
      gameClassify: 'SC',
      minBet: '0.10',
      lineNum: 9,
      favourite: false,
    };
    await injectFault(request, {
      method: 'GET',
      path: '/wps/game/list',
      body: {
        success: true,
        value: { games: [game], totalPages: 1, pageSize: 40, pageNum: 1 },
        errorCode: null,
        message: null,
      },
    });
    await start(page, 'player01');
    let launched = false;
    page.on('request', (r) => (launched ||= isLaunch(r)));
    await page.goto('/electron?page=PG&lang=cimode');
    await play(page.getByRole('article', { name: 'Unconfigured Game' })).click();
    await expect(dialog(page)).toContainText('in_stay_tuned');
    expect(launched).toBe(false);
  });

  test('in the page: /seamless shows the game in a frame, survives a reload, and leaving it logs out @journey', async ({
    page,
    request,
  }) => {
    await start(page, 'player01');
    const card = await openGame(page, 'PG', 'Fortune Tiger');
    const launch = page.waitForRequest(isLaunch);
    await play(card).click();
    const sent = await launch;
    const query = Object.fromEntries(new URL(sent.url()).searchParams);
    // Exactly the launch parameters of §3 (no empty ones).
    expect(query).toEqual({
      gameId: 'pg-fortune-tiger',
      nodeId: expect.stringMatching(/^\d+$/),
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      username: 'player01',
      token: (await sent.allHeaders())['authorization'],
      language: 'CN',
      merchantCode: 'demo',
    });
    await expect(page).toHaveURL(/\/seamless\?gameType=RNG$/);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('game-game')).toHaveText('Fortune Tiger');
    await expect(frame.getByTestId('game-account')).toHaveText('player01');
    await expect(frame.getByTestId('game-balance')).toHaveText('12634.17');
    // The chat plugin is hidden on /seamless.
    await expect(page.locator('body')).toHaveAttribute('data-chat', 'hidden');

    await page.reload();
    await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-game')).toHaveText(
      'Fortune Tiger',
    );

    await page.getByTestId('shell-header').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('body')).not.toHaveAttribute('data-chat', 'hidden');
    await expect
      .poll(async () => (await (await request.get('/__sandbox/game-logouts')).json()).value)
      .toEqual([{ account: 'player01', vassalage: 'PG', at: expect.any(Number) }]);
  });

  // spec/products.md §2: leaving /seamless logs out of the game, also when the player leaves the site itself, which
  // unmounts nothing: the page's pagehide sends it (a keepalive fetch with the client's headers), once.
  for (const [how, leave] of [
    ['typing another address', (page: Page) => page.goto('about:blank')],
    ['closing the tab', (page: Page) => page.close()],
  ] as const) {
    test(`leaving /seamless by ${how} logs out of the game exactly once`, async ({ page, request }) => {
      await start(page, 'player01');
      await play(await openGame(page, 'PG', 'Fortune Tiger')).click();
      await expect(page).toHaveURL(/\/seamless\?gameType=RNG$/);
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-game')).toHaveText(
        'Fortune Tiger',
      );
      await leave(page);
      const logouts = async () =>
        ((await (await request.get('/__sandbox/game-logouts')).json()).value as { account: string }[]).filter(
          (logout) => logout.account === 'player01',
        );
      await expect.poll(logouts).toEqual([{ account: 'player01', vassalage: 'PG', at: expect.any(Number) }]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await logouts()).toHaveLength(1);
    });
  }

  test('a new window for BBIN: a real popup whose URL is the game', async ({ page }) => {
    await start(page, 'player01');
    const card = await openGame(page, 'BBIN', 'Lucky Fruit');
    const popup = page.waitForEvent('popup');
    await play(card).click();
    const game = await popup;
    await expect(game).toHaveURL(/\/__sandbox\/game\?session=gs\d+$/);
    await expect(game.getByTestId('game-game')).toHaveText('Lucky Fruit');
    await expect(game.getByTestId('game-account')).toHaveText('player01');
    // The site stays where it was.
    await expect(page).toHaveURL(/\/electron\?page=BBIN/);
  });

  test('vendor rules on the wire: PT flash in a new window (appNewWindow 1), JDB and AE in English', async ({
    page,
  }) => {
    await start(page, 'player01');
    const pt = await openGame(page, 'PT', 'Age of the Gods');
    let launch = page.waitForRequest(isLaunch);
    const popup = page.waitForEvent('popup');
    await play(pt).click();
    expect(new URL((await launch).url()).searchParams.get('platform')).toBe('flash');
    await expect((await popup).getByTestId('game-platform')).toHaveText('flash');

    const jdb = await openGame(page, 'JDB', 'Lucky Seven');
    launch = page.waitForRequest(isLaunch);
    const jdbWindow = page.waitForEvent('popup');
    await play(jdb).click();
    expect(new URL((await launch).url()).searchParams.get('language')).toBe('EN');
    await expect((await jdbWindow).getByTestId('game-language')).toHaveText('EN');

    const ae = await openGame(page, 'AE', 'AE Slots');
    launch = page.waitForRequest(isLaunch);
    await play(ae).click();
    const aeQuery = new URL((await launch).url()).searchParams;
    expect([aeQuery.get('language'), aeQuery.get('platform')]).toEqual(['EN', 'html5-desktop']);
  });

  test('live vendors: DG flash in English; ALB in a new window on its player page', async ({ page }) => {
    await start(page, 'player01');
    const dg = await openLiveGame(page, 'DG', 'Baccarat A01');
    let launch = page.waitForRequest(isLaunch);
    await play(dg).click();
    const dgQuery = new URL((await launch).url()).searchParams;
    expect([dgQuery.get('platform'), dgQuery.get('language')]).toEqual(['flash', 'EN']);
    await expect(page).toHaveURL(/\/seamless\?gameType=LIVE$/);

    const alb = await openLiveGame(page, 'ALB', 'Baccarat A');
    launch = page.waitForRequest(isLaunch);
    const popup = page.waitForEvent('popup');
    await play(alb).click();
    await launch;
    const player = await popup;
    await expect(player).toHaveURL(/\/__sandbox\/game\?session=gs\d+&player=1$/);
    await expect(player.getByRole('heading')).toHaveText('Baccarat A (ALB player)');
  });

  test('sports from the home page: sport id 0 is sent as 1', async ({ page }) => {
    await start(page, 'player01');
    const entry = page.getByTestId('games-entry');
    await expect(entry).toBeVisible();
    const launch = page.waitForRequest(isLaunch);
    await entry.getByRole('button', { name: /SABA/ }).first().click();
    const query = new URL((await launch).url()).searchParams;
    expect([query.get('vassalage'), query.get('gameId')]).toEqual(['SABA', '1']);
    await expect(page).toHaveURL(/\/seamless\?gameType=SPORTS$/);
  });

  test('a trial for a visitor goes through /trial without a login', async ({ page }) => {
    await start(page);
    await page.goto('/electron?page=PG&lang=cimode');
    const trial = page.getByRole('button', { name: 'free_trial' }).first();
    const name = await trial.locator('xpath=ancestor::article').getAttribute('aria-label');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/trial');
    await trial.click();
    const query = new URL((await request).url()).searchParams;
    expect(query.get('platform')).toBe('html5-desktop');
    expect(query.get('nodeId')).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('game-game')).toHaveText(name!);
    await expect(frame.getByTestId('game-mode')).toHaveText('demo');
  });
});

test.describe('launch failures', () => {
  test('vendor_under_maintenance shows the message and the time range; closing clears it', async ({
    page,
  }) => {
    await start(page, 'player01');
    const card = await openGame(page, 'SG', 'Gold Panther');
    const answer = page.waitForResponse((r) => isLaunch(r.request()));
    await play(card).click();
    const { value } = await (await answer).json();
    const maintenance = page.getByTestId('maintenance-dialog');
    await expect(maintenance).toContainText('vendor_under_maintenance');
    await expect(maintenance).toContainText('Spadegaming is under maintenance');
    await expect(maintenance.getByTestId('maintenance-time')).toContainText(
      `${localTime(value.maintainTime)} ~ ${localTime(value.endTime)}`,
    );
    // Inside the host's tree (its overlay slot), not a React root of the lobby's own: one root on the page.
    expect(await reactRoots(page, '[data-testid="maintenance-dialog"]')).toEqual({
      roots: ['#root'],
      rootOf: '#root',
    });
    await expect(maintenance.getByRole('button', { name: 'confirm' })).toBeFocused();
    await maintenance.getByRole('button', { name: 'confirm' }).click();
    await expect(maintenance).toBeHidden();
    // Again: Escape closes it too, and no root was added on the way.
    await play(card).click();
    await expect(maintenance.getByRole('button', { name: 'confirm' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(maintenance).toBeHidden();
    expect((await reactRoots(page, 'body')).roots).toEqual(['#root']);
  });

  test('resType 1 opens the recommended-games modal; a game there launches; closing clears it', async ({
    page,
  }) => {
    await start(page, 'player01');
    const card = await openGame(page, 'MG', 'Avalon');
    const recommended = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/recommended');
    await play(card).click();
    expect(new URL((await recommended).url()).searchParams.get('platform')).toBe('flash,html5-desktop');
    const modal = page.getByTestId('recommended-modal');
    await expect(modal).toContainText('recommend_game_tips1');
    await expect(modal).toContainText('recommend_game_tips2');
    await expect(modal.getByTestId('maintenance-time')).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d ~ /);
    await expect(modal.getByTestId('recommended-slide').first().getByRole('button')).toHaveCount(12);
    await modal.getByRole('button', { name: 'close' }).click();
    await expect(modal).toBeHidden();

    // Again, then launch a recommended game from the modal.
    await play(card).click();
    await expect(modal).toBeVisible();
    const first = modal.getByTestId('recommended-slide').first().getByRole('button').first();
    const vendor = await first.locator('.gl-recommended__vendor').textContent();
    const launch = page.waitForRequest(isLaunch);
    const popup = page.waitForEvent('popup', { timeout: 3000 }).catch(() => null);
    await first.click();
    expect(new URL((await launch).url()).searchParams.get('vassalage')).not.toBe('MG');
    await expect(modal).toBeHidden();
    const opened = await popup;
    if (opened) await expect(opened).toHaveURL(/\/__sandbox\/game\?session=/);
    else await expect(page).toHaveURL(/\/seamless\?gameType=RNG$/);
    expect(vendor).toBeTruthy();
  });

  test('resType 1 without recommended games, or a failed recommended call, shows the maintenance dialog', async ({
    page,
    request,
  }) => {
    await injectFault(request, {
      method: 'GET',
      path: '/wps/game/recommended',
      body: { success: true, value: [], errorCode: null, message: null },
      times: 1,
    });
    await start(page, 'player01');
    const card = await openGame(page, 'MG', 'Avalon');
    await play(card).click();
    const maintenance = page.getByTestId('maintenance-dialog');
    await expect(maintenance).toContainText('Microgaming is under maintenance');
    await maintenance.getByRole('button', { name: 'confirm' }).click();

    await injectFault(request, { method: 'GET', path: '/wps/game/recommended', status: 500, times: 1 });
    await play(card).click();
    await expect(maintenance).toBeVisible();
    await expect(page.getByTestId('recommended-modal')).toHaveCount(0);
  });

  test('launch_game_balance_not_enough offers Cancel or Deposit', async ({ page }) => {
    await start(page, 'poor01');
    const card = await openGame(page, 'PG', 'Fortune Tiger');
    await play(card).click();
    await expect(dialog(page)).toContainText('launch_game_balance_not_enough');
    await dialog(page).getByRole('button', { name: 'cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/electron/);
    await play(card).click();
    await dialog(page).getByRole('button', { name: 'deposit' }).click();
    await expect(page).toHaveURL(/\/member\/depositv2/);
  });

  test('another failure warns with the server message and closes the blank window', async ({
    page,
    request,
  }) => {
    await injectFault(request, {
      method: 'GET',
      path: '/wps/game/launchGame',
      body: { success: false, value: null, errorCode: 'game.closed', message: 'Game closed for today' },
      times: 1,
    });
    await start(page, 'player01');
    const card = await openGame(page, 'BBIN', 'Lucky Fruit');
    const popup = page.waitForEvent('popup');
    await play(card).click();
    const blank = await popup;
    // The failure may close the window before this line runs: wait for the close only if it has not happened.
    if (!blank.isClosed()) await blank.waitForEvent('close');
    expect(blank.isClosed()).toBe(true);
    await expect(dialog(page)).toContainText('Game closed for today');
    await dialog(page).getByRole('button', { name: 'confirm' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('popup_blocked when the browser blocks the game window', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await start(page, 'player01');
    await play(await openGame(page, 'BBIN', 'Lucky Fruit')).click();
    await expect(dialog(page)).toContainText('popup_blocked');
  });

  test('game_maintenance when the lobby domain is missing', async ({ page, request }) => {
    await patchMerchant(request, 'demo', { settings: { launchGameCDNs: [] } });
    await start(page, 'player01');
    let launched = false;
    page.on('request', (r) => (launched ||= isLaunch(r)));
    await play(await openGame(page, 'PG', 'Fortune Tiger')).click();
    await expect(dialog(page)).toContainText('game_maintenance');
    expect(launched).toBe(false);
  });

  test('a failed trial launch is only logged', async ({ page, request }) => {
    await injectFault(request, { method: 'GET', path: '/wps/game/trial', status: 500 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await start(page);
    await page.goto('/electron?page=PG&lang=cimode');
    await page.getByRole('button', { name: 'free_trial' }).first().click();
    await expect.poll(() => warnings.some((w) => w.includes('trial launch failed'))).toBe(true);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/electron/);
  });
});

test('a promotions banner with linkageType P launches its game from the home page', async ({ page }) => {
  await start(page, 'player01');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toBeVisible();
  const launch = page.waitForRequest(isLaunch);
  // The game banner is a button (the other P banners are links); click the one on screen.
  await carousel.hover();
  await carousel.getByRole('button', { name: /3/ }).first().click();
  await carousel.locator('.swiper-slide-active .pr-banner--game').click();
  const query = new URL((await launch).url()).searchParams;
  expect([query.get('vassalage'), query.get('sourceType'), query.get('marketingDetailId')]).toEqual([
    'EVO',
    'BANNER',
    '103',
  ]);
  expect(query.get('nodeId')).toMatch(/^\d+$/);
  await expect(page).toHaveURL(/\/seamless\?gameType=$/);
  await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('game-game')).toHaveText(
    'Lightning Roulette',
  );
});
