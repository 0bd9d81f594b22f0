import { expect, test, type APIRequestContext, type Locator, type Page } from './policy-watch';
import { injectFault, logIn, resetSandbox } from './support';

// The slot lobby (/electron?page=), the category pages and the game popup (spec/products.md §2) through the real
// site and the sandbox. The site runs in cimode: texts are message keys.

test.beforeEach(async ({ request }) => resetSandbox(request));

interface WireGame {
  displayName: string;
  nodeId: string;
  supportPlay: number;
}

/** A page of games as the sandbox answers it (the list the screen must show). */
async function sandboxPage(request: APIRequestContext, path: string): Promise<WireGame[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { games: WireGame[] } }).value.games;
}

/** Start in cimode, optionally logged in. */
async function start(page: Page, account?: string): Promise<void> {
  await page.goto('/?lang=cimode');
  if (account) await logIn(page, account);
}

/** Open a site path in cimode (texts are message keys). */
async function go(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=cimode`);
}

/** The `page` query of the current URL. */
const pageQuery = (page: Page) => new URL(page.url()).searchParams.get('page');

const lobby = (page: Page) => page.getByTestId('games-lobby');
const cards = (page: Page) => lobby(page).getByRole('article');
const card = (page: Page, name: string) => lobby(page).getByRole('article', { name, exact: true });
const cardNames = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const tab = (page: Page, name: string) => lobby(page).getByRole('tab', { name });
const favourite = (item: Locator) => item.getByRole('button', { name: 'favourite' });
/** The login prompt of the shell: a confirm dialog with in_sorry_in. */
const loginPrompt = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'in_sorry_in' });

test.describe('slot lobby', () => {
  test('filters a vendor’s games by classification: all, VP, TG, SC, AC, JP', async ({ page, request }) => {
    await start(page);
    await go(page, '/electron?page=PG');
    await expect(card(page, 'Mahjong Ways')).toBeVisible();
    const filter = lobby(page).getByRole('group', { name: 'classify_label' });
    await expect(filter.getByRole('button')).toHaveText([
      'classify_ALL',
      'classify_VP',
      'classify_TG',
      'classify_SC',
      'classify_AC',
      'classify_JP',
    ]);
    for (const kind of ['VP', 'TG', 'SC', 'AC', 'JP', 'ALL']) {
      const query = kind === 'ALL' ? '' : `&gameClassify=${kind}`;
      const expected = await sandboxPage(
        request,
        `/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=40&platform=flash,html5-desktop${query}`,
      );
      expect(expected.length).toBeGreaterThan(0);
      await filter.getByRole('button', { name: `classify_${kind}` }).click();
      await expect(filter.getByRole('button', { name: `classify_${kind}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(() => cardNames(page)).toEqual(expected.map((g) => g.displayName));
    }
  });

  test('?page= names a vendor (the strip marks it) and search finds games by name', async ({
    page,
    request,
  }) => {
    await start(page);
    await go(page, '/electron?page=JDB');
    await expect(lobby(page).getByRole('button', { name: 'JDB Gaming', pressed: true })).toBeVisible();
    await expect(card(page, 'Lucky Seven')).toBeVisible();
    await expect(cards(page)).toHaveCount(34);
    await lobby(page).getByRole('searchbox').fill('lucky');
    await lobby(page).getByRole('searchbox').press('Enter');
    const lucky = await sandboxPage(
      request,
      '/wps/game/list?gameType=RNG&vassalage=JDB&gameName=lucky&pageNo=1',
    );
    expect(lucky.map((g) => g.displayName)).toEqual(expect.arrayContaining(['Lucky Seven', 'Lucky Lion']));
    await expect.poll(() => cardNames(page)).toEqual(lucky.map((g) => g.displayName));
    await lobby(page).getByRole('button', { name: 'Microgaming' }).click();
    await expect.poll(() => pageQuery(page)).toBe('MG');
    await expect(card(page, 'Mega Moolah')).toBeVisible();
  });

  test('the hot tab, from its button and from ?page=hot', async ({ page, request }) => {
    const hot = await sandboxPage(request, '/wps/game/hot?gameType=RNG&pageNo=1&pageSize=40');
    expect(hot.length).toBeGreaterThan(0);
    await start(page);
    await go(page, '/electron');
    await expect(card(page, 'Mahjong Ways')).toBeVisible();
    await tab(page, 'tab_hot').click();
    await expect.poll(() => pageQuery(page)).toBe('hot');
    await expect(tab(page, 'tab_hot')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardNames(page)).toEqual(hot.map((g) => g.displayName));

    await go(page, '/electron?page=hot');
    await expect.poll(() => cardNames(page)).toEqual(hot.map((g) => g.displayName));
    await tab(page, 'tab_vendor').click();
    await expect(card(page, 'Mahjong Ways')).toBeVisible();
    await expect(tab(page, 'tab_vendor')).toHaveAttribute('aria-selected', 'true');
  });

  test('recent and favourite ask a visitor to log in (in_sorry_in), from the tabs and from ?page=', async ({
    page,
  }) => {
    await start(page);
    await go(page, '/electron');
    await expect(card(page, 'Mahjong Ways')).toBeVisible();
    for (const name of ['tab_recent', 'tab_favourite']) {
      await tab(page, name).click();
      await expect(loginPrompt(page)).toBeVisible();
      await loginPrompt(page).getByRole('button', { name: 'cancel' }).click();
      await expect(tab(page, 'tab_vendor')).toHaveAttribute('aria-selected', 'true');
    }
    for (const query of ['recentGameList', 'favGameList']) {
      await go(page, `/electron?page=${query}`);
      await expect(loginPrompt(page)).toBeVisible();
      await loginPrompt(page).getByRole('button', { name: 'cancel' }).click();
      await expect(lobby(page).getByText('in_sorry_in')).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    }
    // A favourite toggle asks too.
    await go(page, '/electron?page=PG');
    await favourite(card(page, 'Fortune Tiger')).click();
    await expect(loginPrompt(page)).toBeVisible();
  });

  test('favourites survive a reload and are listed under ?page=favGameList', async ({ page }) => {
    await start(page, 'player01');
    await go(page, '/electron?page=PG');
    const toggle = favourite(card(page, 'Fortune Tiger'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/game/favourites' && r.request().method() === 'POST',
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).request().postDataJSON()).toEqual({
      nodeId: expect.stringMatching(/^\d+$/),
      vendor: 'PG',
      gameType: 'RNG',
    });
    await page.reload();
    await expect(favourite(card(page, 'Fortune Tiger'))).toHaveAttribute('aria-pressed', 'true');

    await tab(page, 'tab_favourite').click();
    await expect.poll(() => pageQuery(page)).toBe('favGameList');
    await expect.poll(() => cardNames(page)).toEqual(['Fortune Tiger']);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Fortune Tiger']);

    // Removing it sticks as well.
    await favourite(card(page, 'Fortune Tiger')).click();
    await expect(favourite(card(page, 'Fortune Tiger'))).toHaveAttribute('aria-pressed', 'false');
    await expect(favourite(card(page, 'Fortune Tiger'))).toBeEnabled();
    await page.reload();
    await expect(lobby(page).getByText('no_data')).toBeVisible();
  });

  test('a failed favourite rolls back and says why', async ({ page, request }) => {
    await start(page, 'player01');
    await go(page, '/electron?page=PG');
    const toggle = favourite(card(page, 'Fortune Tiger'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The lobby's reads (games, favourites, recent) are in: the card is not re-rendered under the click.
    await page.waitForLoadState('networkidle');
    await injectFault(request, {
      method: 'POST',
      path: '/wps/game/favourites',
      status: 500,
      // Long enough for the in-flight checks below on a busy machine (500 ms was not, once).
      delayMs: 3000,
      body: { success: false, errorCode: 'favourite.down', message: 'Favourites are resting', value: null },
      times: 1,
    });
    await toggle.click();
    // Optimistic, and the toggle cannot act twice while the call is in flight.
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeEnabled();
    await expect(page.locator('.wl-toast--error')).toContainText('Favourites are resting');
    await page.reload();
    await expect(favourite(card(page, 'Fortune Tiger'))).toHaveAttribute('aria-pressed', 'false');
  });

  test('a game launched with Play is listed under recent games, also after a reload', async ({ page }) => {
    await start(page, 'player01');
    await go(page, '/electron?page=JDB');
    const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    // Dragon Warrior opens in the page (appNewWindow 0).
    await card(page, 'Dragon Warrior').getByRole('button', { name: 'play_now' }).click();
    expect((await (await launched).json()).success).toBe(true);
    await expect(page).toHaveURL(/\/seamless\?gameType=RNG/);

    await go(page, '/electron?page=recentGameList');
    await expect(tab(page, 'tab_recent')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardNames(page)).toEqual(['Dragon Warrior']);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['Dragon Warrior']);
  });

  test('the trial button (supportPlay 0 with free play on) launches the demo for a visitor', async ({
    page,
    request,
  }) => {
    const games = await sandboxPage(request, '/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=40');
    const trial = games.find((g) => g.supportPlay === 0)!;
    const noTrial = games.find((g) => g.supportPlay === 1)!;
    await start(page);
    await go(page, '/electron?page=PG');
    await expect(card(page, noTrial.displayName).getByRole('button', { name: 'free_trial' })).toHaveCount(0);
    const demo = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/trial');
    await card(page, trial.displayName).getByRole('button', { name: 'free_trial' }).click();
    expect(new URL((await demo).url()).searchParams.get('nodeId')).toBe(trial.nodeId);
    await expect(page).toHaveURL(/\/trial\?gameType=RNG/);
  });
});

test.describe('category pages', () => {
  const ROUTES: [string, string, string][] = [
    ['/live', 'LIVE', 'Evolution'],
    ['/casino', 'LIVE', 'Allbet'],
    ['/fish', 'FISH', 'JDB Fishing'],
    ['/sports', 'SPORTS', 'SABA Sports'],
    ['/pvp', 'PVP', 'KY Gaming'],
    ['/table', 'PVP', 'Leg Gaming'],
    ['/esports', 'ESPORTS', 'IM Esports'],
    ['/arcade', 'RNG', 'PG Soft'],
    ['/rng', 'RNG', 'JILI'],
  ];

  test('each category route lists the vendor cards of its game type', async ({ page, request }) => {
    await start(page);
    for (const [route, type, vendor] of ROUTES) {
      await go(page, route);
      const category = page.getByTestId('games-category');
      await expect(category).toHaveAttribute('data-game-type', type);
      await expect(category.getByRole('heading', { name: `type_${type}` })).toBeVisible();
      const response = await request.get(`/wps/game/vendors?gameType=${type}`);
      const vendors = ((await response.json()) as { value: { displayName: string }[] }).value;
      await expect(category.getByRole('list', { name: 'vendors' }).getByRole('listitem')).toHaveCount(
        vendors.length,
      );
      await expect(category.getByRole('button', { name: new RegExp(vendor) })).toBeVisible();
    }
  });

  test('a direct vendor (isGame game) launches at once; a visitor is asked to log in', async ({ page }) => {
    await start(page);
    await go(page, '/esports');
    const imes = page.getByTestId('games-category').getByRole('button', { name: /IM Esports/ });
    await imes.click();
    await expect(loginPrompt(page)).toBeVisible();
    await loginPrompt(page).getByRole('button', { name: 'cancel' }).click();

    await logIn(page, 'player01');
    await go(page, '/esports');
    const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await page
      .getByTestId('games-category')
      .getByRole('button', { name: /IM Esports/ })
      .click();
    expect(new URL((await launch).url()).searchParams.get('vassalage')).toBe('IMES');
    await expect(page).toHaveURL(/\/seamless\?gameType=ESPORTS/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('game popup', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'popup_title' });
  const rows = (page: Page) =>
    popup(page)
      .getByRole('listitem')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

  test('a VASSALAGE vendor opens its games paged by 10; the dialog keeps focus and returns it', async ({
    page,
    request,
  }) => {
    const first = await sandboxPage(
      request,
      '/wps/game/list?gameType=RNG&vassalage=JDB&pageNo=1&pageSize=10',
    );
    const second = await sandboxPage(
      request,
      '/wps/game/list?gameType=RNG&vassalage=JDB&pageNo=2&pageSize=10',
    );
    await start(page);
    await go(page, '/rng');
    const jdb = page.getByTestId('games-category').getByRole('button', { name: /JDB Gaming/ });
    await jdb.click();
    await expect.poll(() => pageQuery(page)).toBe('JDB');
    await expect(popup(page)).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => rows(page)).toEqual(first.map((g) => g.displayName));
    await expect(popup(page).getByRole('button', { name: 'close' })).toBeFocused();

    await popup(page).getByRole('navigation', { name: 'pages' }).getByRole('button', { name: '2' }).click();
    await expect.poll(() => rows(page)).toEqual(second.map((g) => g.displayName));

    // Focus stays inside: Shift+Tab from the first control goes to the last one.
    await popup(page).getByRole('button', { name: 'close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await popup(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect.poll(() => pageQuery(page)).toBeNull();
    await expect(jdb).toBeFocused();
  });

  test('free trial where supportPlay is 0, play-now on every game', async ({ page, request }) => {
    const games = await sandboxPage(request, '/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=10');
    const trial = games.find((g) => g.supportPlay === 0)!;
    expect(trial).toBeDefined();
    await start(page);
    await go(page, '/arcade?page=PG');
    await expect.poll(() => rows(page)).toEqual(games.map((g) => g.displayName));
    for (const game of games) {
      const item = popup(page).getByRole('listitem', { name: game.displayName, exact: true });
      await expect(item.getByRole('button', { name: 'play_now' })).toBeVisible();
      await expect(item.getByRole('button', { name: 'free_trial' })).toHaveCount(
        game.supportPlay === 0 ? 1 : 0,
      );
    }
    // Play now asks a visitor to log in.
    await popup(page).getByRole('button', { name: 'play_now' }).first().click();
    await expect(loginPrompt(page)).toBeVisible();
    await loginPrompt(page).getByRole('button', { name: 'cancel' }).click();
    const demo = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/trial');
    await popup(page)
      .getByRole('listitem', { name: trial.displayName, exact: true })
      .getByRole('button', { name: 'free_trial' })
      .click();
    expect(new URL((await demo).url()).searchParams.get('nodeId')).toBe(trial.nodeId);
  });

  test('play-now launches the game for a member', async ({ page }) => {
    await start(page, 'player01');
    await go(page, '/live?page=Evolution');
    await expect(popup(page)).toBeVisible();
    const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await popup(page)
      .getByRole('listitem', { name: 'Crazy Time' })
      .getByRole('button', { name: 'play_now' })
      .click();
    const query = new URL((await launch).url()).searchParams;
    expect(query.get('vassalage')).toBe('EVO');
  });
});
