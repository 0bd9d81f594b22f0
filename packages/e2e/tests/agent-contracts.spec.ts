import { expect, test, type Page, type Request } from './policy-watch';
import { logInAt, resetSandbox } from './support';

// Issue 15, acceptance 1: agent02's contract requests at /member/contracts (spec/products.md §4, §7): every status
// transition, its payload on the wire and the list after it; the higher-rate confirmation; an illegal transition
// refused with a clear message; the date range of the detail lists. Texts are message keys (cimode).

test.beforeEach(async ({ request }) => resetSandbox(request));

const PAGE = '/member/contracts?lang=cimode';

/** Log in as agent02 and open the detail lists (a new page load: the after-login popups are not this test's). */
async function openContracts(page: Page): Promise<void> {
  await logInAt(page, 'agent02', PAGE);
  await expect(page.getByTestId('ac-summary')).toBeVisible();
}

const card = (page: Page, key: string) => page.getByTestId(`ac-request-${key}`);
const list = (page: Page, kind: string, name: 'new' | 'termination' | 'other') =>
  page.getByTestId(`ac-section-${kind}-${name}`);

/** Wait for the status call of a kind and answer its JSON body. */
function statusCall(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
}

test('agent02 sees every kind and status, split into new, termination and settled requests, rates as percent', async ({
  page,
}) => {
  await openContracts(page);
  // New requests: P, E and accepted (A); termination requests: V; settled: C and R.
  await expect(list(page, 'dividend', 'new').getByRole('article')).toHaveCount(2);
  await expect(card(page, 'dividend-LOTT-HALF_MONTH')).toHaveAttribute('data-status', 'P');
  await expect(card(page, 'dividend-RNG-WEEKLY')).toHaveAttribute('data-status', 'E');
  await expect(
    list(page, 'dividend', 'termination').getByTestId('ac-request-dividend-LIVE-MONTHLY'),
  ).toBeVisible();
  await expect(list(page, 'dailySalary', 'new').getByTestId('ac-request-dailySalary-22004')).toContainText(
    'status_A',
  );
  await expect(
    list(page, 'hourlySalary', 'other').getByTestId('ac-request-hourlySalary-23003'),
  ).toContainText('status_C');
  await expect(
    list(page, 'realTimeSalary', 'other').getByTestId('ac-request-realTimeSalary-24003'),
  ).toContainText('status_R');
  // Rate type P: percent with 2 decimals; another type: an amount.
  await expect(card(page, 'dailySalary-22001')).toContainText('0.80%');
  await expect(card(page, 'dailySalary-22002')).toContainText('188.00');
  await expect(card(page, 'dividend-RNG-WEEKLY').getByTestId('ac-higher-rate')).toBeVisible();
  // Settled requests offer nothing; P and E offer Accept and Reject; V Terminate and Reject.
  await expect(card(page, 'dailySalary-22004').getByRole('button')).toHaveCount(0);
  await expect(card(page, 'dailySalary-22001').getByRole('button')).toHaveText([
    'action_accept',
    'action_reject',
  ]);
  await expect(card(page, 'dailySalary-22002').getByRole('button')).toHaveText([
    'action_terminate',
    'action_reject',
  ]);
});

test('each transition sends its payload and the list shows the result', async ({ page }) => {
  await openContracts(page);
  const cases: {
    key: string;
    kind: string;
    action: string;
    path: string;
    body: Record<string, unknown>;
    after: { list: 'new' | 'termination' | 'other'; status: string };
  }[] = [
    {
      key: 'dividend-LOTT-HALF_MONTH',
      kind: 'dividend',
      action: 'action_accept',
      path: '/wps/agent/contracts/dividend/process',
      body: { productType: 'LOTT', computationPeriod: 'HALF_MONTH', status: 'A' },
      after: { list: 'new', status: 'A' },
    },
    {
      key: 'dividend-LIVE-MONTHLY',
      kind: 'dividend',
      action: 'action_terminate',
      path: '/wps/agent/contracts/dividend/process',
      body: { productType: 'LIVE', computationPeriod: 'MONTHLY', status: 'C' },
      after: { list: 'other', status: 'C' },
    },
    {
      key: 'dailySalary-22001',
      kind: 'dailySalary',
      action: 'action_reject',
      path: '/wps/agent/contracts/daily/process',
      body: { id: 22001, status: 'R' },
      after: { list: 'other', status: 'R' },
    },
    {
      // Rejecting a termination keeps the contract active: it sends A.
      key: 'dailySalary-22002',
      kind: 'dailySalary',
      action: 'action_reject',
      path: '/wps/agent/contracts/daily/process',
      body: { id: 22002, status: 'A' },
      after: { list: 'new', status: 'A' },
    },
    {
      key: 'hourlySalary-23001',
      kind: 'hourlySalary',
      action: 'action_accept',
      path: '/wps/agent/contracts/hourly/process',
      body: { contractId: 23001, status: 'A', productType: 'LOTT' },
      after: { list: 'new', status: 'A' },
    },
    {
      key: 'hourlySalary-23002',
      kind: 'hourlySalary',
      action: 'action_terminate',
      path: '/wps/agent/contracts/hourly/process',
      body: { contractId: 23002, status: 'C', productType: 'LIVE' },
      after: { list: 'other', status: 'C' },
    },
    {
      key: 'realTimeSalary-24001',
      kind: 'realTimeSalary',
      action: 'action_reject',
      path: '/wps/agent/contracts/realtime/process',
      body: { contractId: 24001, status: 'R' },
      after: { list: 'other', status: 'R' },
    },
    {
      key: 'realTimeSalary-24002',
      kind: 'realTimeSalary',
      action: 'action_reject',
      path: '/wps/agent/contracts/realtime/process',
      body: { contractId: 24002, status: 'A' },
      after: { list: 'new', status: 'A' },
    },
  ];
  for (const { key, kind, action, path, body, after } of cases) {
    const sent = statusCall(page, path);
    const reread = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/agent/contracts/consolidated',
    );
    await card(page, key).getByTestId(`ac-${action}`).click();
    expect((await sent).postDataJSON(), key).toEqual(body);
    await reread;
    const moved = list(page, kind, after.list).getByTestId(`ac-request-${key}`);
    await expect(moved, key).toHaveAttribute('data-status', after.status);
    await expect(moved.getByRole('button'), key).toHaveCount(0);
  }
  // The last action's toast says what happened.
  await expect(page.locator('.wl-toast').last()).toContainText('action_reject_done');
});

test('accepting a higher-rate contract asks higher_rate first: cancel sends nothing, confirm sends A', async ({
  page,
}) => {
  await openContracts(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wps/agent/contracts/')) posted.push(r.url());
  });
  const higher = card(page, 'dividend-RNG-WEEKLY');
  await higher.getByTestId('ac-action_accept').click();
  const question = page.getByRole('alertdialog', { name: 'higher_rate' });
  await expect(question).toBeVisible();
  // While the question is open no other action starts.
  await question.getByRole('button', { name: 'cancel' }).click();
  await expect(question).toHaveCount(0);
  expect(posted).toEqual([]);
  await expect(higher).toHaveAttribute('data-status', 'E');

  const sent = statusCall(page, '/wps/agent/contracts/dividend/process');
  await higher.getByTestId('ac-action_accept').click();
  await page
    .getByRole('alertdialog', { name: 'higher_rate' })
    .getByRole('button', { name: 'confirm' })
    .click();
  expect((await sent).postDataJSON()).toEqual({
    productType: 'RNG',
    computationPeriod: 'WEEKLY',
    status: 'A',
  });
  await expect(higher).toHaveAttribute('data-status', 'A');
  // Rejecting needs no confirmation; a contract without the higher rate is accepted at once (the other test).
});

test('an illegal transition is refused with a clear message and the list shows the real status', async ({
  page,
  context,
}) => {
  await openContracts(page);
  // A second tab of the same member, still showing 22003 as new (E).
  const other = await context.newPage();
  await other.goto(PAGE);
  await expect(card(other, 'dailySalary-22003')).toHaveAttribute('data-status', 'E');
  // Accepted in the first tab...
  await card(page, 'dailySalary-22003').getByTestId('ac-action_accept').click();
  await expect(card(page, 'dailySalary-22003')).toHaveAttribute('data-status', 'A');
  // ...rejecting it in the stale tab is refused: the platform answers contract.status.invalid.
  const answer = other.waitForResponse((r) => r.url().includes('/wps/agent/contracts/daily/process'));
  await card(other, 'dailySalary-22003').getByTestId('ac-action_reject').click();
  expect(await (await answer).json()).toMatchObject({ success: false, errorCode: 'contract.status.invalid' });
  const warning = other.getByRole('dialog', { name: 'contract_status_changed' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'confirm' }).click();
  await expect(card(other, 'dailySalary-22003')).toHaveAttribute('data-status', 'A');
  await expect(card(other, 'dailySalary-22003').getByRole('button')).toHaveCount(0);
});

test('the detail lists read the date range: today by default, 7 days shows an older request', async ({
  page,
}) => {
  const reads: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/agent/contracts/consolidated') reads.push(url);
  });
  await openContracts(page);
  const range = page.getByTestId('contracts-range');
  await expect(range.locator('input[name="startTime"]')).toBeVisible();
  // Today: the request sent 3 days ago is not listed.
  await expect(card(page, 'dividend-SPORTS-DAILY')).toHaveCount(0);
  const first = reads.at(-1)!;
  const start = Number(first.searchParams.get('startTime'));
  const end = Number(first.searchParams.get('endTime'));
  expect(end - start).toBe(86_399_000);

  await range.getByRole('button', { name: 'date_range_last_7_days' }).click();
  await expect(card(page, 'dividend-SPORTS-DAILY')).toHaveAttribute('data-status', 'P');
  const week = reads.at(-1)!;
  expect(Number(week.searchParams.get('endTime')) - Number(week.searchParams.get('startTime'))).toBe(
    6 * 86_400_000 + 86_399_000,
  );
  // A start after the end is not searched.
  await range.locator('input[name="startTime"]').fill('2099-01-01');
  await expect(range.getByTestId('contracts-range-error')).toBeVisible();
  await expect(range.getByTestId('contracts-range-search')).toBeDisabled();
});
