import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { logInKeys } from './support';

// The cimode login is shared with the other specs (support.ts); the promotions specs import it from here too.
export { logInKeys };

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
