import { expect, test, type Page } from './policy-watch';
import { logInLiveAt, patchMerchant, resetSandbox } from './support';

// Issue 13 acceptance 3: the inbox unread count in the account bar and in the member centre's message centre stay
// equal as messages are read, deleted and arrive (POST /__sandbox/inbox with notify pushes the INBOX event).

test.beforeEach(async ({ request }) => resetSandbox(request));

/** The bar's badge and the centre's count show the same number. */
async function expectUnread(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('inbox-unread')).toHaveText(String(count));
  if (count === 0) await expect(page.getByTestId('account-inbox-count')).toHaveCount(0);
  else await expect(page.getByTestId('account-inbox-count')).toHaveText(String(count));
}

test('reading, deleting and new messages keep the bar and the centre equal', async ({ page, request }) => {
  await logInLiveAt(page, request, 'player01', '/member/messageV2?lang=cimode');
  // player01: three unread (two recent, one 10 days old) and one read.
  await expect(page.getByTestId('inbox-list').locator('li')).toHaveCount(4);
  await expectUnread(page, 3);

  const welcome = page.getByTestId('inbox-list').locator('li').filter({ hasText: 'Welcome bonus credited' });
  await expect(welcome).toHaveAttribute('data-read', 'false');
  const open = welcome.getByTestId('inbox-open');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(welcome.getByTestId('inbox-content')).toContainText(
    'Welcome bonus credited: details of this message.',
  );
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expectUnread(page, 2);

  // A message arrives: the INBOX event makes both read the count again.
  const added = await request.post('/__sandbox/inbox', {
    data: { account: 'player01', title: 'Fresh news', content: 'Hello there', notify: true },
  });
  expect(added.ok()).toBe(true);
  await expect(page.getByTestId('inbox-list').locator('li').first()).toContainText('Fresh news');
  await expectUnread(page, 3);

  // Deleting an unread message (after confirming) lowers both.
  const weekly = page.getByTestId('inbox-list').locator('li').filter({ hasText: 'Weekly report' });
  await weekly.getByTestId('inbox-delete').click();
  await page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .getByRole('button', { name: 'confirm' })
    .click();
  await expect(weekly).toHaveCount(0);
  await expectUnread(page, 2);

  // Deleting a read message changes no count.
  await page
    .getByTestId('inbox-list')
    .locator('li')
    .filter({ hasText: 'Read notice' })
    .getByTestId('inbox-delete')
    .click();
  await page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .getByRole('button', { name: 'confirm' })
    .click();
  await expect(page.getByTestId('inbox-list').locator('li')).toHaveCount(3);
  await expectUnread(page, 2);
});

test('cancelling a delete keeps the message; many messages are paged by 10', async ({ page, request }) => {
  const added = await request.post('/__sandbox/inbox', {
    data: { account: 'player01', title: 'Batch', count: 11, ageDays: 1 },
  });
  expect(added.ok()).toBe(true);
  await logInLiveAt(page, request, 'player01', '/member/messageV2?lang=cimode');
  await expectUnread(page, 14);
  await expect(page.getByTestId('inbox-list').locator('li')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: '2' }).click();
  await expect(page.getByTestId('inbox-list').locator('li')).toHaveCount(5);
  const first = page.getByTestId('inbox-list').locator('li').first();
  const title = await first.getByTestId('inbox-open').textContent();
  await first.getByTestId('inbox-delete').click();
  await page
    .getByRole('dialog')
    .or(page.getByRole('alertdialog'))
    .getByRole('button', { name: 'cancel' })
    .click();
  await expect(page.getByTestId('inbox-list').locator('li').first().getByTestId('inbox-open')).toHaveText(
    title!,
  );
  await expectUnread(page, 14);
});

test('the announcements tab lists the player notices and opens one', async ({ page, request }) => {
  await logInLiveAt(page, request, 'player01', '/member/messageV2?lang=cimode');
  await page.getByRole('tab', { name: 'announcements_tab' }).click();
  const list = page.getByTestId('announcements-list');
  await expect(list.locator('li').first()).toBeVisible();
  const toggle = list.locator('li').first().getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('announcement-content')).not.toBeEmpty();
});

test('without INBOX3 the message centre shows only the announcements', async ({ page, request }) => {
  await patchMerchant(request, 'demo', { whitelabel: { INBOX3: 0 } });
  await logInLiveAt(page, request, 'player01', '/member/messageV2?lang=cimode');
  await expect(page.getByRole('tab')).toHaveText(['announcements_tab']);
  await expect(page.getByTestId('announcements-list')).toBeVisible();
});
