import { expect, test } from './policy-watch';
import { logIn, recordManifests, resetSandbox, revealHomeWidgets } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('home renders the shell and the widgets of games-lobby, lottery and promotions', async ({ page }) => {
  const manifests = recordManifests(page);
  // A phone's screen: the lottery panel is below the fold.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('shell-footer')).toContainText('18+');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('games-entry')).toBeVisible();
  // The lottery panel is below the fold: its area is downloaded only when the player scrolls near it.
  await expect(page.getByTestId('widget-pending-lottery-CountdownPanel')).toBeAttached();
  expect(manifests).not.toContain('lottery');
  await revealHomeWidgets(page);
  await expect(page.getByTestId('countdown-panel')).toBeVisible();
  // Only the areas the home page uses were downloaded.
  expect([...new Set(manifests)].sort()).toEqual(['games-lobby', 'lottery', 'promotions']);
});

test('each remote renders its screen with sandbox data, its manifest fetched only when first needed', async ({
  page,
}) => {
  const manifests = recordManifests(page);
  await page.goto('/electron');
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  await expect(page.getByTestId('games-lobby').locator('img').first()).toBeVisible();
  expect(manifests).toEqual(['games-lobby']);

  await page.getByRole('link', { name: /彩票/ }).first().click();
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  await expect(page.getByTestId('lottery-lobby')).toContainText('重庆时时彩');
  await page
    .getByRole('link', { name: /优惠活动/ })
    .first()
    .click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  expect(manifests).toEqual(['games-lobby', 'lottery', 'promotions']);

  // Member areas need a session; their code is fetched only once a member opens them.
  await logIn(page, 'agent02');
  expect(manifests).not.toContain('member-centre');
  await page.goto('/member');
  await expect(page.getByTestId('member-overview')).toContainText('agent02');
  await page.goto('/member/pointMall');
  await expect(page.getByTestId('points-mall').locator('img').first()).toBeVisible();
  await page.goto('/member/contracts');
  // agent02's seeded dividend contract is on the page.
  await expect(page.getByTestId('agent-contracts')).toContainText('%');
  for (const id of ['member-centre', 'points-mall', 'agent-contracts']) expect(manifests).toContain(id);
});

test('the member centre sends a logged-out visitor to the login page and back after login', async ({
  page,
}) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember/);
  await page.getByTestId('login-page').locator('input[name="username"]').fill('player01');
  await page.getByTestId('login-page').locator('input[name="password"]').fill('wrong-password');
  await page.getByTestId('login-page').getByRole('button').click();
  await expect(page.getByRole('alert')).toBeVisible();
  // Nothing typed is lost after a failed attempt.
  await expect(page.getByTestId('login-page').locator('input[name="username"]')).toHaveValue('player01');
  await page.getByTestId('login-page').locator('input[name="password"]').fill('pass1234');
  await page.getByTestId('login-page').getByRole('button').click();
  await expect(page.getByTestId('member-overview')).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toBeVisible();
});

test('?lang=cimode renders message keys and ?lang=en English texts', async ({ page }) => {
  await page.goto('/member?lang=cimode');
  await expect(page.getByTestId('login-page')).toContainText('login_title');
  await page.goto('/?lang=en');
  await expect(page.getByTestId('shell-footer')).toContainText('18 and over');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
