import { expect, expectPolicyViolations, test, type Page } from './policy-watch';
import { resetSandbox } from './support';

// The site's Content-Security-Policy and Trusted Types (issue 37; deploy/src/site-rules.mjs). Every other test of the
// suite fails on a violation (./policy-watch.ts), so the whole suite is the walk through the site's pages and flows;
// here: the policy itself, and what it stops when the sanitiser is bypassed.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Violations the page reports, as `directive blocked-address`, from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("the page's policy: its scripts carry the answer's nonce, no other script runs, Trusted Types are required", async ({
  page,
}) => {
  const response = await page.goto('/');
  const policy = (await response!.allHeaders())['content-security-policy']!;
  const directives = Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive]),
  );
  const nonce = /^script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'$/.exec(
    directives['script-src']!,
  )?.[1];
  expect(nonce, directives['script-src']).toBeTruthy();
  expect(directives['script-src']).not.toContain('unsafe-inline');
  expect(directives['script-src']).not.toContain('unsafe-eval');
  expect(directives['require-trusted-types-for']).toBe("require-trusted-types-for 'script'");
  expect(directives['trusted-types']).toBe(
    "trusted-types wl-script-url wl-boot webpack dompurify html 'allow-duplicates'",
  );
  expect(directives['object-src']).toBe("object-src 'none'");
  expect(directives['base-uri']).toBe("base-uri 'self'");
  // Every script and script preload the server wrote carries it (in the HTML; the DOM hides nonces from scripts).
  const html = await response!.text();
  const tags = html.match(/<script[^>]*>|<link rel="preload"[^>]* as="script"[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(3);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/\son[a-z]+="/);
  // The site works under it: the areas and the shell rendered (the policy watch fails the test on any violation).
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('games-entry')).toBeVisible();
  // A fresh nonce per answer.
  const again = await page.goto('/lottery');
  expect((await again!.allHeaders())['content-security-policy']).not.toContain(nonce!);
});

test('an inline script and an inline handler the server did not write are blocked and reported', async ({
  page,
}) => {
  expectPolicyViolations(/inline script|inline event handler/);
  const violations = await recordViolations(page);
  // What an injected merchant text or a compromised proxy would add to the page: no nonce.
  await page.route('**/promotions', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script>window.__pwned = "inline script"</script><img src="/nope.png" onerror="window.__pwned = \'handler\'"></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});

test('server HTML written past the sanitiser is refused by Trusted Types, and nothing in it runs', async ({
  page,
}) => {
  expectPolicyViolations(/Trusted|inline event handler/);
  const violations = await recordViolations(page);
  await page.goto('/promotions');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  // A promotion's HTML as the server sent it, given straight to the DOM's sinks as a missed sanitiser would.
  const raw =
    '<img src="/nope.png" onerror="window.__pwned = \'img\'"><script>window.__pwned = "script"</script>';
  const outcomes = await page.evaluate((html) => {
    const target = document.createElement('div');
    document.body.append(target);
    const attempt = (write: () => void) => {
      try {
        write();
        return 'written';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return [
      attempt(() => (target.innerHTML = html)),
      attempt(() => target.insertAdjacentHTML('beforeend', html)),
      attempt(() => document.createRange().createContextualFragment(html)),
      attempt(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__pwned = "script text"';
        document.body.append(script);
      }),
      attempt(() => {
        const script = document.createElement('script');
        script.src = 'https://evil.example/x.js';
      }),
    ];
  }, raw);
  expect(outcomes).toEqual(['TypeError', 'TypeError', 'TypeError', 'TypeError', 'TypeError']);
  await expect.poll(violations).toContain('require-trusted-types-for trusted-types-sink');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});
