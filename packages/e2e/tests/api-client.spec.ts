import { expect, test } from './policy-watch';
import { injectFault, logInAt, openPlace, PASSWORD, resetSandbox } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function submitLogin(page: import('@playwright/test').Page, account = 'player01') {
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(account);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button').click();
}

test.describe('on the wire', () => {
  test('login carries Merchant, Device, Language and a sealed body; later calls carry the raw token', async ({
    page,
  }) => {
    await page.goto('/login?lang=en');
    const loginRequest = page.waitForRequest(
      (r) => r.url().endsWith('/wps/session/login') && r.method() === 'POST',
    );
    const loginResponse = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    const memberRequest = page.waitForRequest((r) => r.url().endsWith('/wps/member/info'));
    await submitLogin(page);

    const request = await loginRequest;
    const headers = await request.allHeaders();
    expect(headers.merchant).toBe('demo');
    expect(headers.device).toBe('web');
    expect(headers.language).toBe('EN');
    expect(headers.encryption).toMatch(/^v1; kid=\S+; key=[A-Za-z0-9+/=]+; iv=[A-Za-z0-9+/=]+; ts=\d+$/);
    expect((await request.headersArray()).filter((h) => h.name.toLowerCase() === 'merchant')).toHaveLength(1);
    expect(Object.keys(request.postDataJSON())).toEqual(['value']);
    expect(request.postData()).not.toContain(PASSWORD);
    expect(request.postData()).not.toContain('player01');

    // The browser's sealed body was opened by the server: a token came back and is sent raw from then on.
    const { value } = await (await loginResponse).json();
    expect((await (await memberRequest).allHeaders()).authorization).toBe(value.token);
    await expect(page.getByTestId('account-bar')).toContainText('player01');
  });

  test('a tampered, redirected or stale sealed login is refused and nothing typed is lost', async ({
    page,
  }) => {
    await page.goto('/login?lang=en');
    const form = page.getByTestId('login-page');

    // One character of the ciphertext changed on the way.
    await page.route('**/wps/session/login', async (route) => {
      const { value } = route.request().postDataJSON() as { value: string };
      await route.continue({
        postData: JSON.stringify({ value: (value.startsWith('A') ? 'B' : 'A') + value.slice(1) }),
      });
    });
    await submitLogin(page);
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.locator('input[name="username"]')).toHaveValue('player01');
    await page.unroute('**/wps/session/login');

    // The sealed body replayed to another endpoint.
    await page.route('**/wps/session/login', (route) =>
      route.continue({ url: `${route.request().url()}/verification` }),
    );
    const replay = page.waitForResponse((r) => r.url().endsWith('/verification'));
    await form.getByRole('button').click();
    expect((await (await replay).json()).errorCode).toBe('encryption.invalid');
    await page.unroute('**/wps/session/login');

    // A seal stamped 10 minutes off the server clock is refused as stale; the client re-reads the server's
    // clock once and seals again, and a second refusal reaches the player translated, never as the server sentence.
    await page.route('**/wps/session/login', async (route) => {
      const headers = route.request().headers();
      const old = Date.now() - 10 * 60_000;
      await route.continue({
        headers: { ...headers, encryption: headers.encryption!.replace(/ts=\d+/, `ts=${old}`) },
      });
    });
    await page.goto('/login?lang=cimode');
    const answers: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/wps/session/login')) answers.push((await r.json()).errorCode);
    });
    await submitLogin(page);
    await expect(form.getByRole('alert')).toHaveText('unknown_error');
    // Polled: each answer's body is read in a response handler of its own, which may end after the alert shows.
    await expect.poll(() => answers).toEqual(['encryption.stale', 'encryption.stale']);
    await expect(form.locator('input[name="username"]')).toHaveValue('player01');
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
  });
});

test.describe('with faults injected', () => {
  test('a 401 shows the message, signs out and returns to the site', async ({ page, request }) => {
    await logInAt(page, 'player01', '/member');
    await expect(page.getByTestId('member-overview')).toBeVisible();
    await injectFault(request, {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      status: 401,
      body: { success: false, errorCode: 'user.or.token.invalid', message: 'Your session has ended' },
    });
    await page
      .getByTestId('account-bar')
      .getByRole('button', { name: /刷新余额/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your session has ended');
    await dialog.getByRole('button').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-link')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByTestId('games-entry')).toBeVisible();
  });

  test('a 504 on a page that is not secure shows timeout_retry_please', async ({ page, request }) => {
    await injectFault(request, { method: 'GET', path: '/wps/game/list', status: 504, times: 1 });
    // The first vendor named in the address: for /electron alone the site server reads the first page itself (to
    // paint its first game before any script runs), and that read would take the fault meant for the lobby's call.
    await page.goto('/electron?page=PG&lang=cimode');
    await expect(page.getByRole('dialog')).toContainText('timeout_retry_please');
    await page.getByRole('dialog').getByRole('button').click();
    // The lobby offers its own retry, and it works.
    await page.getByTestId('games-lobby').getByRole('button', { name: 'retry' }).click();
    await expect(page.getByTestId('games-lobby').locator('img').first()).toBeVisible();
  });

  test('a malformed balance leaves the page working with a clear message', async ({ page, request }) => {
    await logInAt(page, 'player01', '/member');
    await expect(page.getByTestId('member-balance-sum')).toContainText('12,634.17');
    await injectFault(request, {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      status: 200,
      body: '{"success":tru',
    });
    await page
      .getByTestId('account-bar')
      .getByRole('button', { name: /刷新余额/ })
      .click();
    await expect(page.locator('.wl-toast--error')).toContainText('/wps/v2/wallets/balance could not be read');
    // The last good balance stays; the rest of the site works.
    await expect(page.getByTestId('account-balance')).toContainText('12,634.17');
    await injectFault(request, {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      status: 200,
      body: { success: true, value: { sumBalance: 5 } },
    });
    await page
      .getByTestId('account-bar')
      .getByRole('button', { name: /刷新余额/ })
      .click();
    await expect(page.locator('.wl-toast--error').last()).toContainText('could not be read');
    await openPlace(page, '优惠活动');
    await expect(page.getByTestId('promotions-page')).toBeVisible();
  });

  test('domain_not_available shows the message, Retry and customer service; Retry probes the listed domains', async ({
    page,
    request,
  }) => {
    await injectFault(request, {
      method: 'GET',
      path: '/wps/game/lanes',
      status: 200,
      body: { success: false, errorCode: 'domain_not_available', message: 'This domain is not available' },
      times: 1,
    });
    await page.goto('/?lang=cimode');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This domain is not available');
    await expect(dialog.getByRole('button', { name: 'retry' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'contact_service' })).toBeVisible();
    // The seeded list names only hosts where no site answers: Retry finds none reachable and says so. Where Retry
    // goes when one answers is domain-routing.spec.ts's.
    await dialog.getByRole('button', { name: 'retry' }).click();
    await expect(dialog).toContainText('domain_route_none');
    // The page behind the dialog still works.
    await expect(page.getByTestId('games-entry')).toBeVisible();
  });
});
