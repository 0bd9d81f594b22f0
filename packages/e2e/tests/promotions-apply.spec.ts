import { expect, test, type Page } from './policy-watch';
import { injectFault, resetSandbox } from './support';
import { card, freePlay, logInKeys } from './promotions-support';

test.beforeEach(async ({ request }) => resetSandbox(request));

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file of `size` bytes starting like a PNG. */
const png = (name: string, size = 2048) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_HEADER, Buffer.alloc(Math.max(0, size - PNG_HEADER.length))]),
});

async function openApply(page: Page, id: number) {
  await page.goto('/promotions?lang=cimode');
  await card(page, id).getByRole('button', { name: 'apply_open' }).click();
  const dialog = page.getByTestId('apply-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  return dialog;
}

test('remark and picture rules show their keys: required, 140 characters, type, size and count', async ({
  page,
}) => {
  await logInKeys(page, 'player01');
  const dialog = await openApply(page, 2005);
  const error = dialog.getByTestId('apply-error');
  const submit = dialog.getByRole('button', { name: 'apply_submit' });
  const remarks = dialog.locator('textarea[name="remarks"]');
  const pictures = dialog.locator('input[type="file"][name="pictures"]');
  // Focus moved into the dialog.
  await expect(remarks).toBeFocused();

  await submit.click();
  await expect(error).toHaveText('activity_apply_remark_limit1');
  await remarks.fill('x'.repeat(141));
  await submit.click();
  await expect(error).toHaveText('activity_apply_remark_limit1');
  await expect(dialog.getByTestId('apply-counter')).toHaveText('141/140');
  await remarks.fill('Weekend deposit, see screenshot');
  await submit.click();
  await expect(error).toHaveText('activity_apply_remark_limit2');

  await pictures.setInputFiles([{ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(error).toHaveText('activity_apply_remark_limit3');
  await pictures.setInputFiles([png('huge.png', 5_242_881)]);
  await expect(error).toHaveText('activity_apply_remark_limit3');
  await expect(dialog.getByTestId('apply-pictures')).toHaveCount(0);
  await pictures.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(error).toHaveText('activity_apply_remark_limit4');
  await expect(dialog.getByTestId('apply-pictures').locator('li')).toHaveCount(3);
  // Exactly 5 242 880 bytes is allowed; a fourth is not.
  await dialog.getByRole('button', { name: 'apply_remove' }).first().click();
  await pictures.setInputFiles([png('limit.png', 5_242_880)]);
  await expect(error).toHaveCount(0);
  await expect(dialog.getByTestId('apply-pictures').locator('li')).toHaveCount(3);
});

test('a real multipart upload with progress moves the promotion to PENDING @journey', async ({
  page,
  request,
}) => {
  await logInKeys(page, 'player01');
  const dialog = await openApply(page, 2005);
  await dialog.locator('textarea[name="remarks"]').fill('My weekend reload');
  await dialog
    .locator('input[name="pictures"]')
    .setInputFiles([png('deposit-1.png', 1_500_000), png('deposit-2.png', 700_000)]);
  // The server holds its answer a moment: the progress stays on screen and the button cannot act twice.
  await injectFault(request, { method: 'POST', path: '/wps/promotion/apply', delayMs: 1500, times: 1 });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/wps/promotion/apply'))
      posts.push(r.headers()['content-type'] ?? '');
  });
  const submit = dialog.getByRole('button', { name: 'apply_submit' });
  await submit.click();
  const progress = dialog.getByTestId('apply-progress');
  await expect(progress).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await submit.click({ force: true, timeout: 1000 }).catch(() => undefined);
  await expect(dialog).toHaveCount(0);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);

  await expect(card(page, 2005).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(card(page, 2005).getByRole('button', { name: 'apply_open' })).toHaveCount(0);
  const received = (await (await request.get('/__sandbox/promotion-applications')).json()).value;
  expect(received).toEqual([
    {
      merchant: 'demo',
      account: 'player01',
      promotionId: 2005,
      remarks: 'My weekend reload',
      pictures: [
        { name: 'deposit-1.png', type: 'image/png', size: 1_500_000 },
        { name: 'deposit-2.png', type: 'image/png', size: 700_000 },
      ],
    },
  ]);
  // The claim list says so after a reload too.
  await page.reload();
  await expect(card(page, 2005).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING');
});

test('a server error keeps the remark and the pictures; the retry succeeds', async ({ page, request }) => {
  await logInKeys(page, 'player01');
  const dialog = await openApply(page, 2011);
  await dialog.locator('input[name="pictures"]').setInputFiles([png('records.png')]);
  await injectFault(request, {
    method: 'POST',
    path: '/wps/promotion/apply',
    status: 200,
    body: { success: false, errorCode: 'apply.busy', message: 'Try again later', value: null },
    times: 1,
  });
  await dialog.getByRole('button', { name: 'apply_submit' }).click();
  await expect(dialog.getByTestId('apply-error')).toHaveText('Try again later');
  await expect(dialog.getByTestId('apply-pictures').locator('li')).toHaveText(['records.png']);
  await dialog.getByRole('button', { name: 'apply_submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 2011).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING');
});

test('a remark-only promotion sends no pictures; visitors and free play are prompted', async ({
  page,
  request,
}) => {
  await page.goto('/promotions?lang=cimode');
  await card(page, 2010).getByRole('button', { name: 'apply_open' }).click();
  await expect(
    page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: 'in_sorry_in' }),
  ).toBeVisible();
  await expect(page.getByTestId('apply-dialog')).toHaveCount(0);

  await logInKeys(page, 'agent01');
  const dialog = await openApply(page, 2010);
  await dialog.locator('textarea[name="remarks"]').fill('game account agent01');
  await dialog.getByRole('button', { name: 'apply_submit' }).click();
  await expect(dialog).toHaveCount(0);
  const received = (await (await request.get('/__sandbox/promotion-applications')).json()).value;
  expect(received).toEqual([
    expect.objectContaining({ account: 'agent01', promotionId: 2010, pictures: [] }),
  ]);
});

test('a free-play account is asked for a real account', async ({ page }) => {
  await freePlay(page);
  await page.goto('/promotions?lang=cimode');
  await card(page, 2010).getByRole('button', { name: 'apply_open' }).click();
  await expect(
    page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: 'in_need_true_account' }),
  ).toBeVisible();
  await expect(page.getByTestId('apply-dialog')).toHaveCount(0);
});
