import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './policy-watch';
import { settled } from './a11y';
import { patchMerchant, resetSandbox } from './support';

// Issue 34: the help centre reads in every colour the server may send as a section's `bgColor` (the landed page
// painted the theme's light text on #f5f7fa: 1.1:1, axe color-contrast failed), and its menu names each item once
// (it showed "▸ Deposits" beside a second "Deposits" link).

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The colour-contrast violations axe finds on the page, each with its elements. */
async function contrastViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

const BACKGROUNDS = {
  light: '#f5f7fa',
  dark: '#1a1a2e',
  'mid grey': 'rgb(119, 119, 119)',
  'bright yellow': '#ffd400',
} as const;

for (const [name, bgColor] of Object.entries(BACKGROUNDS)) {
  test(`/help on a ${name} bgColor (${bgColor}): axe color-contrast finds nothing, links included`, async ({
    page,
    request,
  }) => {
    await patchMerchant(request, 'demo', { help: { about: { bgColor } } });
    await page.goto('/help?lang=en');
    const content = page.getByTestId('help-content');
    await expect(content).toHaveAttribute('data-tag', 'about');
    // The server's colour is painted, with the server's HTML (a link among it) on it.
    await expect(content).toHaveCSS('background-color', /rgb/);
    expect(await content.evaluate((el) => el.style.background)).not.toBe('');
    await expect(content.getByRole('link', { name: 'How to deposit' })).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
  });
}

test('/help in Arabic on the seeded light colour reads too', async ({ page }) => {
  await page.goto('/help?lang=ar');
  await expect(page.getByTestId('help-content')).toHaveAttribute('data-tag', 'about');
  expect(await contrastViolations(page)).toEqual([]);
});

test('the help menu names each item once, and its groups open and close with aria-expanded', async ({
  page,
}) => {
  await page.goto('/help?lang=en');
  const menu = page.getByRole('navigation', { name: 'Help topics' });
  // Open every group, so every item is in the menu (again if the page re-renders it closed while its texts load).
  let names: string[] = [];
  await expect(async () => {
    for (let closed = menu.locator('button[aria-expanded="false"]'); (await closed.count()) > 0;) {
      await closed.first().click();
    }
    const snapshot = await menu.ariaSnapshot();
    names = [...snapshot.matchAll(/- (?:link|button) "([^"]*)"/g)].map((match) => match[1]!);
    // About us, Deposits (toggle, link), Bank transfer, E-wallet, FAQ, Account (toggle, link), Forgotten password,
    // Responsible gaming.
    expect(names).toHaveLength(10);
  }).toPass();
  expect(
    names.filter((n, i) => names.indexOf(n) !== i),
    `duplicate names in ${names.join(', ')}`,
  ).toEqual([]);
  // Deposits is one link (its own section) and a toggle named for its sub-sections.
  await expect(menu.getByRole('link', { name: 'Deposits', exact: true })).toHaveCount(1);
  const toggle = menu.getByRole('button', { name: 'Deposits subtopics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Bank transfer' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Deposits', exact: true }).click();
  await expect(page.getByTestId('help-content')).toHaveAttribute('data-tag', 'deposit');
});
