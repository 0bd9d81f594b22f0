import { expect, test } from './policy-watch';
import { logInAt, resetSandbox } from './support';
import { addPromotionExtras, logInKeys } from './promotions-support';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('popup notices (execution A or F) show once per session, one after the other; B never pops up', async ({
  page,
  request,
}) => {
  await addPromotionExtras(request, {
    notices: [
      { type: 'PU', id: 9201, title: 'Always popup', content: '<p>A notice</p>', execution: 'A' },
      { type: 'PU', id: 9202, title: 'First popup', content: '<p>F notice</p>', execution: 'F' },
      { type: 'PU', id: 9203, title: 'Browse only', content: '<p>B notice</p>', execution: 'B' },
    ],
  });
  await page.goto('/?lang=cimode');
  const popup = page.getByTestId('popup-notice');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  const first = await popup.getByRole('heading').textContent();
  expect(['Always popup', 'First popup']).toContain(first);
  await popup.getByRole('button', { name: 'popup_agree' }).click();
  await expect(popup).toBeVisible();
  const second = await popup.getByRole('heading').textContent();
  expect(['Always popup', 'First popup'].filter((t) => t !== first)).toEqual([second]);
  await popup.getByRole('button', { name: 'popup_agree' }).click();
  await expect(popup).toHaveCount(0);
  // Same session: not again.
  await page.reload();
  await expect(page.getByTestId('notice-strip')).toBeVisible();
  await expect(page.getByTestId('popup-notice')).toHaveCount(0);
  // A new session (a new tab's session storage): again.
  const other = await page.context().newPage();
  await other.goto('/?lang=cimode');
  await expect(other.getByTestId('popup-notice')).toBeVisible();
});

test('the notice list pages by 10, expands a notice on click, and its pager scrolls beyond 7 pages', async ({
  page,
  request,
}) => {
  await page.goto('/news?lang=cimode');
  const items = page.getByTestId('notice-item');
  await expect(items).toHaveCount(10);
  const head = items.first().getByRole('button');
  await head.click();
  await expect(head).toHaveAttribute('aria-expanded', 'true');
  await expect(items.first().getByTestId('notice-content')).toBeVisible();
  await expect(page.locator('.pr-news__pager')).not.toHaveClass(/is-scrolling/);
  // 23 seeded + 60 more: 9 pages, the pager scrolls.
  await addPromotionExtras(request, {
    notices: Array.from({ length: 60 }, (_, i) => ({
      type: 'PL',
      id: 9500 + i,
      title: `Extra ${i}`,
      content: `<p>${i}</p>`,
    })),
  });
  await page.reload();
  await expect(items).toHaveCount(10);
  await expect(page.locator('.pr-news__pager')).toHaveClass(/is-scrolling/);
});

test('raffles: a countdown for one not started, a tip and the claim for a running one, then the prize modal', async ({
  page,
  request,
}) => {
  await logInAt(page, 'player01', '/promotions?lang=cimode');
  const panel = page.getByTestId('raffle-panel');
  await expect(panel.getByTestId('raffle')).toHaveCount(2);
  const later = panel.locator('[data-raffle="2015:502"]');
  await expect(later.getByTestId('raffle-countdown')).toContainText(/00:59:\d\d|01:00:00/);
  const running = panel.locator('[data-raffle="2015:501"]');
  await expect(running.getByTestId('raffle-tip')).toHaveText('raffle_tip');
  // Stored per account in local storage.
  const stored = await page.evaluate(() => localStorage.getItem('wl.promotions.raffles.demo.player01'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(2);

  await running.getByRole('button', { name: 'raffle_claim' }).click();
  const prize = page.getByTestId('raffle-prize');
  await expect(prize).toBeVisible();
  await expect(prize.getByTestId('raffle-prize-amount')).toHaveText(/88\.00/);
  // Claimed: cleared from the panel and the storage.
  await expect(panel.getByTestId('raffle')).toHaveCount(1);
  expect(
    JSON.parse(
      (await page.evaluate(() => localStorage.getItem('wl.promotions.raffles.demo.player01'))) ?? '[]',
    ),
  ).toEqual([{ promotionId: 2015, raffleScheduleId: 502 }]);
  await prize.getByRole('button', { name: 'bonus_reward_centre' }).click();
  await expect(page).toHaveURL(/\/member\/rewardCenter$/);

  // An hour later the second one has started: its tip and claim show.
  const clock = await request.post('/__sandbox/clock', { data: { advanceMs: 3_600_000 } });
  expect(clock.ok()).toBe(true);
  await page.goto('/promotions?lang=cimode');
  await expect(page.locator('[data-raffle="2015:502"]').getByTestId('raffle-tip')).toBeVisible();
});

test('an ended raffle kept in local storage is cleared', async ({ page }) => {
  await logInKeys(page, 'agent01');
  await page.evaluate(() =>
    localStorage.setItem(
      'wl.promotions.raffles.demo.agent01',
      JSON.stringify([{ promotionId: 2015, raffleScheduleId: 401 }]),
    ),
  );
  const statuses: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/promotion/raffle/status')) statuses.push(r.url());
  });
  await page.goto('/promotions?lang=cimode');
  await expect.poll(() => statuses.length).toBeGreaterThan(0);
  expect(statuses[0]).toContain('rafflePromotionId=2015');
  expect(statuses[0]).toContain('raffleScheduleId=401');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wl.promotions.raffles.demo.agent01')))
    .toBeNull();
  await expect(page.getByTestId('raffle-panel')).toHaveCount(0);
});
