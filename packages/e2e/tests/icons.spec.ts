import { expect, test, type Page } from './policy-watch';
import { logInAt, resetSandbox } from './support';

/**
 * Icons are SVG from one library, never emoji or text glyphs (DESIGN.md §10, issue 34): where a device has no emoji
 * font, 📢 and 🎁 were empty boxes. On the main routes, as a logged-in member sees them in English: no pictograph
 * anywhere in the document's text (hidden text too), and no control whose only text is a symbol (×, ⟳, ★, ‹) where
 * an icon belongs.
 */

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Each route and what shows that its icons have rendered. */
const ROUTES: [path: string, ready: (page: Page) => Promise<void>][] = [
  [
    '/',
    async (page) => {
      await expect(page.getByTestId('notice-strip')).toBeVisible();
      await expect(page.getByTestId('promotion-count')).toBeVisible();
    },
  ],
  ['/electron', (page) => expect(page.locator('.gl-card__fav').first()).toBeVisible()],
  ['/promotions', (page) => expect(page.getByTestId('promotion-count')).toBeVisible()],
  ['/member/pointMall', (page) => expect(page.getByTestId('point-balance')).toBeVisible()],
  ['/member', (page) => expect(page.getByTestId('member-balance-refresh')).toBeVisible()],
];

/** What the document shows as pictographs (© ® ™ are typographic) and the controls drawn with a symbol glyph. */
function glyphsOf(page: Page) {
  return page.evaluate(() => {
    const pictograph = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}/u;
    const pictographs: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (pictograph.test(text) && node.parentElement?.closest('script, style') == null)
        pictographs.push(`${node.parentElement?.className || node.parentElement?.tagName}: ${text.trim()}`);
    }
    const symbolControls = [...document.querySelectorAll('button, a, [role="button"]')]
      .map((control) => [control, (control.textContent ?? '').replace(/\s+/g, '')] as const)
      .filter(([, text]) => text !== '' && /^[\p{S}\p{P}]+$/u.test(text))
      .map(([control, text]) => `${control.className || control.tagName}: ${text}`);
    return { pictographs, symbolControls };
  });
}

for (const [path, ready] of ROUTES) {
  test(`${path}: SVG icons, no emoji and no symbol glyphs for controls`, async ({ page }) => {
    await logInAt(page, 'player01', `${path}?lang=en`);
    await ready(page);
    await expect(page.locator('svg.wl-icon').first()).toBeAttached();
    expect(await glyphsOf(page)).toEqual({ pictographs: [], symbolControls: [] });
  });
}
