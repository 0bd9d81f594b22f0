import { expect, test, type APIRequestContext, type Page, type Request } from './policy-watch';
import {
  injectFault,
  LITE,
  logIn,
  logInKeys,
  push,
  recordManifests,
  resetSandbox,
  waitForRealtime,
} from './support';

// Issue 15, acceptance 2: the payment confirmation (spec/products.md §4, §5): the queue after login (isAgent 0, 1, 2)
// and after a pushed PAYMENT_CONFIRMATION event; Y, N with its proof, A; the proof-image rules (jpg/jpeg/png, at most
// 5 MB, exactly one, required); the contract request modal after it when requests wait. Texts are keys (cimode).

test.beforeEach(async ({ request }) => resetSandbox(request));

const PROCESS_PATH = '/wps/agent/payment-confirmations/process';
const LIST_PATH = '/wps/agent/payment-confirmations';

const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'rt_payment_confirmation_title' });

/** The multipart body of a process call as text (the proof's bytes are ASCII in these tests). */
function fields(request: Request): string {
  return (request.postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
}

/** A multipart field's value, or null. */
function field(body: string, name: string): string | null {
  return (
    body.match(
      new RegExp(
        `name="${name}"(?:; filename="[^"]*")?\\r\\n(?:Content-Type: [^\\r]*\\r\\n)?\\r\\n([^\\r]*)`,
      ),
    )?.[1] ?? null
  );
}

function processCall(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === PROCESS_PATH);
}

/** Queue a payment for a member (and push PAYMENT_CONFIRMATION with it when `notify`). */
async function queuePayment(
  request: APIRequestContext,
  account: string,
  payment: Record<string, unknown>,
  notify = false,
): Promise<{ delivered: number }> {
  const response = await request.post('/__sandbox/payment-confirmations', {
    data: { account, ...payment, notify },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).value;
}

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** agent02's queue: the seeded PD30001, then an auto-confirmable payment and a third. */
async function fillQueue(request: APIRequestContext): Promise<void> {
  await queuePayment(request, 'agent02', {
    payDetailId: 'PD30002',
    amount: '1200.50',
    remainingAmount: '300.00',
    isAutoConfirmed: true,
  });
  await queuePayment(request, 'agent02', {
    payDetailId: 'PD30003',
    amount: '66.00',
    remainingAmount: '34.00',
  });
}

test('after login agent02 works its queue one at a time: Y, A, N with a proof; then the contract request modal', async ({
  page,
  request,
}) => {
  await fillQueue(request);
  await logInKeys(page, 'agent02');
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId('payment-item');
  await expect(item).toHaveAttribute('data-pay-detail-id', 'PD30001');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('800.00');
  // Auto-confirm only where the payment offers it; the not-received warning is shown.
  await expect(dialog.getByRole('button', { name: 'pc_auto_confirm' })).toHaveCount(0);
  await expect(dialog.getByTestId('pc-warning')).toHaveText('pc_not_received_warning');

  // Y: received.
  let sent = processCall(page);
  await dialog.getByRole('button', { name: 'pc_received' }).click();
  let body = fields(await sent);
  expect([field(body, 'isMoneyReceived'), field(body, 'payDetailId')]).toEqual(['Y', 'PD30001']);
  expect(body).not.toContain('proofOfNotReceive');

  // A: auto-confirm, on the auto-confirmable one.
  await expect(item).toHaveAttribute('data-pay-detail-id', 'PD30002');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('1,200.50');
  sent = processCall(page);
  await dialog.getByRole('button', { name: 'pc_auto_confirm' }).click();
  body = fields(await sent);
  expect([field(body, 'isMoneyReceived'), field(body, 'payDetailId')]).toEqual(['A', 'PD30002']);

  // N: the proof is required, of the right type and size; nothing is sent until it is.
  await expect(item).toHaveAttribute('data-pay-detail-id', 'PD30003');
  const posted: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === PROCESS_PATH) posted.push(r.url());
  });
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit2');
  const proof = dialog.locator('input[name="proofOfNotReceive"]');
  await expect(proof).not.toHaveAttribute('multiple', /.*/);
  await expect(proof).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit3');
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit2');
  await proof.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) });
  await expect(dialog.getByRole('alert')).toHaveText('activity_apply_remark_limit3');
  expect(posted).toEqual([]);
  // Exactly 5 MB is allowed (jpeg).
  await proof.setInputFiles({
    name: 'proof.jpeg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(5_242_880, 65),
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  sent = processCall(page);
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  // A body with a file is not exposed by the browser: its content type here, its fields in the sandbox's record.
  expect((await sent).headers()['content-type']).toContain('multipart/form-data');

  // The list is empty: the payment confirmation closes, and the contract requests waiting show next.
  await expect(dialog).toHaveCount(0);
  const processed = await (await request.get('/__sandbox/payment-confirmations/processed')).json();
  expect(processed.value).toEqual([
    expect.objectContaining({ payDetailId: 'PD30001', isMoneyReceived: 'Y', proof: null }),
    expect.objectContaining({ payDetailId: 'PD30002', isMoneyReceived: 'A', proof: null }),
    expect.objectContaining({
      payDetailId: 'PD30003',
      isMoneyReceived: 'N',
      proof: { name: 'proof.jpeg', type: 'image/jpeg', size: 5_242_880 },
    }),
  ]);
  const modal = page.getByRole('dialog', { name: 'rt_contract_requests_title' });
  await expect(modal).toBeVisible();
  // Only what waits for an answer (P, E, V); settled ones (A, C, R) are on the detail lists.
  await expect(modal.getByTestId('ac-request-dailySalary-22001')).toBeVisible();
  await expect(modal.getByTestId('ac-request-dailySalary-22002')).toBeVisible();
  await expect(modal.getByTestId('ac-request-dailySalary-22004')).toHaveCount(0);
  await expect(modal.getByTestId('ac-request-hourlySalary-23003')).toHaveCount(0);
  // Acting in the modal: the request leaves it.
  const call = page.waitForRequest((r) => r.url().includes('/wps/agent/contracts/realtime/process'));
  await modal.getByTestId('ac-request-realTimeSalary-24001').getByTestId('ac-action_reject').click();
  expect((await call).postDataJSON()).toEqual({ contractId: 24001, status: 'R' });
  await expect(modal.getByTestId('ac-request-realTimeSalary-24001')).toHaveCount(0);
  // View all: the detail lists.
  await modal.getByTestId('ac-view-all').click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/member\/contracts$/);
  await expect(page.getByTestId('ac-request-realTimeSalary-24001')).toHaveAttribute('data-status', 'R');
});

test('nothing waiting: no popup after login; a pushed PAYMENT_CONFIRMATION opens the queue', async ({
  page,
  request,
}) => {
  const check = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_PATH);
  await logInKeys(page, 'player01');
  // The after-login check ran (isAgent 0) and found nothing: no dialog.
  expect(await (await check).json()).toMatchObject({ success: true, value: [] });
  await waitForRealtime(request, 'player01');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A payment arrives with its event.
  const { delivered } = await queuePayment(
    request,
    'player01',
    { payDetailId: 'PD90001', amount: '250.00', remainingAmount: '50.00' },
    true,
  );
  expect(delivered).toBe(1);
  const dialog = paymentDialog(page);
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD90001');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('250.00');
  const sent = processCall(page);
  await dialog.getByRole('button', { name: 'pc_received' }).click();
  expect(field(fields(await sent), 'isMoneyReceived')).toBe('Y');
  await expect(dialog).toHaveCount(0);
});

test('a pushed event while the queue is open shows its payment first', async ({ page, request }) => {
  await fillQueue(request);
  await logInKeys(page, 'agent02');
  const dialog = paymentDialog(page);
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD30001');
  await waitForRealtime(request, 'agent02');
  await push(request, 'agent02', 'PAYMENT_CONFIRMATION', { payDetailId: 'PD30003' });
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD30003');
  await expect(dialog.getByTestId('payment-amount')).toHaveText('66.00');
  // Still one dialog: the event reloaded it instead of queueing another.
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a failed N keeps the chosen proof; the button cannot send twice while in flight', async ({
  page,
  request,
}) => {
  await fillQueue(request);
  await logInKeys(page, 'agent02');
  const dialog = paymentDialog(page);
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD30001');
  await injectFault(request, { method: 'POST', path: PROCESS_PATH, status: 500, times: 1 });
  await dialog
    .locator('input[name="proofOfNotReceive"]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Injected 500');
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD30001');

  // Retry with the same proof, held by the server for a moment: the buttons wait.
  await injectFault(request, { method: 'POST', path: PROCESS_PATH, delayMs: 3000, times: 1 });
  await dialog.getByRole('button', { name: 'pc_not_received' }).click();
  await expect(dialog.getByRole('button', { name: 'pc_received' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'pc_not_received' })).toBeDisabled();
  await expect(dialog.getByTestId('payment-item')).toHaveAttribute('data-pay-detail-id', 'PD30002');
  const processed = await (await request.get('/__sandbox/payment-confirmations/processed')).json();
  expect(processed.value).toEqual([
    expect.objectContaining({
      payDetailId: 'PD30001',
      isMoneyReceived: 'N',
      proof: { name: 'proof.png', type: 'image/png', size: PNG.length },
    }),
  ]);
});

test('where agent-contracts is off (lite) a waiting payment opens nothing and the area is never fetched', async ({
  page,
  request,
}) => {
  const response = await request.post('/__sandbox/payment-confirmations', {
    headers: { Merchant: 'lite' },
    data: { account: 'player01', payDetailId: 'PD80001', amount: '10.00' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const manifests = recordManifests(page);
  await logIn(page, 'player01', LITE, '?lang=cimode');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(manifests).not.toContain('agent-contracts');
});
