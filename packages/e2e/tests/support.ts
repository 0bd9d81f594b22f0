import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** Sandbox accounts share this password (DESIGN.md §8). */
export const PASSWORD = 'pass1234';

/** Reset the sandbox to its seed before a test that changes state. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}

/** Log in through the real login page and wait for the account bar. */
export async function logIn(page: Page, account: string, base = ''): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-page').locator('input[name="username"]').fill(account);
  await page.getByTestId('login-page').locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId('login-page').getByRole('button').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

/** The remote id of a request for a remote manifest, e.g. `/remotes/lottery/1.0.0/mf-manifest.json`. */
export function manifestRemote(request: Request): string | null {
  return (
    new URL(request.url()).pathname.match(
      /^\/remotes\/([a-z-]+)\/\d+\.\d+\.\d+[^/]*\/mf-manifest\.json$/,
    )?.[1] ?? null
  );
}

/** Records which remote manifests the page fetched, in order. */
export function recordManifests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const id = manifestRemote(request);
    if (id) seen.push(id);
  });
  return seen;
}

/**
 * Wait until the member's realtime connection is subscribed: the page connects right after login, and a push
 * before that is delivered to nobody. Pings with a harmless INBOX event until one is delivered.
 */
export async function waitForRealtime(request: APIRequestContext, account: string): Promise<void> {
  await expect
    .poll(async () => (await push(request, account, 'INBOX', { title: 'ping' })).delivered, {
      timeout: 15_000,
      intervals: [250, 500, 1000],
    })
    .toBeGreaterThan(0);
}

/** Push one realtime event to a member through the sandbox. */
export async function push(
  request: APIRequestContext,
  account: string,
  type: string,
  payload: Record<string, unknown>,
): Promise<{ delivered: number }> {
  const response = await request.post('/__sandbox/push', { data: { account, type, payload } });
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** A fault for the sandbox to inject (DESIGN.md §8): answer `status`/`body`, or wait `delayMs`, `times` times. */
export interface Fault {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
}

/** Make the sandbox misbehave for matching requests. */
export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__sandbox/faults', { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
}
