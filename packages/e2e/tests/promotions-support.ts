import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './support';

/** Log in through the login page in cimode (texts are keys), and wait for the account bar. */
export async function logInKeys(page: Page, account: string): Promise<void> {
  await page.goto('/login?lang=cimode');
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(account);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** A free-play account (isAgent 4) through the login page's free-play button. */
export async function freePlay(page: Page): Promise<void> {
  await page.goto('/login?lang=cimode');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Extra promotions and notices for a merchant until the next reset (PUT /__sandbox/promotions/:merchant). */
export async function addPromotionExtras(
  request: APIRequestContext,
  extras: { promotions?: Record<string, unknown>[]; notices?: Record<string, unknown>[] },
  merchant = 'demo',
): Promise<void> {
  const response = await request.put(`/__sandbox/promotions/${merchant}`, { data: extras });
  expect(response.ok()).toBe(true);
}

/** The card of a promotion by id. */
export const card = (page: Page, id: number) => page.locator(`#pr-promotion-${id}`);
