import { expect, test, type Page } from './policy-watch';
import { agreeToPopupNotices, logInAt, resetSandbox, revealHomeWidgets, sourceTexts } from './support';

// Issue 17 (languages part 2): the games lobby, the lottery and the member centre speak RU, PT, ES and AR through
// the real built site: each page shows its own texts in the language of `?lang=` (AR right to left) and none of the
// areas' message keys shows raw.

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await agreeToPopupNotices(page);
});

const texts = sourceTexts;

const FILES = {
  gamesLobby: 'remotes/games-lobby/src/i18n/locales',
  lottery: 'remotes/lottery/src/i18n/locales',
  member: 'remotes/member-centre/src/i18n/locales',
  records: 'remotes/member-centre/src/i18n/locales/member-records',
} as const;

/**
 * The areas' message keys shaped like keys (with an underscore): plain-word keys such as `deposit` can be real
 * words in a game's name, a key with an underscore never is.
 */
const AREA_KEYS = Object.values(FILES)
  .flatMap((file) => Object.keys(texts(file, 'CN')))
  .filter((key) => key.includes('_'));

/** The page's main content shows none of the areas' message keys. */
async function expectNoRawKeys(page: Page): Promise<void> {
  const shown = await page.locator('main').innerText();
  const raw = AREA_KEYS.filter((key) => new RegExp(`(^|[^\\w])${key}([^\\w]|$)`).test(shown));
  expect(raw).toEqual([]);
}

const LANGUAGES = [
  { code: 'RU', html: 'ru', dir: 'ltr' },
  { code: 'PT', html: 'pt', dir: 'ltr' },
  { code: 'ES', html: 'es', dir: 'ltr' },
  { code: 'AR', html: 'ar', dir: 'rtl' },
] as const;

for (const { code, html, dir } of LANGUAGES) {
  test(`${code}: the slot lobby, the lottery and the member centre in ${code}, no raw key`, async ({
    page,
  }) => {
    const lobbyTexts = texts(FILES.gamesLobby, code);
    const lotteryTexts = texts(FILES.lottery, code);
    const memberTexts = texts(FILES.member, code);
    const recordsTexts = texts(FILES.records, code);
    await logInAt(page, 'player01', `/electron?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', html);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const lobby = page.getByTestId('games-lobby');
    await expect(lobby.getByRole('tab', { name: lobbyTexts.tab_hot })).toBeVisible();
    await expect(lobby.getByRole('tab', { name: lobbyTexts.tab_favourite })).toBeVisible();
    await expect(lobby.getByRole('group', { name: lobbyTexts.classify_label })).toBeVisible();
    await expect(lobby.getByRole('article').first()).toBeVisible();
    await expect(lobby.getByRole('button', { name: lobbyTexts.play_now }).first()).toBeVisible();
    await expectNoRawKeys(page);

    await page.goto(`/lottery?lang=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lotteryTexts.lobby_title_all!);
    await expect(page.getByRole('navigation', { name: lotteryTexts.menu_label })).toBeVisible();
    await expect(
      page.getByTestId('lt-bet').getByRole('button', { name: lotteryTexts.bet_now }),
    ).toBeVisible();
    await expect(page.getByTestId('lt-lotto-mode')).toHaveText(lotteryTexts.mode_Traditional!);
    await expectNoRawKeys(page);

    await page.goto(`/member?lang=${code}`);
    await expect(page.getByTestId('member-overview')).toBeVisible();
    const menu = page.getByTestId('mc-menu-member');
    await expect(menu.getByTestId('mc-menu-menu_overview')).toHaveText(memberTexts.menu_overview!);
    await expect(menu.getByTestId('mc-menu-menu_bet_record')).toHaveText(memberTexts.menu_bet_record!);
    await expect(page.getByText(memberTexts.wallet_title!, { exact: true })).toBeVisible();
    await expectNoRawKeys(page);

    await menu.getByTestId('mc-menu-menu_bet_record').click();
    await expect(page.getByTestId('page-bet-record')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: recordsTexts.col_bet_time })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: recordsTexts.col_valid_bet })).toBeVisible();
    await expectNoRawKeys(page);
  });
}

for (const { code } of LANGUAGES) {
  test(`${code}: the home page's games and lottery widgets, no raw key`, async ({ page }) => {
    const lobbyTexts = texts(FILES.gamesLobby, code);
    const lotteryTexts = texts(FILES.lottery, code);
    await logInAt(page, 'player01', `/?lang=${code}`);
    await revealHomeWidgets(page);
    for (const [widget, title] of [
      ['games-entry', lobbyTexts.games_entry_title!],
      ['winner-board', lobbyTexts.winner_board_title!],
      ['quick-bet', lotteryTexts.quick_bet_title!],
      ['popular-trend', lotteryTexts.popular_title!],
      ['jackpot', lotteryTexts.jackpot_title!],
    ] as const)
      await expect(page.getByTestId(widget).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expectNoRawKeys(page);
  });
}
