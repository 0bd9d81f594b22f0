import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe reports that fails a test: serious and critical violations only (issue 17, acceptance 1). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Wait until the page has stopped loading its parts: no spinner, no busy region. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.wl-spinner')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** What {@link expectAccessible} looks at. */
export interface AxeScope {
  /** Only this part (a dialog over a page tested on its own). */
  include?: string;
  /** Also WCAG 2.2's 24 px touch targets (`target-size`, off in axe's defaults). */
  targetSize?: boolean;
  /** Only these rules (axe's ids), e.g. `['color-contrast']`. */
  rules?: string[];
  /** The impacts that count; every impact when not given. */
  impacts?: ReadonlySet<string>;
}

/** Run axe on the page as it is: each counted violation as a line, its rule, elements and why. */
export async function axeProblems(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope.include) builder.include(scope.include);
  if (scope.rules) builder.withRules(scope.rules);
  if (scope.targetSize) builder.options({ rules: { 'target-size': { enabled: true } } });
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !scope.impacts || scope.impacts.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} :: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
}

/** Run axe on the page as it is; fail with each serious or critical rule, its elements and why. */
export async function expectAccessible(page: Page, where: string, scope: AxeScope = {}): Promise<void> {
  await settled(page);
  const failing = await axeProblems(page, { ...scope, impacts: FAILING_IMPACTS });
  expect(failing, `axe on ${where}`).toEqual([]);
}
