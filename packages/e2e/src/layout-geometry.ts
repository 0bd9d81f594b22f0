/**
 * The decisions of the layout assertions (tests/layout.ts), as pure functions over what the page reported: boxes in
 * CSS px, viewport coordinates. The page only gathers facts (one `evaluate` per check round); everything that judges
 * them is here, unit-tested, so an assertion that cannot fail is caught (layout-geometry.test.ts).
 */

/** A box in viewport coordinates (CSS px), as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An element as a message names it: a selector path, its text (or accessible name) and its box. */
export interface Named {
  path: string;
  text: string;
  box: Box;
}

/** How many offending parts of one dialog a message lists. */
const MAX_LISTED = 12;

/** Sub-pixel differences (rounding of fractional layout) are not defects. */
export const TOLERANCE_PX = 1;

const round = (n: number) => Math.round(n * 10) / 10;

/** `[x,y wxh]`, rounded to a tenth of a pixel. */
export function formatBox(box: Box): string {
  return `[${round(box.left)},${round(box.top)} ${round(box.right - box.left)}x${round(box.bottom - box.top)}]`;
}

/** How a message names an element: `path "text" [x,y wxh]`. */
export function describe(element: Named): string {
  const text = element.text ? ` "${element.text}"` : '';
  return `${element.path}${text} ${formatBox(element.box)}`;
}

/** The overlap of two boxes, or null when they overlap by no more than `tolerance` on either axis. */
export function intersection(a: Box, b: Box, tolerance = TOLERANCE_PX): Box | null {
  const box = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return box.right - box.left > tolerance && box.bottom - box.top > tolerance ? box : null;
}

/** Which axes {@link overhang} looks at. */
export interface Axes {
  x: boolean;
  y: boolean;
}

const BOTH: Axes = { x: true, y: true };

/**
 * Where `inner` sticks out of `outer` by more than the tolerance, as words: `right by 48 px`, `top by 3 px`. Empty
 * when it lies inside on the axes asked.
 */
export function overhang(inner: Box, outer: Box, axes: Axes = BOTH, tolerance = TOLERANCE_PX): string[] {
  const sides: [string, number, boolean][] = [
    ['left', outer.left - inner.left, axes.x],
    ['right', inner.right - outer.right, axes.x],
    ['top', outer.top - inner.top, axes.y],
    ['bottom', inner.bottom - outer.bottom, axes.y],
  ];
  return sides
    .filter(([, by, asked]) => asked && by > tolerance)
    .map(([side, by]) => `${side} by ${round(by)} px`);
}

/** The viewport as a box. */
export function viewportBox(width: number, height: number): Box {
  return { left: 0, top: 0, right: width, bottom: height };
}

/** The total length covered by intervals [from, to], overlaps counted once. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = intervals.filter(([from, to]) => to > from).toSorted((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

// ---- no sideways scroll ---------------------------------------------------------------------------------------

/** What the page reports for {@link sidewaysScrollProblems}. */
export interface SidewaysFacts {
  viewportWidth: number;
  /** document.documentElement.scrollWidth */
  scrollWidth: number;
  /** The outermost elements that reach past the viewport's sides (none of their ancestors clips them). */
  wide: Named[];
}

/** The page scrolls sideways: its width, and the elements that make it wider than the screen. */
export function sidewaysScrollProblems(facts: SidewaysFacts): string[] {
  if (facts.scrollWidth <= facts.viewportWidth) return [];
  const culprits = facts.wide.slice(0, 5).map((element) => `  ${describe(element)}`);
  return [
    `the page scrolls sideways: scrollWidth ${facts.scrollWidth} > innerWidth ${facts.viewportWidth}` +
      (culprits.length ? `; wider than the screen:\n${culprits.join('\n')}` : ''),
  ];
}

// ---- navigation not clipped -----------------------------------------------------------------------------------

/** A nav item as the page reports it for {@link navProblems}. */
export interface NavItemFacts extends Named {
  /** Where it leads (the link's path), or its text for a button. */
  target: string;
  /** False when not rendered: display none, visibility hidden, no box. */
  rendered: boolean;
  /** Its ancestors that clip their content (overflow other than visible), each with its padding box and axes. */
  clips: (Named & Axes)[];
  /** What elementFromPoint finds at its centre, when that is not the item or inside it. */
  coveredBy: string | null;
}

/** Why a rendered nav item is not fully usable: outside the viewport, clipped by an ancestor, or covered. */
export function navItemFaults(item: NavItemFacts, viewport: Box): string[] {
  const faults: string[] = [];
  const out = overhang(item.box, viewport);
  if (out.length) faults.push(`outside the viewport (${out.join(', ')})`);
  for (const clip of item.clips) {
    const cut = overhang(item.box, clip.box, clip);
    if (cut.length) faults.push(`clipped by ${describe(clip)} (${cut.join(', ')})`);
  }
  if (item.coveredBy) faults.push(`covered at its centre by ${item.coveredBy}`);
  return faults;
}

/** What the page reports for {@link navProblems}. */
export interface NavFacts {
  viewport: Box;
  items: NavItemFacts[];
  /** Visible controls of the chrome that open something (aria-expanded, aria-haspopup). */
  menuControls: Named[];
}

/**
 * Every nav item is usable where it is, or not rendered while a visible chrome control opens a menu. The targets
 * of hidden items that no visible item leads to are returned in `hidden`, for the caller to look for behind the menu
 * controls ({@link menuProblems}).
 */
export function navProblems(facts: NavFacts): { problems: string[]; hidden: string[] } {
  const problems: string[] = [];
  const usable = new Set<string>();
  for (const item of facts.items.filter((i) => i.rendered)) {
    const faults = navItemFaults(item, facts.viewport);
    if (faults.length) problems.push(`nav item ${describe(item)}: ${faults.join('; ')}`);
    else usable.add(item.target);
  }
  const hidden = [
    ...new Set(facts.items.filter((i) => !i.rendered && !usable.has(i.target)).map((i) => i.target)),
  ];
  if (hidden.length && !facts.menuControls.length)
    problems.push(`nav items not shown and no visible menu control opens them: ${hidden.join(', ')}`);
  return { problems, hidden: facts.menuControls.length ? hidden : [] };
}

/**
 * After opening the chrome's menus: each hidden target must be one of the usable items a menu showed.
 * `shown` maps each menu control's description to the targets usable while it was open.
 */
export function menuProblems(
  hidden: readonly string[],
  shown: ReadonlyMap<string, readonly string[]>,
): string[] {
  const found = new Set([...shown.values()].flat());
  const missing = hidden.filter((target) => !found.has(target));
  if (!missing.length) return [];
  const controls = [...shown.keys()].join(', ') || 'none';
  return [
    `nav items not shown and not usable in any menu the chrome opens (${controls}): ${missing.join(', ')}`,
  ];
}

// ---- floating elements over controls ---------------------------------------------------------------------------

/** A fixed or sticky element (not the chrome) with the boxes it paints. */
export interface FloatingFacts extends Named {
  id: number;
  /** Its own box when it paints or takes pointer events, and any descendant's box that lies outside it. */
  parts: Named[];
}

/** An interactive control of the page, with the floating elements it is inside (those may cover it). */
export interface ControlFacts extends Named {
  insideFloating: number[];
}

/** A floating element's part over a control: where they overlap. */
export interface Overlap {
  float: FloatingFacts;
  part: Named;
  control: ControlFacts;
  over: Box;
}

/** Each floating element that overlaps a control it does not contain (whichever is drawn on top). */
export function floatingOverlaps(
  floating: readonly FloatingFacts[],
  controls: readonly ControlFacts[],
): Overlap[] {
  const overlaps: Overlap[] = [];
  for (const float of floating) {
    for (const control of controls) {
      if (control.insideFloating.includes(float.id)) continue;
      const part = float.parts.find((p) => intersection(p.box, control.box));
      if (part) overlaps.push({ float, part, control, over: intersection(part.box, control.box)! });
    }
  }
  return overlaps;
}

/** The centre of a box: where the page is asked what is drawn on top. */
export function centreOf(box: Box): [number, number] {
  return [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
}

/**
 * The overlaps where the floating element is drawn over the control (`drawnOver`, from a hit test at the centre of
 * the overlap), named as pairs. A control drawn over the floating element (a modal dialog over the quick links) is
 * not covered.
 */
export function floatingProblems(overlaps: readonly Overlap[], drawnOver: readonly boolean[]): string[] {
  return overlaps
    .filter((_, i) => drawnOver[i])
    .map(({ float, part, control, over }) => {
      const via = part.path === float.path ? '' : ` (its part ${describe(part)})`;
      return `${describe(float)}${via} covers ${describe(control)} at ${formatBox(over)}`;
    });
}

// ---- dialogs fit ------------------------------------------------------------------------------------------------

/** One descendant of a dialog (an element or a run of text) and the box it must stay inside, per axis. */
export interface DialogPartFacts extends Named {
  /** The nearest ancestor up to the dialog that bounds it horizontally (every clipping ancestor and the dialog). */
  boundX: Named;
  /** Vertically: the nearest ancestor that clips without scrolling, or the dialog; null inside a vertical scroller. */
  boundY: Named | null;
}

/** An open dialog and its parts. */
export interface DialogFacts extends Named {
  parts: DialogPartFacts[];
}

/**
 * Every open dialog is no wider than the viewport and lies inside it horizontally; every part lies inside its
 * bounds (a dialog scrolls vertically only: content out sideways is cut, the defect this reports).
 */
export function dialogProblems(dialogs: readonly DialogFacts[], viewportWidth: number): string[] {
  const problems: string[] = [];
  for (const dialog of dialogs) {
    const width = dialog.box.right - dialog.box.left;
    if (width > viewportWidth + TOLERANCE_PX)
      problems.push(
        `dialog ${describe(dialog)} is wider (${round(width)} px) than the viewport (${viewportWidth} px)`,
      );
    const out = overhang(dialog.box, viewportBox(viewportWidth, Infinity), { x: true, y: false });
    if (out.length) problems.push(`dialog ${describe(dialog)} is outside the viewport: ${out.join(', ')}`);
    const cuts: string[] = [];
    for (const part of dialog.parts) {
      const sideways = overhang(part.box, part.boundX.box, { x: true, y: false });
      const vertical = part.boundY ? overhang(part.box, part.boundY.box, { x: false, y: true }) : [];
      for (const [cut, bound] of [
        [sideways, part.boundX],
        [vertical, part.boundY],
      ] as const)
        if (cut.length && bound)
          cuts.push(`${describe(part)} sticks out of ${describe(bound)}: ${cut.join(', ')}`);
    }
    if (cuts.length)
      problems.push(
        `in dialog ${dialog.path}, ${cuts.length} parts stick out:\n  ${cuts.slice(0, MAX_LISTED).join('\n  ')}` +
          (cuts.length > MAX_LISTED ? `\n  and ${cuts.length - MAX_LISTED} more` : ''),
      );
  }
  return problems;
}

// ---- phone chrome and target sizes --------------------------------------------------------------------------------

/** A control as a pointer target. */
export interface TargetFacts extends Named {
  /** A link inside a sentence (WCAG 2.5.8's inline exception). */
  inline: boolean;
  /** Matches the caller's primary-control selector. */
  primary: boolean;
  /** An unstyled checkbox or radio whose label is a target of the size (WCAG's equivalent exception). */
  equivalent: boolean;
}

/** WCAG 2.2 AA 2.5.8 target size. */
export const MIN_TARGET_PX = 24;
/** The size of a primary control. */
export const MIN_PRIMARY_PX = 44;

const width = (b: Box) => b.right - b.left;
const height = (b: Box) => b.bottom - b.top;
const centre = (b: Box): [number, number] => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];

/** Distance from a point to the nearest point of a box (0 inside). */
export function distanceToBox([x, y]: readonly [number, number], b: Box): number {
  const dx = Math.max(b.left - x, 0, x - b.right);
  const dy = Math.max(b.top - y, 0, y - b.bottom);
  return Math.hypot(dx, dy);
}

/**
 * WCAG 2.5.8's spacing exception: an undersized target passes when a 24 px circle centred on it intersects no other
 * target and no other undersized target's circle.
 */
export function spacedEnough(target: Box, others: readonly Box[], undersized: readonly Box[]): boolean {
  const radius = MIN_TARGET_PX / 2;
  const c = centre(target);
  if (others.some((other) => other !== target && distanceToBox(c, other) < radius)) return false;
  return !undersized.some((other) => {
    if (other === target) return false;
    const [ox, oy] = centre(other);
    return Math.hypot(ox - c[0], oy - c[1]) < 2 * radius;
  });
}

/** Targets under 24×24 (unless exempt by WCAG) and primary controls under 44×44. */
export function targetSizeProblems(targets: readonly TargetFacts[]): string[] {
  const problems: string[] = [];
  const boxes = targets.map((t) => t.box);
  const small = targets
    .filter((t) => !t.inline && !t.equivalent)
    .filter((t) => width(t.box) < MIN_TARGET_PX - 0.01 || height(t.box) < MIN_TARGET_PX - 0.01);
  const smallBoxes = small.map((t) => t.box);
  for (const target of small)
    if (!spacedEnough(target.box, boxes, smallBoxes))
      problems.push(
        `target under ${MIN_TARGET_PX}x${MIN_TARGET_PX} px, too close to others: ${describe(target)}`,
      );
  for (const target of targets.filter((t) => t.primary))
    if (width(target.box) < MIN_PRIMARY_PX - 0.01 || height(target.box) < MIN_PRIMARY_PX - 0.01)
      problems.push(`primary control under ${MIN_PRIMARY_PX}x${MIN_PRIMARY_PX} px: ${describe(target)}`);
  return problems;
}

/** The persistent chrome (top bar, bottom bar) as the page reports it at the top of the page. */
export interface ChromeFacts {
  viewport: { width: number; height: number };
  chrome: Named[];
}

/** Phones (< 768 px) only: the chrome takes at most 20% of the height. */
export const PHONE_MAX_WIDTH = 767;
/** The share of the screen's height the persistent chrome may take on a phone. */
export const MAX_CHROME_SHARE = 0.2;

/** On a phone, the chrome's visible height (overlaps counted once) over 20% of the viewport's height. */
export function chromeHeightProblems(facts: ChromeFacts): string[] {
  if (facts.viewport.width > PHONE_MAX_WIDTH) return [];
  const intervals = facts.chrome.map(
    (c) => [Math.max(c.box.top, 0), Math.min(c.box.bottom, facts.viewport.height)] as const,
  );
  const total = unionLength(intervals);
  const limit = facts.viewport.height * MAX_CHROME_SHARE;
  if (total <= limit + TOLERANCE_PX) return [];
  return [
    `the chrome takes ${round(total)} px of ${facts.viewport.height} (limit ${round(limit)} px, 20%): ` +
      facts.chrome.map(describe).join(', '),
  ];
}
