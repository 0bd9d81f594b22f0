import { expect, test } from './policy-watch';
import {
  federationReport,
  LITE,
  logIn,
  merchantSite,
  recordManifests,
  resetSandbox,
  revealHomeWidgets,
} from './support';

const OFF = ['lottery', 'points-mall', 'agent-contracts'];

test.beforeEach(async ({ request }) => resetSandbox(request));

test('on lite, switched-off areas are never downloaded, their routes are not found and their widgets absent', async ({
  page,
}) => {
  const manifests = recordManifests(page);
  await page.goto(`${LITE}/`);
  await expect(page.getByTestId('games-entry')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await revealHomeWidgets(page);
  await expect(page.getByTestId('winner-board')).toBeVisible();
  await expect(page.getByTestId('countdown-panel')).toHaveCount(0);
  await expect(page.getByTestId('widget-pending-lottery-CountdownPanel')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /彩票/ })).toHaveCount(0);
  // The host's federation instance knows only the areas that are on.
  const { registered } = await federationReport(page);
  expect(registered).toEqual(['games_lobby', 'member_centre', 'promotions']);

  for (const path of ['/lottery', '/lott', '/elott']) {
    await page.goto(`${LITE}${path}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  }
  await logIn(page, 'player01', LITE);
  for (const path of ['/member/pointMall', '/member/contracts']) {
    await page.goto(`${LITE}${path}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  }
  await page.goto(`${LITE}/member`);
  await expect(page.getByTestId('member-overview')).toBeVisible();
  for (const id of OFF) expect(manifests, id).not.toContain(id);
});

test('closed merchant shows the maintenance notice', async ({ page }) => {
  await page.goto(`${merchantSite('closed')}/`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
});
