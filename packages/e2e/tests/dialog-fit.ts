import { expect, type Locator } from '@playwright/test';

/**
 * Does a dialog fit the screen and its content fit the dialog (issue 34, DESIGN.md §10)? Self-contained: any spec (and
 * the layout assertions) can call it on any `role="dialog"` box.
 *
 * - The dialog's box lies inside the viewport (the layout viewport: the page's scrollbar excluded).
 * - The dialog does not scroll sideways (a dialog that does jumps when the focus moves to a control cut at its edge).
 * - Every rendered descendant's box lies inside the dialog's box sideways (it may scroll up and down inside), and
 *   inside every box between them that clips it (`overflow` other than visible): nothing is drawn outside the dialog
 *   or cut at the edge of a row inside it (a tab row that scrolls a label out of sight).
 *
 * Empty boxes, visually hidden text (1 px boxes) and a select's options are not content of their own.
 */
export async function dialogFitProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    /** A pixel either way for sub-pixel layout. */
    const SLACK = 1;
    const problems: string[] = [];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.getAttribute('aria-label');
      const classes = [...el.classList].slice(0, 2).join('.');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const span = (r: DOMRect) =>
      `${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)}`;
    const box = root.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    if (
      box.left < -SLACK ||
      box.right > viewport.width + SLACK ||
      box.top < -SLACK ||
      box.bottom > viewport.height + SLACK
    ) {
      problems.push(
        `the dialog (${span(box)}) is not inside the ${viewport.width}×${viewport.height} viewport`,
      );
    }
    if (root.scrollWidth > root.clientWidth + SLACK) {
      problems.push(
        `the dialog scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`,
      );
    }
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    for (const el of root.querySelectorAll('*')) {
      if (el.closest('select') && el.tagName !== 'SELECT') continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= SLACK || r.height <= SLACK) continue;
      if (r.left < box.left - SLACK || r.right > box.right + SLACK) {
        problems.push(`${name(el)} (${span(r)}) is outside the dialog (${span(box)})`);
        continue;
      }
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (!clips(up)) continue;
        const a = up.getBoundingClientRect();
        const style = getComputedStyle(up);
        const cutSideways = r.left < a.left - SLACK || r.right > a.right + SLACK;
        const cutDown =
          style.overflowY !== 'visible' && (r.top < a.top - SLACK || r.bottom > a.bottom + SLACK);
        if (cutSideways || cutDown) {
          problems.push(`${name(el)} (${span(r)}) is cut by ${name(up)} (${span(a)})`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Fails with every {@link dialogFitProblems} problem of the dialog, named by `where`. */
export async function expectDialogFits(dialog: Locator, where: string): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(
    await dialogFitProblems(dialog),
    `${where}: the dialog fits the screen and its content fits the dialog`,
  ).toEqual([]);
}
