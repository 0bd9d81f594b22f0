import { expect, test, type Page } from './policy-watch';
import { startDeliverySite, type DeliverySite } from './delivery-support';

// The e2e smoke through nginx (Debian's package, configuration generated from a registry copy), headers asserted.
test.describe.configure({ mode: 'serial' });

let site: DeliverySite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startDeliverySite('nginx', 8143, 8144);
});
test.afterAll(async () => site?.stop());
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${site.url}/__sandbox/reset`)).ok()).toBe(true);
});

/** Content-Security-Policy problems the browser reports on the console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('home, one page per remote and login through nginx, with the realtime socket upgraded', async ({
  page,
}) => {
  // Eight pages, each a first visit of its area.
  test.setTimeout(90_000);
  const csp = cspViolations(page);
  await page.goto(`${site.url}/`);
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('games-entry')).toBeVisible();
  await page.goto(`${site.url}/electron`);
  await expect(page.getByTestId('games-lobby').locator('img').first()).toBeVisible();
  await page.goto(`${site.url}/lottery`);
  await expect(page.getByTestId('lottery-lobby')).toContainText('重庆时时彩');
  await page.goto(`${site.url}/promotions`);
  await expect(page.getByTestId('promotions-page')).toBeVisible();

  await page.goto(`${site.url}/login`);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/rtmsg/'));
  await page.getByTestId('login-page').locator('input[name="username"]').fill('agent02');
  await page.getByTestId('login-page').locator('input[name="password"]').fill('pass1234');
  await page.getByTestId('login-page').locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
  // SockJS reached the sandbox through nginx's WebSocket upgrade and got frames back.
  const ws = await socket;
  await ws.waitForEvent('framereceived');
  await page.goto(`${site.url}/member`);
  await expect(page.getByTestId('member-overview')).toContainText('agent02');
  await page.goto(`${site.url}/member/pointMall`);
  await expect(page.getByTestId('points-mall').locator('img').first()).toBeVisible();
  await page.goto(`${site.url}/member/contracts`);
  await expect(page.getByTestId('agent-contracts')).toContainText('%');
  expect(csp).toEqual([]);
});

test('response headers: no-cache entry files, immutable chunks, compression, CSP and security headers', async ({
  request,
}) => {
  const map = (await (await request.get(`${site.url}/remotes.json`)).json()) as Record<
    string,
    { version: string; entry: string }
  >;
  const base = map.lottery!.entry.replace(/mf-manifest\.json$/, '');
  const manifest = await request.get(`${site.url}${map.lottery!.entry}`);
  const manifestJson = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifestJson.exposes[0]!.assets.js.sync[0]!;
  const br = { 'Accept-Encoding': 'br' };
  const gzip = { 'Accept-Encoding': 'gzip' };

  const page = await request.get(`${site.url}/lottery`, { headers: br });
  const headers = page.headers();
  expect(page.status()).toBe(200);
  expect(headers['content-type']).toMatch(/^text\/html/);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-encoding']).toBe('br');
  // The page's policy (deploy/src/site-rules.mjs): a nonce of this response on each script of the page, none
  // running without it ('unsafe-inline' nowhere for scripts), Trusted Types required; another answer, another nonce.
  const policy = headers['content-security-policy']!;
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic';/.exec(policy)?.[1];
  expect(nonce, policy).toMatch(/^[0-9a-f]{32}$/);
  expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(policy).toContain("require-trusted-types-for 'script'");
  const tags = (await page.text()).match(/<script[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(1);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  const again = (await request.get(`${site.url}/promotions`)).headers()['content-security-policy']!;
  expect(again).not.toContain(nonce!);
  // Violations are accepted (and logged) at the site's own address.
  const report = await request.post(`${site.url}/csp-report`, {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' },
    }),
  });
  expect(report.status()).toBe(204);

  for (const path of ['/remotes.json', '/site-config.json', map.lottery!.entry, `${base}remoteEntry.js`]) {
    const response = await request.get(`${site.url}${path}`, { headers: gzip });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  // The host's entry is hashed like its chunks (named by the page alone, which is never cached).
  const hostEntry = /src="?(\/main\.[0-9a-f]{8}\.js)/.exec(await page.text())?.[1];
  expect(hostEntry).toBeDefined();
  expect((await request.get(`${site.url}${hostEntry}`)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  const script = await request.get(`${site.url}${base}${chunk}`, { headers: br });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['content-type']).toMatch(/javascript/);
  const zipped = await request.get(`${site.url}${base}${chunk}`, { headers: gzip });
  expect(zipped.headers()['content-encoding']).toBe('gzip');

  // A missing file is a 404 (never the page, never cached a year); the backend answers through the proxy.
  const missing = await request.get(`${site.url}/remotes/lottery/9.9.9/mf-manifest.json`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect((await request.get(`${site.url}/nope.js`)).status()).toBe(404);
  const api = await request.get(`${site.url}/wps/system/whitelabel`, { headers: { Merchant: 'demo' } });
  expect(((await api.json()) as { success: boolean }).success).toBe(true);
});

test('a canary and a rollback reach nginx without a reload: lite and demo each get their map', async ({
  browser,
  request,
}) => {
  // The runner reaches a merchant by its Host header (the browser resolves *.localhost itself).
  const map = async (merchant: string) =>
    (await (
      await request.get(`${site.url}/remotes.json`, { headers: { Host: `${merchant}.localhost` } })
    ).json()) as Record<string, { version: string }>;
  const old = (await map('demo'))['games-lobby']!.version;
  await site.cli(
    'publish',
    'games-lobby',
    '--version',
    '3.0.1',
    '--from',
    site.buildFrom('games-lobby', old),
    '--merchant',
    'lite',
  );
  expect((await map('lite'))['games-lobby']!.version).toBe('3.0.1');
  expect((await map('demo'))['games-lobby']!.version).toBe(old);
  const context = await browser.newContext();
  const page = await context.newPage();
  const versions: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/games-lobby\/([^/]+)\/remoteEntry\.js$/.exec(request.url());
    if (match) versions.push(match[1]!);
  });
  await page.goto(`${site.merchantUrl('lite')}/electron`);
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  expect(versions).toEqual(['3.0.1']);
  await site.cli('rollback', 'games-lobby', '--to', old, '--merchant', 'lite');
  versions.length = 0;
  await page.reload();
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  expect(versions).toEqual([old]);
  await context.close();
});
