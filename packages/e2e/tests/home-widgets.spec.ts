import { expect, test } from './policy-watch';
import { resetSandbox } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('the home notice strip shows the newest player notice, expands it on click and leads to the notice list', async ({
  page,
}) => {
  await page.goto('/?lang=cimode');
  const strip = page.getByTestId('notice-strip');
  const head = strip.getByRole('button', { expanded: false });
  await expect(head).toBeVisible();
  const title = (await strip.locator('.pr-strip__title').textContent())!.trim();
  expect(title).not.toBe('');
  await head.click();
  await expect(strip.getByRole('button', { expanded: true })).toBeVisible();
  await expect(page.getByTestId('notice-strip-content')).not.toBeEmpty();
  await strip.getByRole('button', { expanded: true }).click();
  await expect(page.getByTestId('notice-strip-content')).toHaveCount(0);

  // "All notices" opens the notice list, newest first: the strip's notice is the list's first.
  await strip.getByRole('link', { name: 'news_all' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByTestId('notice-item').first()).toContainText(title);
});

test('the strip keeps the room its slot reserved, so the games entry below does not move when it arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Hold the notices until the slot has been measured empty.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/notice?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const slot = page.locator('.host-home__slot--notices');
  // The area is in and its notices are on their way: the strip holds its room.
  await expect(slot.locator('.pr-strip--pending')).toBeAttached();
  const before = (await slot.boundingBox())!.height;
  release();
  await expect(page.getByTestId('notice-strip')).toBeVisible();
  expect((await slot.boundingBox())!.height).toBe(before);
});
