import { expect, test } from './policy-watch';
import { revealInChrome } from './layout';

/**
 * The language journey of the phone and laptop projects (issue 34): the other main journeys are the specs' own tests
 * tagged @journey (log in, launch a game, open a lottery game and bet, apply for a promotion, deposit). The
 * switcher is wherever the layout puts it: in the header, or in a menu or drawer the chrome opens.
 */
test('a visitor changes the language to Arabic: the site turns right to left and keeps it @journey', async ({
  page,
}) => {
  await page.goto('/?lang=EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const switcher = await revealInChrome(page, page.getByTestId('language-switcher'));
  if ((await switcher.evaluate((el) => el.tagName)) === 'SELECT') await switcher.selectOption('AR');
  else await switcher.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
