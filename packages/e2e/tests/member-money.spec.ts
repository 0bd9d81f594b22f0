import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { injectFault, logInLiveAt, patchMerchant, resetSandbox } from './support';

// Issue 13 acceptance 2: deposit and withdrawal end to end through the real site: the request, the pending state,
// the realtime result (DEPOSIT / WITHDRAW pushed by the sandbox's settle hooks), the account bar's balance changing;
// a rejected withdrawal shows its remarks. Also the wallet page's transfers and "all back to main".

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Settle a pending request through the sandbox's admin hook (as the operator's back office would). */
async function settle(
  request: APIRequestContext,
  kind: 'deposits' | 'withdrawals',
  requestId: string,
  status: string,
  remarks?: string,
): Promise<void> {
  const response = await request.post(`/__sandbox/${kind}/${requestId}`, { data: { status, remarks } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The request id of the newest row of a request table. */
async function newestRequestId(page: Page, testId: string): Promise<string> {
  const row = page.getByTestId(testId).locator('tbody tr').first();
  return (await row.locator('td').first().textContent())!.trim();
}

test('a deposit: limits checked, the request pending, the DEPOSIT success credits the balance in the account bar @journey', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'player01', '/member/depositv2?lang=cimode');
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
  // BANK is chosen first: 100 to 50,000.
  await expect(page.getByTestId('deposit-limits')).toContainText('money_limits');
  await page.getByTestId('deposit-amount').fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toHaveText('amount_range');
  await page.getByTestId('deposit-amount').fill('12.345');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toHaveText('amount_invalid');
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  const row = page.getByTestId('deposit-requests').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-status', 'PENDING');
  await expect(row).toContainText('money_status_PENDING');
  // Pending: the balance has not moved.
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');

  await settle(request, 'deposits', await newestRequestId(page, 'deposit-requests'), 'success');
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'success');
  await expect(row).toHaveAttribute('data-status', 'SUCCESS');
  await expect(page.getByTestId('deposit-pending')).toBeHidden();
  await expect(page.getByTestId('account-balance')).toContainText('13,634.17');
});

test('a failed deposit shows the failure and leaves the balance; a refused request keeps what was typed', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'player01', '/member/depositv2?lang=cimode');
  await page.getByLabel('Alipay').check();
  await page.getByTestId('deposit-amount').fill('200');
  await injectFault(request, {
    method: 'POST',
    path: '/wps/member/deposit',
    status: 200,
    body: { success: false, errorCode: 'deposit.channel.busy', message: 'Channel busy', value: null },
    times: 1,
  });
  await page.getByTestId('deposit-submit').click();
  // A refusal is worded by its code when the area has a text for it (err_<code>), else the server's text; in
  // cimode the key shows.
  await expect(page.getByTestId('deposit-error')).toHaveText('err_deposit_channel_busy');
  await expect(page.getByTestId('deposit-amount')).toHaveValue('200');
  await expect(page.getByLabel('Alipay')).toBeChecked();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  await settle(request, 'deposits', await newestRequestId(page, 'deposit-requests'), 'fail');
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'fail');
  await expect(page.getByTestId('deposit-requests').locator('tbody tr').first()).toHaveAttribute(
    'data-status',
    'FAIL',
  );
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
});

test('the launch_game_balance_not_enough Deposit choice lands on the working deposit page', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'poor01', '/electron?page=PG&lang=cimode');
  await page.getByRole('searchbox').fill('Fortune Tiger');
  await page.getByRole('searchbox').press('Enter');
  const card = page.getByRole('article', { name: 'Fortune Tiger', exact: true });
  await card.getByRole('button', { name: 'play_now' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toContainText('launch_game_balance_not_enough');
  await dialog.getByRole('button', { name: 'deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2/);
  await expect(page.getByTestId('deposit-page').locator('input[name="methodCode"]')).toHaveCount(3);
  await page.getByTestId('deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  await settle(request, 'deposits', await newestRequestId(page, 'deposit-requests'), 'success');
  await expect(page.getByTestId('account-balance')).toContainText('100.00');
});

test('a withdrawal asks for the payment password, holds the amount, and a rejection shows its remarks', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'player01', '/member/withdraw?lang=cimode');
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await expect(page.getByTestId('withdraw-available')).toContainText('12,345.67');
  await page.getByTestId('withdraw-amount').fill('20000.01');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText('amount_range');
  await page.getByTestId('withdraw-amount').fill('500');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText('payment_password_required');
  // A wrong payment password: the server refuses, nothing typed is lost.
  await page.getByTestId('withdraw-payment-password').fill('000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toContainText('支付密码错误');
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('500');
  await expect(page.getByTestId('withdraw-payment-password')).toHaveValue('000000');
  await page.getByTestId('withdraw-payment-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-pending')).toBeVisible();
  // The amount is held from the main wallet at once.
  await expect(page.getByTestId('account-balance')).toContainText('12,134.17');
  await expect(page.getByTestId('withdraw-available')).toContainText('11,845.67');

  await settle(
    request,
    'withdrawals',
    await newestRequestId(page, 'withdraw-requests'),
    'reject',
    'Bank closed',
  );
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'reject');
  await expect(page.getByTestId('withdraw-result-remarks')).toContainText('Bank closed');
  const row = page.getByTestId('withdraw-requests').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-status', 'REJECT');
  await expect(row).toContainText('Bank closed');
  // Rejected: the held amount comes back.
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
});

test('a successful withdrawal keeps the balance lowered; without PAYMENTPASS3 no payment password is asked', async ({
  page,
  request,
}) => {
  await patchMerchant(request, 'demo', { whitelabel: { PAYMENTPASS3: 0 } });
  await logInLiveAt(page, request, 'agent01', '/member/withdraw?lang=cimode');
  await expect(page.getByTestId('withdraw-available')).toContainText('50,000.00');
  await expect(page.getByTestId('withdraw-payment-password')).toHaveCount(0);
  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-pending')).toBeVisible();
  await expect(page.getByTestId('account-balance')).toContainText('49,000.00');
  await settle(request, 'withdrawals', await newestRequestId(page, 'withdraw-requests'), 'success');
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'success');
  await expect(page.getByTestId('withdraw-pending')).toBeHidden();
  await expect(page.getByTestId('account-balance')).toContainText('49,000.00');
});

test('a member without a payment password is sent to the security centre to set one', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'agent01', '/member/withdraw?lang=cimode');
  await expect(page.getByTestId('withdraw-set-payment-password')).toBeVisible();
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  await page.getByTestId('withdraw-set-payment-password').getByRole('link').click();
  await expect(page.getByTestId('security-page')).toBeVisible();
});

test('the wallet page: transfers between the main and a game wallet, and all back to main', async ({
  page,
  request,
}) => {
  await logInLiveAt(page, request, 'player01', '/member/transferFund?lang=cimode');
  await expect(page.getByTestId('transfer-wallet-MAIN')).toContainText('12,345.67');
  await expect(page.getByTestId('transfer-wallet-AG')).toContainText('200.00');
  // From main to AG (the first game wallet is chosen as target).
  await expect(page.getByTestId('transfer-from')).toHaveValue('MAIN');
  await expect(page.getByTestId('transfer-to')).toHaveValue('AG');
  await page.getByTestId('transfer-amount').fill('99999');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-error')).toHaveText('amount_over_balance');
  await page.getByTestId('transfer-amount').fill('0.10');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toBeVisible();
  await expect(page.getByTestId('transfer-wallet-MAIN')).toContainText('12,345.57');
  await expect(page.getByTestId('transfer-wallet-AG')).toContainText('200.10');
  // PG back to main: choosing a game wallet as source makes main the target.
  await page.getByTestId('transfer-from').selectOption('PG');
  await expect(page.getByTestId('transfer-to')).toHaveValue('MAIN');
  await page.getByTestId('transfer-amount').fill('8.50');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-wallet-PG')).toContainText('80.00');
  // The sum is unchanged by transfers.
  await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
  await page.getByTestId('transfer-recall').click();
  await expect(page.getByTestId('transfer-wallet-MAIN')).toContainText('12,634.17');
  await expect(page.getByTestId('transfer-wallet-AG')).toContainText('0.00');
  await expect(page.getByTestId('transfer-wallet-PG')).toContainText('0.00');
  await expect(page.getByTestId('transfer-done')).toContainText('transfer_recalled');
});
