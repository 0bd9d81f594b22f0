import { expect, test } from '@playwright/test';
import { resetSandbox, revealHomeWidgets } from './support';

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
