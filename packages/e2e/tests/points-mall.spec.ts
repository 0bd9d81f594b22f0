import { expect, test, type Locator, type Page } from './policy-watch';
import { logInAt, patchMerchant, recordSealed, resetSandbox, sealedBodies } from './support';

// Issue 14 acceptance 1 through the real site (cimode: texts are message keys): browse and filter the exchange page,
// redeem points only (P) and points plus money (PM), each validation prompt in the spec's order, the balance and
// the records after a redeem, records and transactions by date range (31 days refused), rules and conversion.

// In cimode the server gets the default language (CN): reward names are the Chinese ones.

/** player01's seeded payment password (PAYMENTPASS3 is on for demo). */
const PAYMENT_PASSWORD = '135790';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** A local day as the date inputs write it, `days` before today. */
function dayBefore(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function openMall(page: Page): Promise<void> {
  await logInAt(page, 'player01', '/member/pointMall?lang=cimode');
  await expect(page.getByTestId('point-balance')).toHaveText('12,800');
}

const card = (page: Page, name: string) => page.locator(`[data-testid="reward-card"][aria-label="${name}"]`);

/** Open a reward's redeem dialog from its card. */
async function openRedeem(page: Page, name: string): Promise<Locator> {
  await card(page, name).getByTestId('reward-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillDelivery(dialog: Locator, password = PAYMENT_PASSWORD): Promise<void> {
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="name"]').fill('张三');
  await dialog.locator('input[name="address"]').fill('上海市浦东新区世纪大道 100 号');
  await dialog.locator('input[name="telphone"]').fill('13800000001');
  await dialog.locator('input[name="province"]').fill('上海');
}

test('browse and filter: groups of 3, a type filter of 7, show more, the menu tabs, the carousel and sold out', async ({
  page,
}) => {
  await openMall(page);
  const groups = page.getByTestId('reward-group');
  await expect(groups).toHaveCount(4);
  await expect(groups.first().getByTestId('reward-card')).toHaveCount(3);
  // The show-more toggle (its text turns to show_less).
  const more = groups.first().locator('button[aria-expanded]');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(groups.first().getByTestId('reward-card')).toHaveCount(8);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('tab', { name: 'Gift cards' }).click();
  await expect(groups).toHaveCount(1);
  await expect(groups.first().getByTestId('reward-card')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Electronics' }).click();
  await expect(groups.first().getByTestId('reward-card')).toHaveCount(7);
  // The points-plus-money price (displayPointMoneyAmt Y).
  const iphone = card(page, 'Apple iPhone 17 256GB');
  await expect(iphone.getByTestId('reward-price')).toContainText('60,000');
  await expect(iphone.getByTestId('reward-money')).toHaveText('¥2,999.00');

  // Six images: the carousel loops (above 5), the main (M) image first.
  const dialog = await openRedeem(page, 'Apple iPhone 17 256GB');
  await expect(dialog).toHaveAttribute('role', 'dialog');
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const carousel = dialog.getByTestId('redeem-carousel');
  await expect(carousel).toHaveAttribute('data-loop', 'true');
  const thumbs = carousel.locator('li button');
  await expect(thumbs).toHaveCount(6);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await carousel.getByRole('button', { name: 'carousel_previous' }).click();
  await expect(thumbs.last()).toHaveAttribute('aria-pressed', 'true');
  await carousel.getByRole('button', { name: 'carousel_next' }).click();
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the card's button.
  await expect(iphone.getByTestId('reward-redeem')).toBeFocused();

  // Two images: no loop, the previous button stops at the first.
  const airpods = await openRedeem(page, 'Apple AirPods Pro 3');
  await expect(airpods.getByTestId('redeem-carousel')).toHaveAttribute('data-loop', 'false');
  await expect(airpods.getByRole('button', { name: 'carousel_previous' })).toBeDisabled();
  await airpods.getByRole('button', { name: 'close' }).click();

  // Inventory 0: sold out, the submit disabled.
  const ipad = await openRedeem(page, 'iPad Air 11 英寸');
  await expect(ipad.getByTestId('redeem-sold-out')).toHaveText('sold_out');
  await expect(ipad.getByTestId('redeem-submit')).toBeDisabled();
  await ipad.getByRole('button', { name: 'cancel' }).click();

  // The menu tabs: exchange goods, then details 0, 1, 2.
  const menu = page.getByTestId('points-menu');
  await expect(menu.getByRole('link')).toHaveText([
    'tab_exchange',
    'tab_records',
    'tab_transactions',
    'tab_rules',
  ]);
  await menu.getByTestId('points-tab-1').click();
  await expect(page).toHaveURL(/\/member\/pointMall\/details\/1/);
  await expect(page.getByTestId('pm-transactions')).toBeVisible();
  await menu.getByRole('link', { name: 'tab_exchange' }).click();
  // Back on the exchange page the filter picked before is kept.
  await expect(page.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('reward-group')).toHaveCount(1);
});

test('each validation prompt in order; a refused password keeps everything typed', async ({
  page,
  request,
}) => {
  // LINE asked (the merchant configures it), so every prompt of the spec shows.
  const response = await request.patch('/__sandbox/points/demo/config', { data: { lineEnabled: true } });
  expect(response.ok()).toBe(true);
  await openMall(page);
  const dialog = await openRedeem(page, '星巴克咖啡券 5 张');
  const submit = dialog.getByTestId('redeem-submit');
  const error = dialog.getByTestId('redeem-error');
  const prompts: [string, string, string][] = [
    ['line', 'line.player01', 'redeem_enter_line'],
    ['password', 'x', 'redeem_enter_payment_password'],
    ['name', '张三', 'redeem_enter_name'],
    ['address', '上海市浦东新区世纪大道 100 号', 'redeem_enter_address'],
    ['telphone', '', 'redeem_enter_phone'],
  ];
  for (const [field, value, key] of prompts) {
    await submit.click();
    await expect(error).toHaveText(key);
    if (value) await dialog.locator(`input[name="${field}"]`).fill(value);
  }
  // Digits only, within the configured bounds (10-16).
  for (const phone of ['1380000abcd', '138000', '13800000001234567']) {
    await dialog.locator('input[name="telphone"]').fill(phone);
    await submit.click();
    await expect(error).toHaveText('br_enright_cphone');
  }
  await dialog.locator('input[name="telphone"]').fill('13800000001');
  // Quantity within 1..inventory (200).
  await dialog.locator('input[name="quantity"]').fill('201');
  await submit.click();
  await expect(error).toHaveText('redeem_quantity_range');
  await dialog.locator('input[name="quantity"]').fill('1');
  // The server refuses the wrong payment password with its own message; nothing typed is lost.
  await submit.click();
  await expect(error).toHaveText('支付密码错误');
  await expect(dialog.locator('input[name="name"]')).toHaveValue('张三');
  await expect(dialog.locator('input[name="line"]')).toHaveValue('line.player01');
  await expect(dialog.locator('input[name="password"]')).toHaveValue('x');
  await expect(page.getByTestId('point-balance')).toHaveText('12,800');

  // Without PAYMENTPASS3 the password is the login password, and LINE is not asked when not configured.
  await patchMerchant(request, 'demo', { whitelabel: { PAYMENTPASS3: 0 } });
  await request.patch('/__sandbox/points/demo/config', { data: { lineEnabled: false } });
  await page.goto('/member/pointMall?lang=cimode');
  const plain = await openRedeem(page, '星巴克咖啡券 5 张');
  await expect(plain.locator('input[name="line"]')).toHaveCount(0);
  await plain.getByTestId('redeem-submit').click();
  await expect(plain.getByTestId('redeem-error')).toHaveText('redeem_enter_password');
});

test('redeem points only and points plus money: the sealed calls, the balance, the wallet and the records change', async ({
  page,
}) => {
  await recordSealed(page);
  await openMall(page);
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');

  // P: 2 × 1,500 points, no money.
  const starbucks = await openRedeem(page, '星巴克咖啡券 5 张');
  await starbucks.getByRole('button', { name: 'quantity_more' }).click();
  await expect(starbucks.locator('input[name="quantity"]')).toHaveValue('2');
  await expect(starbucks.getByTestId('redeem-points')).toHaveText('3,000');
  await expect(starbucks.getByTestId('redeem-money')).toHaveText('¥0.00');
  await expect(starbucks.locator('input[name="redeemType"]')).toHaveCount(1);
  await fillDelivery(starbucks);
  await starbucks.getByTestId('redeem-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'redeem_success' })).toBeVisible();
  await expect(starbucks).toBeHidden();
  await expect(page.getByTestId('point-balance')).toHaveText('9,800');
  await expect(card(page, '星巴克咖啡券 5 张').getByTestId('reward-inventory')).toHaveText('198');

  // PM: 9,800 points + ¥799.50.
  const airpods = await openRedeem(page, 'Apple AirPods Pro 3');
  await airpods.locator('input[name="redeemType"][value="PM"]').check();
  await expect(airpods.getByTestId('redeem-points')).toHaveText('9,800');
  await expect(airpods.getByTestId('redeem-money')).toHaveText('¥799.50');
  await fillDelivery(airpods);
  await airpods.getByTestId('redeem-submit').click();
  await expect(airpods).toBeHidden();
  await expect(page.getByTestId('point-balance')).toHaveText('0');
  await expect(page.getByTestId('account-balance')).toContainText('11,834.67');

  const bodies = await sealedBodies(page, 'POST', '/wps/points/redeem');
  expect(bodies).toEqual([
    expect.objectContaining({ rewardId: 523, quantity: 2, redeemType: 'P', password: PAYMENT_PASSWORD }),
    expect.objectContaining({ rewardId: 502, quantity: 1, redeemType: 'PM', telphone: '13800000001' }),
  ]);

  // Not enough points left: the server's refusal shows on the form.
  const more = await openRedeem(page, '星巴克咖啡券 5 张');
  await fillDelivery(more);
  await more.getByTestId('redeem-submit').click();
  await expect(more.getByTestId('redeem-error')).toHaveText('积分不足');
  await more.getByRole('button', { name: 'cancel' }).click();

  // The records of today: the two redeems (pending) above the seeded one.
  await page.getByTestId('points-tab-0').click();
  const rows = page.getByTestId('pm-record');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('AirPods');
  await expect(rows.nth(0)).toContainText('redeem_type_PM');
  await expect(rows.nth(0)).toContainText('799.50');
  await expect(rows.nth(0).getByTestId('pm-record-status')).toHaveText('status_P');
  await expect(rows.nth(1)).toContainText('redeem_type_P');
  await expect(rows.nth(1)).toContainText('3,000');
  // And the transactions of today.
  await page.getByTestId('points-tab-1').click();
  await expect(page.getByTestId('pm-tx')).toHaveCount(2);
  await expect(page.getByTestId('pm-tx').first()).toContainText('-9,800');
});

test('redemption records by date range and status: today, 30 days in pages of 13, 31 days refused', async ({
  page,
}) => {
  await openMall(page);
  await page.getByTestId('points-tab-0').click();
  const range = page.getByTestId('pm-records-range');
  const rows = page.getByTestId('pm-record');
  await expect(range.locator('input[name="startTime"]')).toHaveValue(dayBefore(0));
  await expect(range.locator('input[name="endTime"]')).toHaveValue(dayBefore(0));
  await expect(rows).toHaveCount(1);

  await range.locator('input[name="startTime"]').fill(dayBefore(31));
  await expect(page.getByTestId('pm-records-range-error')).toHaveText('date_range_too_long');
  await expect(page.getByTestId('pm-records-range-search')).toBeDisabled();

  await range.locator('input[name="startTime"]').fill(dayBefore(30));
  await expect(page.getByTestId('pm-records-range-error')).toBeHidden();
  await page.getByTestId('pm-records-range-search').click();
  await expect(rows).toHaveCount(13);
  await page.getByRole('navigation', { name: 'pages' }).getByRole('button', { name: '2' }).click();
  // 16 in 30 days; the one 45 days back is never listed.
  await expect(rows).toHaveCount(3);

  await range.locator('select[name="status"]').selectOption('R');
  await page.getByTestId('pm-records-range-search').click();
  await expect(rows).toHaveCount(5);
  for (const status of await rows.getByTestId('pm-record-status').allTextContents())
    expect(status).toBe('status_R');
});

test('points transactions by date range: type 9203 left out, pages of 12, 31 days refused', async ({
  page,
}) => {
  const reads: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/points/transactions')) reads.push(new URL(r.url()));
  });
  await openMall(page);
  await page.getByTestId('points-tab-1').click();
  // Today holds only the internal adjustment (9203), which the site excludes.
  await expect(page.getByTestId('pm-transactions')).toContainText('no_data');
  expect(reads[0]!.searchParams.get('accountTypeId')).toBe('9');
  expect(reads[0]!.searchParams.get('excludeTxTypeIds')).toBe('9203');
  expect(reads[0]!.searchParams.get('size')).toBe('12');
  const end = Number(reads[0]!.searchParams.get('endTime'));
  expect(end - Number(reads[0]!.searchParams.get('startTime'))).toBe(86_399_000);

  const range = page.getByTestId('pm-tx-range');
  await range.locator('input[name="startTime"]').fill(dayBefore(31));
  await expect(page.getByTestId('pm-tx-range-error')).toHaveText('date_range_too_long');
  await expect(page.getByTestId('pm-tx-range-search')).toBeDisabled();
  await range.locator('input[name="startTime"]').fill(dayBefore(30));
  await page.getByTestId('pm-tx-range-search').click();
  const rows = page.getByTestId('pm-tx');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('pm-transactions')).not.toContainText(
    /Internal points adjustment|积分内部调整/,
  );
  // The newest row's balance is the balance before today's adjustment.
  await expect(rows.first()).toContainText('12,700');
  await page.getByRole('navigation', { name: 'pages' }).getByRole('button', { name: '2' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('pm-transactions')).not.toContainText(
    /Internal points adjustment|积分内部调整/,
  );
});

test('rules and conversion: rates in percent, the amount and password popups, a conversion refreshes the balances', async ({
  page,
}) => {
  await recordSealed(page);
  await openMall(page);
  await page.getByTestId('points-tab-2').click();
  await expect(page.getByTestId('pm-rules-balance')).toHaveText('12,800');
  await expect(page.getByTestId('pm-rate-liveBet')).toHaveText('0.50%');
  await expect(page.getByTestId('pm-rate-sportBet')).toHaveText('1.13%');
  await expect(page.getByTestId('pm-rate-deposit')).toHaveText('2.00%');
  await expect(page.getByTestId('pm-rate-pointExchangeRate')).toHaveText('1.00%');

  const form = page.getByTestId('pm-convert');
  const amount = form.locator('input[name="amount"]');
  const popup = page.getByRole('dialog').filter({ hasText: /convert_/ });
  // No amount: the error popup.
  await page.getByTestId('pm-convert-submit').click();
  await expect(popup).toContainText('convert_amount_min');
  await popup.getByRole('button').click();
  // Under 1 becomes 1 on blur.
  await amount.fill('0.5');
  await amount.blur();
  await expect(amount).toHaveValue('1');
  // No password: the error popup.
  await page.getByTestId('pm-convert-submit').click();
  await expect(popup).toContainText('convert_enter_password');
  await popup.getByRole('button').click();

  await amount.fill('500');
  await expect(page.getByTestId('pm-convert-money')).toHaveText('¥5.00');
  await form.locator('input[name="password"]').fill(PAYMENT_PASSWORD);
  await page.getByTestId('pm-convert-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'convert_success' })).toBeVisible();
  await expect(page.getByTestId('pm-rules-balance')).toHaveText('12,300');
  await expect(page.getByTestId('account-balance')).toContainText('12,639.17');
  await expect(amount).toHaveValue('');
  expect(await sealedBodies(page, 'POST', '/wps/points/convert')).toEqual([
    { amount: 500, password: PAYMENT_PASSWORD },
  ]);
  // Back on the exchange page the card shows the new balance.
  await page.getByTestId('points-menu').getByRole('link', { name: 'tab_exchange' }).click();
  await expect(page.getByTestId('point-balance')).toHaveText('12,300');
});
