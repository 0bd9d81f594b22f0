import { expect, test, type Page } from './policy-watch';
import { settled } from './a11y';
import { logIn, logInAt, openAccountMenu, patchMerchant, resetSandbox } from './support';

// The account bar (issue 9): balance (symbol position, refresh delay and throttle), inbox count and the 7-day notice,
// avatar, VIP progress, the Agent entry, logout. Accounts: player01 (VIP3 AUTO, 3 of 5 conditions, 3 unread of which
// 2 recent, avatar 3), vipfixed01 (VIP5 MANUAL, no labelId, 1 old unread), agent01 (isAgent 1), poor01 (no VIP).

const FUNDS_PATH = '/wps/member/info/funds/consolidated';
const WALLETS_PATH = '/wps/v2/wallets/balance';
const UNREAD_PATH = '/wps/member/message/v2/unread';
const INBOX_PATH = '/wps/member/message/v2';
const DAY_MS = 24 * 60 * 60 * 1000;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Records the paths of the backend calls the page makes (query strings kept in `urls`). */
function recordCalls(page: Page): { paths: string[]; urls: URL[] } {
  const seen = { paths: [] as string[], urls: [] as URL[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/wps/')) return;
    seen.paths.push(url.pathname);
    seen.urls.push(url);
  });
  return seen;
}

const countOf = (paths: string[], path: string) => paths.filter((p) => p === path).length;

test.describe('balance', () => {
  test('the consolidated funds with the currency symbol in front (F)', async ({ page }) => {
    await logIn(page, 'player01');
    await expect(page.getByTestId('account-balance')).toHaveText('¥12,634.17');
  });

  test('the symbol goes behind when the merchant sets position B', async ({ page, request }) => {
    await patchMerchant(request, 'demo', { settings: { currency: { symbol: '฿', position: 'B' } } });
    await logIn(page, 'player01');
    await expect(page.getByTestId('account-balance')).toHaveText('12,634.17 ฿');
  });

  test('a refresh click waits 500 ms, is busy meanwhile, and calls run at most once a second', async ({
    page,
  }) => {
    await page.clock.install();
    await logIn(page, 'player01');
    await expect(page.getByTestId('account-balance')).toHaveText('¥12,634.17');
    const refresh = page.getByTestId('account-refresh');
    await expect(refresh).toHaveAttribute('aria-busy', 'false');
    // Let the page finish loading its lazy parts first: a render still waiting on one (Suspense) commits on a timer,
    // and with the clock paused the button's busy state would never reach the page (a failure seen under CI load).
    await expect(page.getByTestId('account-inbox-count')).toHaveText('3');
    await settled(page);
    await page.waitForLoadState('networkidle');
    const calls = recordCalls(page);
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 5_000);

    await refresh.click();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).toBeDisabled();
    await page.clock.runFor(499);
    // A round trip to the page: with the clock paused the delay's timer cannot have fired, so no call went out.
    await page.evaluate(() => 0);
    expect(countOf(calls.paths, FUNDS_PATH)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => countOf(calls.paths, FUNDS_PATH)).toBe(1);
    expect(countOf(calls.paths, WALLETS_PATH)).toBe(1);
    await expect(refresh).toHaveAttribute('aria-busy', 'false');

    // Right after a call the next one waits out the 1 s throttle, not just the 500 ms delay.
    await refresh.click();
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(999);
    expect(countOf(calls.paths, FUNDS_PATH)).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => countOf(calls.paths, FUNDS_PATH)).toBe(2);
    await expect(refresh).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('account-balance')).toHaveText('¥12,634.17');
  });

  test('a free-play account (isAgent 4) makes no balance or inbox calls and shows neither', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await page.goto('/login?lang=cimode');
    await page.getByTestId('free-play').click();
    const bar = page.getByTestId('account-bar');
    await expect(bar).toBeVisible();
    // The avatar loads together with the inbox: once it is there, an inbox call would have gone out.
    await expect(bar.getByTestId('account-avatar')).toHaveAttribute('data-icon', '1');
    await expect.poll(() => countOf(calls.paths, '/wps/member/info/icon')).toBeGreaterThan(0);
    await expect(bar.getByTestId('account-balance')).toHaveCount(0);
    await expect(bar.getByTestId('account-refresh')).toHaveCount(0);
    await expect(bar.getByTestId('account-inbox')).toHaveCount(0);
    await openAccountMenu(page);
    await expect(bar.getByTestId('account-agent')).toHaveCount(0);
    for (const path of [FUNDS_PATH, WALLETS_PATH, UNREAD_PATH, INBOX_PATH])
      expect(countOf(calls.paths, path), path).toBe(0);
  });
});

test.describe('inbox', () => {
  test('the unread count links to the messages; a message of the last 7 days shows the notice', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await logIn(page, 'player01');
    const inbox = page.getByTestId('account-inbox');
    await expect(inbox.getByTestId('account-inbox-count')).toHaveText('3');
    await expect(inbox.getByTestId('account-inbox-new')).toBeVisible();
    await expect(inbox).toHaveAttribute('href', '/member/messageV2');
    // The 7-day check: page 1, size 1, newest unread first, a 7-day window.
    const check = calls.urls.find((url) => url.pathname === INBOX_PATH);
    expect(check).toBeDefined();
    const query = check!.searchParams;
    expect(Object.fromEntries(['page', 'size', 'sort', 'read'].map((k) => [k, query.get(k)]))).toEqual({
      page: '1',
      size: '1',
      sort: 'sendTime,desc',
      read: 'false',
    });
    expect(Number(query.get('endTime')) - Number(query.get('startTime'))).toBe(7 * DAY_MS);
    await inbox.click();
    await expect(page).toHaveURL(/\/member\/messageV2$/);
  });

  test('only an old unread message: the count without the notice', async ({ page }) => {
    await logIn(page, 'vipfixed01');
    const inbox = page.getByTestId('account-inbox');
    await expect(inbox.getByTestId('account-inbox-count')).toHaveText('1');
    await expect(inbox.getByTestId('account-inbox-new')).toHaveCount(0);
  });

  test('more than 99 unread shows 99+; nothing unread shows no badge', async ({ page, request }) => {
    await logIn(page, 'poor01');
    const inbox = page.getByTestId('account-inbox');
    await expect(inbox).toBeVisible();
    await expect(inbox.getByTestId('account-inbox-count')).toHaveCount(0);
    const added = await request.post('/__sandbox/inbox', { data: { account: 'poor01', count: 120 } });
    expect(added.ok()).toBe(true);
    await page.reload();
    await expect(inbox.getByTestId('account-inbox-count')).toHaveText('99+');
    await expect(inbox.getByTestId('account-inbox-new')).toBeVisible();
  });

  test('with the mail centre (MAILCEN) off there is no message entry and no inbox call', async ({
    page,
    request,
  }) => {
    await patchMerchant(request, 'demo', { whitelabel: { MAILCEN: 0 } });
    const calls = recordCalls(page);
    await logIn(page, 'player01');
    await openAccountMenu(page);
    await expect(page.getByTestId('account-vip-progress')).toBeVisible();
    await expect(page.getByTestId('account-inbox')).toHaveCount(0);
    expect(countOf(calls.paths, UNREAD_PATH)).toBe(0);
  });
});

test.describe('avatar', () => {
  test("the player's icon, sized and described", async ({ page }) => {
    await logIn(page, 'player01');
    const avatar = page.getByTestId('account-avatar');
    await expect(avatar).toHaveAttribute('src', '/wps/res/img/avatar/3.svg');
    await expect(avatar).toHaveAttribute('width', '32');
    await expect(avatar).toHaveAttribute('height', '32');
    await expect(avatar).toHaveAttribute('alt', /player01/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('an index beyond PROFILE_ICON_COUNT shows icon 1', async ({ page, request }) => {
    await patchMerchant(request, 'demo', { settings: { gw: { PROFILE_ICON_COUNT: 2 } } });
    await logIn(page, 'player01');
    await expect(page.getByTestId('account-avatar')).toHaveAttribute('src', '/wps/res/img/avatar/1.svg');
  });
});

test.describe('VIP progress', () => {
  test('completed ÷ expected with the rank name and the VIP benefit link for an AUTO label', async ({
    page,
  }) => {
    await logIn(page, 'player01');
    await openAccountMenu(page);
    const progress = page.getByRole('progressbar', { name: /VIP3/ });
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    await expect(page.getByTestId('account-vip-rank')).toHaveText('VIP3');
    await page.getByTestId('account-vip-benefit').click();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
  });

  test('no labelId: full progress, and no benefit link for a MANUAL label', async ({ page }) => {
    await logIn(page, 'vipfixed01');
    await openAccountMenu(page);
    await expect(page.getByTestId('account-vip-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('account-vip-rank')).toHaveText('VIP5');
    await expect(page.getByTestId('account-vip-benefit')).toHaveCount(0);
  });

  test('no VIP status: no progress and no rank call', async ({ page }) => {
    const calls = recordCalls(page);
    await logIn(page, 'poor01');
    await expect(page.getByTestId('account-avatar')).toHaveAttribute('data-icon', '1');
    await openAccountMenu(page);
    await expect(page.getByTestId('account-vip')).toHaveCount(0);
    expect(countOf(calls.paths, '/wps/member/rank/progress')).toBe(0);
  });
});

test.describe('Agent entry and logout', () => {
  test('an agent (isAgent 1) gets the Agent entry to the agent centre; a member does not', async ({
    page,
  }) => {
    await logIn(page, 'agent01');
    await openAccountMenu(page);
    const agent = page.getByTestId('account-agent');
    await expect(agent).toBeVisible();
    await agent.click();
    await expect(page).toHaveURL(/\/member\/agentTeamOverview$/);

    await page.goto('/?lang=cimode');
    await page.getByTestId('logout-button').click();
    await page.getByRole('button', { name: 'confirm' }).click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    await logIn(page, 'player01');
    await expect(page.getByTestId('account-avatar')).toHaveAttribute('data-icon', '3');
    await openAccountMenu(page);
    await expect(page.getByTestId('account-agent')).toHaveCount(0);
  });

  test('logout asks first: cancel keeps the session, confirm ends it', async ({ page }) => {
    await logInAt(page, 'player01', '/?lang=cimode');
    await page.getByTestId('logout-button').click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('logout_confirm');
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(page.getByTestId('account-bar')).toContainText('player01');
    await page.getByTestId('logout-button').click();
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(page.getByTestId('login-link')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
