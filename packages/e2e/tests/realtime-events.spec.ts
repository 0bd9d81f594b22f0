import { expect, test, type Page } from './policy-watch';
import { PASSWORD, patchMerchant, push, resetSandbox, waitForRealtime } from './support';

// Issue 10: each realtime event type's behaviour (spec/shell.md §4), for the right member only, and the toast queue
// (spec/shell.md §9: at most max(2, window height / 94 - 1) at once, the rest wait; persistent until dismissed).
// Events are pushed with POST /__sandbox/push after the member's connection is subscribed.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The balance refresh after an event reads the member's funds. */
const FUNDS_PATH = '/wps/member/info/funds/consolidated';

const toasts = (page: Page) => page.locator('.wl-toast');

/** Queue a payment to confirm for a member (POST /__sandbox/payment-confirmations, docs/endpoints.md). */
async function queuePayment(
  request: Parameters<typeof push>[0],
  account: string,
  payment: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/__sandbox/payment-confirmations', { data: { account, ...payment } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Close every notification (the connection check's ping among them): they persist until dismissed. */
async function clearToasts(page: Page): Promise<void> {
  await expect(async () => {
    const open = await toasts(page).count();
    if (open > 0) await toasts(page).first().getByRole('button').click();
    expect(await toasts(page).count()).toBe(0);
  }).toPass();
}

/**
 * Log in on the login page in `lang` (cimode by default: texts are keys), wait for the subscription and clear the
 * notifications. No reload after the login: the connection the ping reached is the page's.
 */
async function ready(page: Page, request: Parameters<typeof push>[0], account: string, lang = 'cimode') {
  await page.goto(`/login?lang=${lang}`);
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(account);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await waitForRealtime(request, account);
  await expect(toasts(page)).not.toHaveCount(0);
  await clearToasts(page);
}

test('DEPOSIT and WITHDRAW: success or failure notifications that stay until closed, the balance re-read', async ({
  page,
  request,
}) => {
  await ready(page, request, 'player01');
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
  await push(request, 'player01', 'DEPOSIT', { status: 'success', amount: '1000' });
  // The sandbox credited the deposit before announcing it: the refreshed balance shows it.
  await expect(page.getByTestId('account-balance')).toContainText('13,634.17');
  await push(request, 'player01', 'DEPOSIT', { status: 'fail', amount: '50' });
  await push(request, 'player01', 'WITHDRAW', { status: 'success', amount: '20' });
  await push(request, 'player01', 'WITHDRAW', { status: 'reject', amount: '30', remarks: 'Bank closed' });
  await expect(toasts(page)).toHaveText([
    'rt_deposit_success',
    'rt_deposit_fail',
    'rt_withdraw_success',
    'rt_withdraw_reject',
  ]);
  await expect(page.locator('.wl-toast--error')).toHaveCount(2);
  await toasts(page).filter({ hasText: 'rt_deposit_fail' }).getByRole('button', { name: 'close' }).click();
  await expect(toasts(page)).toHaveCount(3);
});

test('the texts carry the payload: amounts formatted, the reject remarks shown (EN)', async ({
  page,
  request,
}) => {
  await ready(page, request, 'player01', 'EN');
  await push(request, 'player01', 'DEPOSIT', { status: 'success', amount: '1000' });
  await push(request, 'player01', 'WITHDRAW', { status: 'reject', amount: '30', remarks: 'Bank closed' });
  await push(request, 'player01', 'PROMOTION_CLAIM', { title: 'Weekend reload', amount: '88.5' });
  await expect(toasts(page)).toHaveText([
    /Deposit of 1,000\.00 received/,
    /Withdrawal rejected: Bank closed/,
    /Promotion claimed: Weekend reload 88\.50/,
  ]);
});

test('INBOX: a notification (the account bar re-reads the unread count); ONLINE_MSG: a popup', async ({
  page,
  request,
}) => {
  await ready(page, request, 'player01');
  const unread = page.waitForRequest((r) => r.url().includes('/wps/member/message/v2/unread'));
  await push(request, 'player01', 'INBOX', { title: 'Weekly bonus' });
  await unread;
  await expect(toasts(page)).toHaveText(['rt_inbox']);
  await push(request, 'player01', 'ONLINE_MSG', { message: 'Maintenance at midnight' });
  const dialog = page.getByRole('dialog', { name: 'Maintenance at midnight' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'confirm' }).click();
  await expect(dialog).toHaveCount(0);
});

test('PROMOTION_CLAIM and both agent transfers: notifications and a balance refresh each', async ({
  page,
  request,
}) => {
  await ready(page, request, 'agent01');
  for (const [type, key] of [
    ['PROMOTION_CLAIM', 'rt_promotion_claim'],
    ['AGENT_TRANSFER_AGENT_TO_DOWNLINE', 'rt_transfer_from_agent'],
    ['AGENT_TRANSFER_DOWNLINE_TO_AGENT', 'rt_transfer_from_downline'],
  ] as const) {
    const refresh = page.waitForRequest((r) => new URL(r.url()).pathname === FUNDS_PATH);
    await push(request, 'agent01', type, { account: 'agent02', title: 'Reload', amount: '100' });
    await refresh;
    await expect(toasts(page).filter({ hasText: key })).toHaveCount(1);
  }
  await expect(page.locator('.wl-toast--success')).toHaveCount(3);
});

test("MANUAL_PROMO with the reward centre on: promotions' bonus popup in the shell's dialog, then the reward centre", async ({
  page,
  request,
}) => {
  await ready(page, request, 'player01');
  const refresh = page.waitForRequest((r) => new URL(r.url()).pathname === FUNDS_PATH);
  await push(request, 'player01', 'MANUAL_PROMO', { title: 'Lucky Friday', amount: '288' });
  await refresh;
  const dialog = page.getByRole('dialog', { name: 'rt_bonus_popup_title' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading', { name: 'Lucky Friday' })).toBeVisible();
  await expect(dialog.getByTestId('bonus-amount')).toContainText('288.00');
  // Focus is inside the dialog and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'bonus_ok' }).click();
  await expect(dialog).toHaveCount(0);

  // A second bonus, this time followed to the reward centre.
  await push(request, 'player01', 'MANUAL_PROMO', { title: 'Another gift' });
  await page
    .getByRole('dialog', { name: 'rt_bonus_popup_title' })
    .getByRole('button', { name: 'bonus_reward_centre' })
    .click();
  await expect(page).toHaveURL(/\/member\/rewardCenter/);
  await expect(page.getByRole('dialog', { name: 'rt_bonus_popup_title' })).toHaveCount(0);
});

test('MANUAL_PROMO with the reward centre off: no popup, the balance is still refreshed', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { REWCEN3: 0 } });
  await ready(page, request, 'player01');
  const refresh = page.waitForRequest((r) => new URL(r.url()).pathname === FUNDS_PATH);
  await push(request, 'player01', 'MANUAL_PROMO', { title: 'Lucky Friday', amount: '288' });
  await refresh;
  // Events arrive in order: once the next one shows, the bonus event has been handled.
  await push(request, 'player01', 'INBOX', { title: 'after' });
  await expect(toasts(page)).toHaveText(['rt_inbox']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('bonus-popup')).toHaveCount(0);
});

test("PAYMENT_CONFIRMATION for an agent (isAgent 1): agent-contracts' widget, one payment at a time, closes when done", async ({
  page,
  request,
}) => {
  // The after-login check (agent-contracts' service, loaded on demand) reads the queue once after login: the payments
  // are queued only after it has, or it would open the confirmation on its own with the first of them.
  const checked = page.waitForResponse((response) =>
    response.url().includes('/wps/agent/payment-confirmations'),
  );
  await ready(page, request, 'agent01');
  await checked;
  // agent01's queue (the sandbox seeds none: a waiting payment would open the confirmation at login).
  await queuePayment(request, 'agent01', {
    payDetailId: 'PD20001',
    amount: '500.00',
    remainingAmount: '1500.00',
  });
  await queuePayment(request, 'agent01', {
    payDetailId: 'PD20002',
    amount: '1200.50',
    remainingAmount: '300.00',
    isAutoConfirmed: true,
  });
  // Not for another member: agent02's event does not reach agent01's page.
  expect((await push(request, 'agent02', 'PAYMENT_CONFIRMATION', { payDetailId: 'PD30001' })).delivered).toBe(
    0,
  );
  await push(request, 'agent01', 'PAYMENT_CONFIRMATION', {
    payDetailId: 'PD20002',
    amount: '1200.50',
    remainingAmount: '300.00',
    isAutoConfirmed: true,
  });
  const dialog = page.getByRole('dialog', { name: 'rt_payment_confirmation_title' });
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId('payment-item');
  // The event's payment first.
  await expect(item).toHaveAttribute('data-pay-detail-id', 'PD20002');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('1,200.50');
  await dialog.getByRole('button', { name: 'pc_auto_confirm' }).click();
  await expect(item).toHaveAttribute('data-pay-detail-id', 'PD20001');
  // Not received needs the proof image; a wrong type is refused with its message.
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit2');
  const proof = dialog.locator('input[name="proofOfNotReceive"]');
  await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit3');
  await proof.setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().includes('/wps/agent/payment-confirmations/process'));
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  expect((await sent).headers()['content-type']).toContain('multipart/form-data');
  // The sandbox refuses N without a jpg, jpeg or png proof: the list is empty now, so the image went with it, and
  // the dialog closes.
  await expect(dialog).toHaveCount(0);
});

for (const [account, payDetailId] of [
  ['agent02', 'PD30001'],
  ['player01', 'PD10001'],
] as const) {
  test(`PAYMENT_CONFIRMATION for ${account} (isAgent ${account === 'agent02' ? 2 : 0}): the widget; Received processes the payment`, async ({
    page,
    request,
  }) => {
    await ready(page, request, account);
    if (account === 'player01') await queuePayment(request, 'player01', { payDetailId, amount: '66.00' });
    const refresh = page.waitForRequest((r) => new URL(r.url()).pathname === FUNDS_PATH);
    await push(request, account, 'PAYMENT_CONFIRMATION', { payDetailId });
    await refresh;
    const dialog = page.getByRole('dialog', { name: 'rt_payment_confirmation_title' });
    await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', payDetailId);
    await dialog.getByRole('button', { name: 'pc_received' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing left: a later event opens the widget, which finds the list empty and closes again.
    await push(request, account, 'PAYMENT_CONFIRMATION', { payDetailId });
    await push(request, account, 'INBOX', { title: 'after' });
    await expect(toasts(page)).toHaveText(['rt_inbox']);
    await expect(dialog).toHaveCount(0);
  });
}

test('PAYMENT_CONFIRMATION for a free-play account (isAgent 4): no widget', async ({ page, request }) => {
  await page.goto('/login?lang=cimode');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await waitForRealtime(request, 'guest0001');
  await clearToasts(page);
  await push(request, 'guest0001', 'PAYMENT_CONFIRMATION', { payDetailId: 'PD1' });
  await push(request, 'guest0001', 'INBOX', { title: 'after' });
  await expect(toasts(page)).toHaveText(['rt_inbox']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the toast queue: at most max(2, floor(height / 94) - 1) at once; closing one shows the next; resize recomputes', async ({
  page,
  request,
}) => {
  await ready(page, request, 'player01', 'EN');
  await page.setViewportSize({ width: 1000, height: 400 });
  // floor(400 / 94) - 1 = 3.
  for (const n of [1, 2, 3, 4, 5]) await push(request, 'player01', 'INBOX', { title: `note ${n}` });
  await expect(toasts(page)).toHaveCount(3);
  await expect(toasts(page)).toHaveText([/note 1/, /note 2/, /note 3/]);
  await expect(page.locator('.wl-toasts')).toHaveAttribute('data-waiting', '2');
  await toasts(page).filter({ hasText: 'note 2' }).getByRole('button').click();
  await expect(toasts(page)).toHaveText([/note 1/, /note 3/, /note 4/]);
  // A smaller window: the minimum of 2; a taller one shows everything that waits.
  await page.setViewportSize({ width: 1000, height: 200 });
  await expect(toasts(page)).toHaveText([/note 1/, /note 3/]);
  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(toasts(page)).toHaveText([/note 1/, /note 3/, /note 4/, /note 5/]);
});
