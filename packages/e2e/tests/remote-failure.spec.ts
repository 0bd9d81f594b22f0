import { expect, test } from './policy-watch';
import { resetSandbox, revealHomeWidgets } from './support';

/** The host's limit for a remote's manifest and entry (REMOTE_FILE_TIMEOUT_MS, host/src/federation/mf-runtime.ts). */
const REMOTE_FILE_TIMEOUT_S = 20;

test.beforeEach(async ({ request }) => resetSandbox(request));

for (const status of [404, 500]) {
  test(`a remote whose files answer ${status} leaves the rest of the site working and retries once they are back`, async ({
    page,
  }) => {
    await page.route('**/remotes/lottery/**', (route) => route.fulfill({ status, body: 'unavailable' }));
    await page.goto('/');
    await revealHomeWidgets(page);
    // The failed widget shows a small retry card; the other areas and the shell work.
    await expect(page.getByTestId('widget-fallback-lottery-CountdownPanel')).toBeVisible();
    await expect(page.getByTestId('games-entry')).toBeVisible();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();

    await page.getByRole('link', { name: /彩票/ }).first().click();
    await expect(page.getByTestId('remote-fallback-lottery')).toBeVisible();
    await page
      .getByRole('link', { name: /优惠活动/ })
      .first()
      .click();
    await expect(page.getByTestId('promotions-page')).toBeVisible();

    // The files come back: retry loads the area without a page reload.
    await page.unroute('**/remotes/lottery/**');
    await page.getByRole('link', { name: /彩票/ }).first().click();
    await page.getByTestId('remote-fallback-lottery').getByRole('button').click();
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    await page.getByRole('link', { name: /首页/ }).first().click();
    await revealHomeWidgets(page);
    await expect(page.getByTestId('countdown-panel')).toBeVisible();
  });
}

test('with games-lobby’s files blocked the home page still works, and its slots retry once they are back', async ({
  page,
}) => {
  await page.route('**/remotes/games-lobby/**', (route) => route.abort());
  await page.goto('/');
  await revealHomeWidgets(page);
  // Both of its home widgets (the games entry and the winner board) show a small retry card; the rest works.
  await expect(page.getByTestId('widget-fallback-games-lobby-GamesEntry')).toBeVisible();
  await expect(page.getByTestId('widget-fallback-games-lobby-WinnerBoard')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('countdown-panel')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('games-entry')).toHaveCount(0);

  await page
    .getByRole('link', { name: /电子游艺/ })
    .first()
    .click();
  await expect(page.getByTestId('remote-fallback-games-lobby')).toBeVisible();
  await page.getByRole('link', { name: /彩票/ }).first().click();
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();

  await page.unroute('**/remotes/games-lobby/**');
  await page.getByRole('link', { name: /首页/ }).first().click();
  await page.getByTestId('widget-fallback-games-lobby-GamesEntry').getByRole('button').click();
  await expect(page.getByTestId('games-entry')).toBeVisible();
  await revealHomeWidgets(page);
  await expect(page.getByTestId('winner-board')).toBeVisible();
});

for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  test(`a remote whose ${file} never answers shows its retry card after ${REMOTE_FILE_TIMEOUT_S} s, and the retry loads it`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The request is taken and never answered: a stalled connection.
    const stalled = `**/remotes/lottery/*/${file}`;
    await page.route(stalled, () => undefined);
    await page.goto('/');
    await page.getByRole('link', { name: /彩票/ }).first().click();
    await expect(page.getByTestId('lottery-lobby')).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback-lottery')).toHaveCount(0);
    // Meanwhile the rest of the site works.
    await page
      .getByRole('link', { name: /优惠活动/ })
      .first()
      .click();
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    await page.getByRole('link', { name: /彩票/ }).first().click();
    await expect(page.getByTestId('remote-fallback-lottery')).toBeVisible({
      timeout: (REMOTE_FILE_TIMEOUT_S + 10) * 1000,
    });

    await page.unroute(stalled);
    await page.getByTestId('remote-fallback-lottery').getByRole('button').click();
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  });
}
