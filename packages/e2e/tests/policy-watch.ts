// Every test of the suite is also a walk for the site's Content-Security-Policy and Trusted Types
// (deploy/src/site-rules.mjs): a test fails when a page it opened reported a violation, i.e. a script, a handler,
// an eval or a plain string in an HTML or script sink that the policy refused. The browser logs each to the console;
// a test that provokes violations on purpose says which with {@link expectPolicyViolations}.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** The annotation of a test whose violations are its subject (its description: the pattern of those expected). */
export const EXPECTS_POLICY_VIOLATIONS = 'expects-policy-violations';

/**
 * The running test provokes violations on purpose: those whose console text matches `pattern` do not fail it (the
 * test checks what matters itself: that nothing ran).
 */
export function expectPolicyViolations(pattern: RegExp): void {
  test.info().annotations.push({ type: EXPECTS_POLICY_VIOLATIONS, description: pattern.source });
}

/** Chromium's and Firefox's console wording of a refusal by the policy or by Trusted Types. */
const VIOLATION = /Content[ -]Security[ -]Policy|Trusted ?(?:HTML|Script|ScriptURL|Type)/i;

/**
 * Chromium reports an inline handler in markup a script parses — DOMParser, a template, a detached document: each
 * has the page's policy — though nothing is attached to the page and nothing runs. That is the sanitiser at work on
 * server HTML with handlers (the sandbox's seeds carry some on purpose: promotion 2007, a help section), reported
 * from the script that parsed it. Markup that reaches the page itself cannot carry one: every HTML sink needs a
 * Trusted Types value, and a handler set by a script needs TrustedScript. An inline handler in the page's own HTML
 * (reported at the page's address, not a script's) still fails the test (tests/content-security.spec.ts).
 */
function isSanitiserParse(text: string, location: string): boolean {
  return /Executing inline event handler/.test(text) && /\.js(?:[?#]|$)/.test(location);
}

/** `test` of @playwright/test with the policy watch on every page of the test's browser context. */
export const test = base.extend<{ policyWatch: void }>({
  policyWatch: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (!VIOLATION.test(text) || isSanitiserParse(text, message.location().url)) return;
        violations.push(`${message.page()?.url() ?? ''}: ${text}`);
      });
      await use();
      const expected = testInfo.annotations
        .filter((note) => note.type === EXPECTS_POLICY_VIOLATIONS)
        .map((note) => new RegExp(note.description ?? ''));
      expect(
        violations.filter((text) => !expected.some((pattern) => pattern.test(text))),
        'the pages reported Content-Security-Policy or Trusted Types violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
