import { expect, test, type Page } from './policy-watch';
import { resetSandbox } from './support';

// Lottery pages (issue 11): the query parameters of /lottery (spec/products.md §2), /lott and /elott by game type,
// the trend chart page and /vnLottery, with the sandbox's data.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const groupsOf = (page: Page) =>
  page
    .getByRole('navigation', { name: 'menu_label' })
    .getByRole('region')
    .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));

/** Open a lottery lobby page and wait for the sandbox's issue clock (the first countdown). */
async function openLobby(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('lt-countdown')).toBeVisible({ timeout: 20_000 });
}

/** The LOTT game groups of the sandbox, in menu order. */
const LOTT_GROUPS = ['group_SSC', 'group_11X5', 'group_PK10', 'group_THAI', 'group_THAISTOCK', 'group_VN'];

const selectedGame = (page: Page) =>
  page.getByRole('navigation', { name: 'menu_label' }).locator('[aria-current="true"]');

test('/lott lists the LOTT games and /elott the ELOTT games', async ({ page }) => {
  await openLobby(page, '/lott?lang=cimode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('lobby_title_traditional');
  expect(await groupsOf(page)).toEqual(LOTT_GROUPS);

  await openLobby(page, '/elott?lang=cimode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('lobby_title_entertainment');
  expect(await groupsOf(page)).toEqual(['group_FAST', 'group_YIKI']);
  await expect(selectedGame(page)).toContainText('腾讯分分彩');
  await expect(page.getByTestId('lt-lotto-mode')).toHaveText('mode_Elott_Traditional');
});

test('gameId, playType and lMode preselect the game, its play type and mode 2', async ({ page }) => {
  await page.goto('/lottery?gameId=11&playType=11X5_Q3&lMode=2&lang=cimode');
  await expect(selectedGame(page)).toContainText('山东11选5', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '山东11选5' })).toBeVisible();
  await expect(page.getByTestId('lt-play-type')).toHaveText('11X5_Q3');
  await expect(page.getByTestId('lt-lotto-mode')).toHaveText('mode_Entertainment');
  // 11X5 draws: 5 distinct numbers 01-11. The bet controls show before the draws have loaded: wait for the first row.
  const lastDraw = page.getByTestId('lt-results').locator('tbody tr').first();
  await expect(lastDraw).toBeVisible();
  const balls = await lastDraw.getByRole('listitem').allTextContents();
  expect(new Set(balls).size).toBe(5);
  for (const ball of balls) expect(ball).toMatch(/^(0[1-9]|1[01])$/);

  // `id` names the game too; an ELOTT game in mode 2 is Elott_Entertainment; the menu keeps the mode.
  await page.goto('/lottery?id=31&lMode=2&lang=cimode');
  await expect(selectedGame(page)).toContainText('腾讯分分彩', { timeout: 20_000 });
  await expect(page.getByTestId('lt-lotto-mode')).toHaveText('mode_Elott_Entertainment');
  await expect(page.getByTestId('lt-play-type')).toHaveText('SSC_5X_ZX');
  await page
    .getByRole('navigation', { name: 'menu_label' })
    .getByRole('button', { name: /重庆时时彩/ })
    .click();
  await expect(page).toHaveURL(/gameCode=CQSSC/);
  await expect(page).toHaveURL(/lMode=2/);
  await expect(page.getByTestId('lt-lotto-mode')).toHaveText('mode_Entertainment');
});

test('type and lottoGameGroup narrow the list', async ({ page }) => {
  await openLobby(page, '/lottery?type=ELOTT&lang=cimode');
  expect(await groupsOf(page)).toEqual(['group_FAST', 'group_YIKI']);

  // The games-entry tile tags: WLLOTT (the LOTT vendor), ELOTT; a group code works too.
  await openLobby(page, '/lottery?lottoGameGroup=WLLOTT&lang=cimode');
  expect(await groupsOf(page)).toEqual(LOTT_GROUPS);
  await openLobby(page, '/lottery?lottoGameGroup=THAI&lang=cimode');
  expect(await groupsOf(page)).toEqual(['group_THAI']);
  await expect(page.getByTestId('lt-lotto-mode')).toHaveText('mode_SEA_Tradition');
});

test('the trend chart page shows the last 30 draws with hits and misses', async ({ page }) => {
  await page.goto('/lottery?gameCode=CQSSC&lang=cimode');
  await page.getByRole('link', { name: 'trend_chart' }).click();
  await expect(page).toHaveURL(/\/lottery\/trend\?gameUrl=CQSSC/);
  const trend = page.getByTestId('lt-trend');
  await expect(trend.getByRole('heading', { level: 1 })).toContainText('重庆时时彩');
  const rows = trend.locator('tbody tr');
  await expect(rows).toHaveCount(30, { timeout: 20_000 });
  // SSC: 5 positions of 0-9, one hit per position per draw.
  await expect(trend.getByRole('columnheader', { name: 'trend_position' })).toHaveCount(5);
  await expect(rows.first().locator('td[data-hit]')).toHaveCount(5);
  await expect(rows.last().locator('td[data-hit]')).toHaveCount(5);
  // The newest draw is the last row, the one the results panel lists first.
  const draws = (await (await page.request.get('/lgw/draw?gameCode=CQSSC&count=1')).json()).value;
  await expect(rows.last().getByRole('rowheader')).toHaveText(draws[0].numero);
  await trend.getByRole('link', { name: 'trend_back' }).click();
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
});

test('/vnLottery shows the Vietnam games, the countdown and every prize tier', async ({ page }) => {
  await page.goto('/vnLottery?gameCode=VNHN&lang=cimode');
  const vn = page.getByTestId('lt-vn-lottery');
  await expect(vn.getByRole('heading', { level: 1 })).toHaveText('vn_title');
  await expect(vn.getByRole('button', { name: '越南河内彩' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('lt-vn-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  const draws = page.getByTestId('lt-vn-results').locator('table');
  await expect(draws).toHaveCount(5);
  await expect(draws.first().getByRole('rowheader')).toHaveText([
    'vn_tier_DB',
    'vn_tier_G1',
    'vn_tier_G2',
    'vn_tier_G3',
    'vn_tier_G4',
    'vn_tier_G5',
    'vn_tier_G6',
    'vn_tier_G7',
    'vn_tier_G8',
  ]);
  // The special prize is the draw's winNo.
  const [latest] = (await (await page.request.get('/lgw/vn/draw?gameCode=VNHN&count=1')).json()).value;
  await expect(draws.first().locator('tr[data-tier="DB"] td')).toHaveText(latest.winNo.split(',').join(''));

  await vn.getByRole('button', { name: '越南胡志明彩' }).click();
  await expect(page).toHaveURL(/gameCode=VNHCM/);
  await expect(vn.getByRole('button', { name: '越南胡志明彩' })).toHaveAttribute('aria-pressed', 'true');
  await vn.getByRole('link', { name: 'bet_now' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=VNHCM/);
  await expect(selectedGame(page)).toContainText('越南胡志明彩');
});
