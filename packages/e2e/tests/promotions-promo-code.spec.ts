import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { resetSandbox } from './support';
import { card, freePlay, logInKeys } from './promotions-support';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** POST /__sandbox/promotion-state: the promo code switch, or the merchant's closed promotions. */
async function promotionState(
  request: APIRequestContext,
  data: { promoCode?: boolean; closedPromotionIds?: number[] },
): Promise<void> {
  const response = await request.post('/__sandbox/promotion-state', { data });
  expect(response.ok()).toBe(true);
}

/** The promotions page in cimode, once its promotions are listed. */
async function openPage(page: Page) {
  await page.goto('/promotions?lang=cimode');
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
}

const promoForm = (page: Page) => page.getByTestId('promo-code-form');
const codeInput = (page: Page) => promoForm(page).locator('input[name="promoCode"]');
const redeemButton = (page: Page) => promoForm(page).getByRole('button', { name: 'promo_code_submit' });

test('a member redeems a promo code: the card turns PENDING and the account bar count is read again', async ({
  page,
}) => {
  await logInKeys(page, 'player01');
  const count = page.getByTestId('account-bar').getByTestId('promotion-count');
  await expect(count).toHaveAttribute('data-count', '6');
  await openPage(page);
  await expect(codeInput(page)).toBeVisible();

  // An unknown code shows its key and keeps what was typed.
  await codeInput(page).fill('NOPE');
  await redeemButton(page).click();
  await expect(promoForm(page).getByTestId('promo-code-error')).toHaveText('promo_code_invalid');
  await expect(codeInput(page)).toHaveValue('NOPE');
  await expect(codeInput(page)).toHaveAttribute('aria-invalid', 'true');

  await codeInput(page).fill('SUMMER2025');
  await redeemButton(page).click();
  await expect(promoForm(page).getByTestId('promo-code-error')).toHaveText('promo_code_expired');
  await expect(codeInput(page)).toHaveValue('SUMMER2025');

  await expect(card(page, 2003).getByTestId('promotion-status')).toHaveCount(0);
  await codeInput(page).fill('welcome18');
  await redeemButton(page).click();
  await expect(promoForm(page).getByTestId('promo-code-success')).toHaveText('promo_code_success');
  await expect(codeInput(page)).toHaveValue('');
  await expect(card(page, 2003).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING');
  // 2003 is a LOGIN promotion: claimed, it no longer counts (6 → 5).
  await expect(count).toHaveAttribute('data-count', '5');

  // The same code twice: used.
  await codeInput(page).fill('WELCOME18');
  await redeemButton(page).click();
  await expect(promoForm(page).getByTestId('promo-code-error')).toHaveText('promo_code_used');
  await expect(codeInput(page)).toHaveValue('WELCOME18');
});

test('the redeem button cannot act twice while the call is in flight; an empty code asks for one', async ({
  page,
}) => {
  await logInKeys(page, 'agent01');
  await openPage(page);
  await redeemButton(page).click();
  await expect(promoForm(page).getByTestId('promo-code-error')).toHaveText('promo_code_required');

  let calls = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/promotion/promo-code', async (route) => {
    calls += 1;
    await held;
    await route.continue();
  });
  await codeInput(page).fill('SAVE5');
  await redeemButton(page).click();
  await expect(redeemButton(page)).toBeDisabled();
  await redeemButton(page).click({ force: true });
  await codeInput(page).press('Enter');
  release();
  await expect(promoForm(page).getByTestId('promo-code-success')).toBeVisible();
  expect(calls).toBe(1);
  await expect(redeemButton(page)).toBeEnabled();
  await expect(card(page, 2010).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING');
});

test('a visitor is asked to log in and a free-play account for a real account; the code stays', async ({
  page,
}) => {
  await openPage(page);
  await codeInput(page).fill('WELCOME18');
  await redeemButton(page).click();
  await expect(
    page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: 'in_sorry_in' }),
  ).toBeVisible();
  await expect(codeInput(page)).toHaveValue('WELCOME18');

  await freePlay(page);
  await openPage(page);
  await codeInput(page).fill('WELCOME18');
  await redeemButton(page).click();
  await expect(
    page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: 'in_need_true_account' }),
  ).toBeVisible();
  await expect(codeInput(page)).toHaveValue('WELCOME18');
});

test('with promo codes off there is no form and its code is never fetched', async ({ page, request }) => {
  await promotionState(request, { promoCode: false });
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/on-demand-promo-code/.test(r.url())) chunks.push(r.url());
  });
  const enable = page.waitForResponse((r) => r.url().includes('/wps/promotion/promo-code/enable'));
  await openPage(page);
  expect(((await (await enable).json()) as { value: { enabled: boolean } }).value.enabled).toBe(false);
  await expect(card(page, 2002).getByTestId('promotion-available')).toBeVisible();
  await expect(promoForm(page)).toHaveCount(0);
  expect(chunks).toEqual([]);

  await promotionState(request, { promoCode: true });
  await page.reload();
  await expect(codeInput(page)).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
});

test('a visitor sees which promotions the merchant has open now; a closed one has no marker', async ({
  page,
  request,
}) => {
  await openPage(page);
  await expect(card(page, 2002).getByTestId('promotion-available')).toHaveText('promotion_available');
  await expect(card(page, 2006).getByTestId('promotion-available')).toBeVisible();
  // demo has closed its third to fifth deposit bonuses.
  await expect(card(page, 2012).getByTestId('promotion-available')).toHaveCount(0);
  await expect(card(page, 2014).getByTestId('promotion-available')).toHaveCount(0);

  await promotionState(request, { closedPromotionIds: [2002] });
  await page.reload();
  await expect(card(page, 2006).getByTestId('promotion-available')).toBeVisible();
  await expect(card(page, 2002).getByTestId('promotion-available')).toHaveCount(0);
  await expect(card(page, 2012).getByTestId('promotion-available')).toBeVisible();
});
