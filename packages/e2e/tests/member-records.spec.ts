import { expect, test, type Page } from './policy-watch';
import { logInAt, patchMerchant, resetSandbox } from './support';

// Issue 13, member-centre part 2 (member side): the records pages (date range of at most 30 days, default today,
// future days disabled, paged, with totals), the reward centre, missions, manual rebate, invite friends and transfer
// to upline, each doing its job with the sandbox's data for player01. Texts are message keys (cimode).

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Opens a member-centre page as player01, with message keys for texts. */
async function open(page: Page, path: string): Promise<void> {
  await logInAt(page, 'player01', `/member/${path}?lang=cimode`);
}

const today = () => new Date().toLocaleDateString('en-CA');

test('the member menu lists the records, rewards and referral pages, and each opens', async ({ page }) => {
  await open(page, '');
  const menu = page.getByTestId('mc-menu-member');
  for (const [key, testId] of [
    ['menu_bet_record', 'page-bet-record'],
    ['menu_account_record', 'page-account-record'],
    ['menu_personal_loss', 'page-personal-loss'],
    ['menu_bonus_details', 'page-bonus-details'],
    ['menu_transfer_to_upline', 'page-upline-transfer'],
    ['menu_reward_centre', 'page-reward-centre'],
    ['menu_invite_friends', 'page-invite-friends'],
    ['menu_mission_activity', 'page-mission'],
    ['menu_manual_rebate', 'page-manual-rebate'],
    ['menu_responsible_gaming', 'page-responsible-gaming'],
  ] as const) {
    await menu.getByTestId(`mc-menu-${key}`).click();
    await expect(page.getByTestId(testId)).toBeVisible();
  }
});

test('bet record: today by default, 30 days at most, future days disabled, paged with totals', async ({
  page,
}) => {
  await open(page, 'betRecord');
  const view = page.getByTestId('page-bet-record');
  const start = view.locator('input[name="startTime"]');
  const end = view.locator('input[name="endTime"]');
  await expect(start).toHaveValue(today());
  await expect(end).toHaveValue(today());
  await expect(end).toHaveAttribute('max', today());
  await expect(start).toHaveAttribute('max', today());

  await view.getByRole('button', { name: 'date_range_last_30_days' }).click();
  const rows = view.getByTestId('records-row');
  await expect(rows).toHaveCount(13);
  await expect(view.getByTestId('records-subtotal')).toContainText('records_page_subtotal');
  await expect(view.getByTestId('records-total')).toContainText('records_total');
  const firstRow = await rows.first().textContent();
  const pager = view.getByRole('navigation', { name: 'records_pages' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first()).not.toHaveText(firstRow!);
  await expect(view.getByTestId('records-total')).toBeVisible();

  // 31 days between start and end: refused before anything is sent.
  const endDay = new Date();
  const tooEarly = new Date(
    endDay.getFullYear(),
    endDay.getMonth(),
    endDay.getDate() - 31,
  ).toLocaleDateString('en-CA');
  await start.fill(tooEarly);
  await expect(view.getByTestId('records-range-error')).toHaveText('date_range_too_long');
  await expect(view.getByTestId('records-range-search')).toBeDisabled();
});

test('account record pages 12 a page; personal loss and bonus details list the range', async ({ page }) => {
  await open(page, 'accountRecord');
  await page.getByRole('button', { name: 'date_range_last_30_days' }).click();
  await expect(page.getByTestId('page-account-record').getByTestId('records-row')).toHaveCount(12);

  await page.goto('/member/personalLoss?lang=cimode');
  await page.getByRole('button', { name: 'date_range_last_7_days' }).click();
  const loss = page.getByTestId('page-personal-loss');
  await expect(loss.getByTestId('records-row')).toHaveCount(7);
  await expect(loss.getByTestId('records-total').locator('[data-field="profit"]')).not.toHaveText('');

  await page.goto('/member/bonusDetails?lang=cimode');
  await page.getByRole('button', { name: 'date_range_last_30_days' }).click();
  await expect(page.getByTestId('page-bonus-details').getByTestId('records-row').first()).toBeVisible();
});

test('reward centre: a claim credits the main wallet, lists in bonus details and cannot repeat', async ({
  page,
}) => {
  await open(page, 'rewardCenter');
  const balance = page.getByTestId('account-balance');
  await expect(balance).toContainText('12,634.17');
  const reward = page.getByTestId('reward-RW1');
  await expect(reward).toHaveAttribute('data-status', 'CLAIMABLE');
  await reward.getByRole('button', { name: 'claim' }).click();
  await expect(page.getByTestId('claim-ok')).toBeVisible();
  await expect(reward).toHaveAttribute('data-status', 'CLAIMED');
  await expect(reward.getByRole('button')).toHaveCount(0);
  await expect(balance).toContainText('12,722.17');
  await expect(page.getByTestId('reward-RW5')).toHaveAttribute('data-status', 'EXPIRED');

  await page.goto('/member/bonusDetails?lang=cimode');
  await expect(page.getByTestId('records-row').first()).toContainText('Weekend reload bonus');
});

test('missions: a completed mission is claimed once; others show their progress', async ({ page }) => {
  await open(page, 'mission');
  const done = page.getByTestId('mission-MS1');
  await done.getByRole('button', { name: 'claim' }).click();
  await expect(page.getByTestId('claim-ok')).toBeVisible();
  await expect(done).toHaveAttribute('data-status', 'CLAIMED');
  await expect(page.getByTestId('mission-MS2')).toContainText('mission_progress');
  await expect(page.getByTestId('mission-MS2').getByRole('button')).toHaveCount(0);
});

test('manual rebate: the total is claimed into the wallet and the button then rests', async ({ page }) => {
  await open(page, 'manualRebate');
  const total = page.getByTestId('rebate-total');
  await expect(total).not.toHaveText('0.00');
  await page.getByTestId('rebate-claim').click();
  await expect(page.getByTestId('claim-ok')).toBeVisible();
  await expect(total).toHaveText('0.00');
  await expect(page.getByTestId('rebate-claim')).toBeDisabled();
});

test('invite friends: the referral code, the register link and its QR code, and the friends who joined', async ({
  page,
}) => {
  await open(page, 'referral');
  await expect(page.getByTestId('invite-code')).toHaveText('R10001');
  await expect(page.getByTestId('invite-link')).toHaveValue(/\/register\?referralCode=R10001$/);
  const qr = page.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('invite-friends').locator('tbody tr')).toHaveCount(3);
});

test('transfer to upline: checks the amount, sends it once and keeps it on a refusal', async ({ page }) => {
  await open(page, 'transferToUpline');
  await expect(page.getByTestId('upline-name')).toHaveText('agent01');
  const amount = page.locator('input[name="amount"]');
  await amount.fill('1.234');
  await expect(page.getByRole('alert')).toHaveText('upline_amount_invalid');
  await expect(page.getByTestId('upline-submit')).toBeDisabled();
  await amount.fill('100.50');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-done')).toBeVisible();
  await expect(amount).toHaveValue('');
  await expect(page.getByTestId('account-balance')).toContainText('12,533.67');
});

test('flags gate the pages: reward centre (REWCEN3), manual rebate (MANPLAYREB3)', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { REWCEN3: 0, MANPLAYREB3: 0 } });
  await open(page, '');
  const menu = page.getByTestId('mc-menu-member');
  await expect(menu.getByTestId('mc-menu-menu_bet_record')).toBeVisible();
  await expect(menu.getByTestId('mc-menu-menu_reward_centre')).toHaveCount(0);
  await expect(menu.getByTestId('mc-menu-menu_manual_rebate')).toHaveCount(0);
  // A typed address of a switched-off page gets the not-available page, not the page.
  await page.goto('/member/rewardCenter?lang=cimode');
  await expect(page.getByTestId('member-not-available')).toBeVisible();
  await expect(page.getByTestId('page-reward-centre')).toHaveCount(0);
});

test('the AGETEAMPNL3 flag gates team loss in the agent menu', async ({ page, request }) => {
  await patchMerchant(request, 'demo', { whitelabel: { AGETEAMPNL3: 0 } });
  await logInAt(page, 'agent01', '/member?lang=cimode');
  await expect(page.getByTestId('mc-menu-menu_agent_team_betting')).toBeVisible();
  await expect(page.getByTestId('mc-menu-menu_agent_team_loss')).toHaveCount(0);
});
