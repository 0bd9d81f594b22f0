import { expect, test, type Page } from './policy-watch';
import { logInAt, patchMerchant, resetSandbox } from './support';

// Issue 13 acceptance 1 (the menu frame and the money/security/messages entries): the member and agent menus per
// flags (products §6) and roles (player01 isAgent 0, agent01 isAgent 1, agent02 isAgent 2, a free-play account
// isAgent 4); every entry opens a working page; a switched-off entry is gone from the menu and its typed URL says
// it is not available.

test.beforeEach(async ({ request }) => resetSandbox(request));

const memberMenu = (page: Page) => page.getByTestId('mc-menu-member');
const agentMenu = (page: Page) => page.getByTestId('mc-menu-agent');

/** The member-money entries and the page each opens. */
const ENTRIES = [
  ['menu_account_security', '/member/securityCenter', 'security-page'],
  ['menu_wallet', '/member/transferFund', 'transfer-page'],
  ['menu_deposit', '/member/depositv2', 'deposit-page'],
  ['menu_withdrawal', '/member/withdraw', 'withdraw-page'],
  ['menu_platform_messages', '/member/messageV2', 'inbox-page'],
] as const;

test('player01: the member menu without the agent menu; each entry opens its working page', async ({
  page,
}) => {
  await logInAt(page, 'player01', '/member?lang=cimode');
  await expect(memberMenu(page).getByRole('link', { name: 'menu_overview' })).toHaveAttribute(
    'href',
    '/member',
  );
  await expect(agentMenu(page)).toHaveCount(0);
  for (const [key, path, pageId] of ENTRIES) {
    const link = memberMenu(page).getByRole('link', { name: key, exact: true });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId(pageId)).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
    // Each page's main content loaded from the sandbox (no retry card, no not-available page).
    await expect(page.getByTestId('member-not-available')).toHaveCount(0);
    await expect(page.locator('.wl-retry-card')).toHaveCount(0);
  }
  await expect(page.getByTestId('transfer-page')).toHaveCount(0);
  await expect(page.getByTestId('inbox-list')).toBeVisible();
});

test('flags switch entries off: DEPOSIT, WITHDRAW and MAILCEN off hide them, their URLs are not available', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { DEPOSIT: 0, WITHDRAW: 0, MAILCEN: 0 } });
  await logInAt(page, 'player01', '/member?lang=cimode');
  await expect(memberMenu(page).getByRole('link', { name: 'menu_account_security' })).toBeVisible();
  await expect(memberMenu(page).getByRole('link', { name: 'menu_wallet' })).toBeVisible();
  for (const key of ['menu_deposit', 'menu_withdrawal', 'menu_platform_messages']) {
    await expect(memberMenu(page).getByRole('link', { name: key, exact: true })).toHaveCount(0);
  }
  await page.goto('/member/depositv2?lang=cimode');
  await expect(page.getByTestId('member-not-available')).toBeVisible();
  await expect(page.getByTestId('deposit-page')).toHaveCount(0);
  await page.goto('/member/messageV2?lang=cimode');
  await expect(page.getByTestId('member-not-available')).toBeVisible();
});

for (const agent of ['agent01', 'agent02']) {
  test(`${agent}: the member menu and the agent menu`, async ({ page }) => {
    await logInAt(page, agent, '/member?lang=cimode');
    await expect(agentMenu(page)).toBeVisible();
    await expect(agentMenu(page).getByText('agent_centre')).toBeVisible();
    await expect(agentMenu(page).getByRole('link', { name: 'menu_agent_contracts' })).toBeVisible();
    for (const [key, path] of ENTRIES) {
      await expect(memberMenu(page).getByRole('link', { name: key, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    // The agent centre's announcement page lists the announcements.
    await agentMenu(page).getByRole('link', { name: 'menu_agent_announcement' }).click();
    await expect(page).toHaveURL(/\/member\/agentAnnouncement$/);
    await expect(page.getByTestId('announcements-list').locator('li').first()).toBeVisible();
    await memberMenu(page).getByRole('link', { name: 'menu_deposit' }).click();
    await expect(page.getByTestId('deposit-page').locator('input[name="methodCode"]')).toHaveCount(3);
  });
}

test('a free-play account (isAgent 4) is refused the member centre with in_need_true_account', async ({
  page,
}) => {
  await page.goto('/login?lang=cimode');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  // The host's member guard: the prompt, and no member page (the member centre's frame blocks it too).
  await page.goto('/member/depositv2?lang=cimode');
  await expect(page.getByRole('dialog')).toContainText('in_need_true_account');
  await expect(page.getByTestId('deposit-page')).toHaveCount(0);
});

test('a visitor opening a member page is sent to the login page', async ({ page }) => {
  await page.goto('/member/withdraw?lang=cimode');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Fwithdraw/);
});

// Issue 34: the menus are grouped lists. On a phone they fold into one button naming the current page; opened, every
// row is a 44 px target. On a laptop they are a side list beside the page, every item visible or scrolled to.
test.describe('grouped menus', () => {
  test('on a phone: a menu button, grouped rows of at least 44 px, the current page marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAt(page, 'agent01', '/member?lang=cimode');
    const toggle = page.getByTestId('mc-menu-toggle');
    // The index opens with the menu, its groups under their headings.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(memberMenu(page).getByRole('heading', { level: 3 })).toHaveText([
      'menu_group_account',
      'menu_group_money',
      'menu_group_records',
      'menu_group_rewards',
      'menu_group_security',
    ]);
    await expect(agentMenu(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      'menu_group_agent_team',
    );
    const rows = page.locator('.mc-menu__link');
    const heights = await rows.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(18);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await memberMenu(page).getByRole('link', { name: 'menu_deposit' }).click();
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    // On a page the menu is folded into the button, which names the page.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('menu_deposit');
    await expect(memberMenu(page)).toBeHidden();
    await toggle.click();
    await expect(memberMenu(page).getByRole('link', { name: 'menu_deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await agentMenu(page).getByRole('link', { name: 'menu_agent_announcement' }).click();
    await expect(page).toHaveURL(/\/member\/agentAnnouncement$/);
    await expect(toggle).toContainText('menu_agent_announcement');
  });

  test('on a laptop: a side list beside the page, no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logInAt(page, 'agent01', '/member/withdraw?lang=cimode');
    await expect(page.getByTestId('withdraw-page')).toBeVisible();
    await expect(page.getByTestId('mc-menu-toggle')).toBeHidden();
    const nav = await page.locator('.mc-frame__nav').boundingBox();
    const content = await page.locator('.mc-frame__content').boundingBox();
    expect(nav!.x + nav!.width).toBeLessThanOrEqual(content!.x);
    await expect(memberMenu(page).getByRole('link', { name: 'menu_withdrawal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The agent's last item is in the side list's own scroll, reachable.
    const last = agentMenu(page).getByRole('link', { name: 'menu_agent_hourly_salary' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
});
