import { expect, type Locator, type Page } from '@playwright/test';
import {
  chromeHeightProblems,
  describe as describeElement,
  dialogProblems,
  floatingOverlaps,
  floatingProblems,
  centreOf,
  menuProblems,
  navItemFaults,
  navProblems,
  sidewaysScrollProblems,
  targetSizeProblems,
  viewportBox,
  type ControlFacts,
  type DialogFacts,
  type FloatingFacts,
  type Named,
  type NavItemFacts,
  type Overlap,
  type TargetFacts,
} from '../src/layout-geometry';
import { axeProblems } from './a11y';

/**
 * Layout invariants any spec can check on the page as it is (DESIGN.md §10, issue 34): no sideways scroll, no
 * navigation clipped, no floating element over a control, dialogs that fit, a phone's chrome and its targets, text
 * contrast. Each returns its problems, each naming the element (selector path, text, box); {@link expectNoProblems}
 * fails with them. The page reports facts in one `evaluate`; src/layout-geometry.ts decides (unit-tested).
 */

/** Where the checks look; the defaults fit the shell. */
export interface LayoutOptions {
  /** The main navigation. Bottom bars (below) add their own. */
  nav?: string;
  /**
   * The persistent chrome (top bar): not a floating element, and where menu controls are looked for. Any fixed or
   * sticky bar along the viewport's bottom edge, at least 90% of its width, with a nav or three links, is taken as a
   * bottom tab bar and added to both (its links to the navigation).
   */
  chrome?: string;
  /** Primary controls, held to 44×44 px on phones. */
  primary?: string;
}

/** The shell's defaults. */
export const LAYOUT_DEFAULTS: Required<LayoutOptions> = {
  nav: 'nav[aria-label="main"], [data-testid="bottom-tabs"]',
  chrome: '[data-testid="shell-header"], [data-testid="bottom-tabs"]',
  primary: 'button[type="submit"], .wl-button:not(.wl-button--ghost)',
};

/** The interactive controls a floating element must not cover and whose target size counts. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  // tabindex -1 marks what scripts focus (the main landmark), not a control.
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Controls of the chrome that open a menu, a drawer or a sheet. */
const MENU_CONTROL_SELECTOR = '[aria-expanded], [aria-haspopup]:not([aria-haspopup="false"])';

/** The attribute the facts put on menu controls, so they can be pressed afterwards. */
const MENU_MARK = 'data-layout-menu';

/** Where the page keeps the floating elements it last reported, for the hit tests that follow. */
const FLOATING_KEY = '__wlLayoutFloating';

/** Everything the checks need, read in one go. */
export interface LayoutFacts {
  viewport: { width: number; height: number };
  scrollWidth: number;
  wide: Named[];
  navItems: NavItemFacts[];
  menuControls: Named[];
  /** Usable links anywhere on the page (for what an opened menu shows); only when asked. */
  links: NavItemFacts[];
  floating: FloatingFacts[];
  controls: ControlFacts[];
  dialogs: DialogFacts[];
  chrome: Named[];
  targets: TargetFacts[];
}

interface CollectArgs {
  nav: string;
  chrome: string;
  primary: string;
  controls: string;
  menuControls: string;
  mark: string;
  key: string;
  allLinks: boolean;
}

/** Runs in the page: reads every fact the checks need. Self-contained (serialised into the page). */
function collect(args: CollectArgs): LayoutFacts {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  type B = { left: number; top: number; right: number; bottom: number };
  const boxOf = (r: DOMRect | B): B => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const area = (b: B) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
  const styleOf = (el: Element) => getComputedStyle(el);
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    area(el.getBoundingClientRect()) > 0;
  const segment = (el: Element): string => {
    let s = el.tagName.toLowerCase();
    const testId = el.getAttribute('data-testid');
    if (el.id) return `${s}#${el.id}`;
    if (testId) return `${s}[data-testid="${testId}"]`;
    const classes = [...el.classList].slice(0, 2);
    if (classes.length) s += `.${classes.join('.')}`;
    const href = el.getAttribute('href');
    if (href) s += `[href="${href}"]`;
    const role = el.getAttribute('role');
    if (role) s += `[role="${role}"]`;
    return s;
  };
  const pathOf = (el: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = el; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      parts.unshift(segment(at));
      if (at.id || at.hasAttribute('data-testid')) break;
    }
    return parts.join(' > ');
  };
  const textOf = (el: Element): string =>
    (
      el.getAttribute('aria-label') ??
      (el as HTMLElement).innerText ??
      (el as HTMLInputElement).value ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
  const named = (el: Element, box: B = boxOf(el.getBoundingClientRect())) => ({
    path: pathOf(el),
    text: textOf(el),
    box,
  });
  /** The padding box: what an overflow other than visible clips to. */
  const paddingBox = (el: Element): B => {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  const isRoot = (el: Element) => el === document.documentElement || el === document.body;
  const clipsOf = (el: Element) => {
    const clips: (ReturnType<typeof named> & { x: boolean; y: boolean })[] = [];
    for (let at = el.parentElement; at && !isRoot(at); at = at.parentElement) {
      const s = styleOf(at);
      const x = s.overflowX !== 'visible';
      const y = s.overflowY !== 'visible';
      if (x || y) clips.push({ ...named(at, paddingBox(at)), x, y });
    }
    return clips;
  };
  const intersect = (a: B, b: B): B => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const visibleBox = (el: Element): B => {
    let b = boxOf(el.getBoundingClientRect());
    for (const clip of clipsOf(el))
      b = intersect(b, {
        left: clip.x ? clip.box.left : -Infinity,
        right: clip.x ? clip.box.right : Infinity,
        top: clip.y ? clip.box.top : -Infinity,
        bottom: clip.y ? clip.box.bottom : Infinity,
      });
    return b;
  };
  const navItemOf = (el: Element) => {
    const box = boxOf(el.getBoundingClientRect());
    const rendered = shown(el);
    let coveredBy: string | null = null;
    if (rendered) {
      const x = (box.left + box.right) / 2;
      const y = (box.top + box.bottom) / 2;
      const hit = x >= 0 && x < vw && y >= 0 && y < vh ? document.elementFromPoint(x, y) : null;
      if (hit && hit !== el && !el.contains(hit)) coveredBy = `${pathOf(hit)} "${textOf(hit)}"`;
    }
    // A base for a page without one (about:blank): the path is what counts.
    const target =
      el instanceof HTMLAnchorElement
        ? new URL(el.href, 'http://localhost').pathname
        : `button "${textOf(el)}"`;
    return { ...named(el, box), target, rendered, clips: rendered ? clipsOf(el) : [], coveredBy };
  };

  // Chrome: the given bars and any bottom tab bar.
  const all = [...document.body.querySelectorAll('*')];
  const positioned = all.filter((el) => ['fixed', 'sticky'].includes(styleOf(el).position) && shown(el));
  const bottomBars = positioned.filter((el) => {
    const b = el.getBoundingClientRect();
    return (
      b.bottom >= vh - 2 &&
      b.width >= 0.9 * vw &&
      (el.querySelector('nav') !== null || el.querySelectorAll('a[href]').length >= 3)
    );
  });
  const chrome = [...new Set([...document.querySelectorAll(args.chrome), ...bottomBars])].filter(shown);
  const inChrome = (el: Element) => chrome.some((c) => c.contains(el));

  // Navigation: the main nav's items and the bottom bars' links.
  const navRoots = [
    ...document.querySelectorAll(args.nav),
    ...bottomBars.map((bar) => bar.querySelector('nav') ?? bar),
  ];
  // A copy kept to measure the labels (inert, hidden from assistive technology) is not navigation.
  const navItems = [...new Set(navRoots.flatMap((nav) => [...nav.querySelectorAll('a[href], button')]))]
    .filter((el) => !el.closest('[inert], [aria-hidden="true"]'))
    .map(navItemOf);
  // The menu controls are marked for pressing; a reading with a menu open (allLinks) keeps the marks it found.
  if (!args.allLinks)
    document.querySelectorAll(`[${args.mark}]`).forEach((el) => el.removeAttribute(args.mark));
  const menuControls = chrome
    .flatMap((c) => [...c.querySelectorAll(args.menuControls)])
    .filter(shown)
    .map((el, index) => {
      if (!args.allLinks) el.setAttribute(args.mark, String(index));
      return named(el);
    });
  const links = args.allLinks ? [...document.querySelectorAll('a[href]')].filter(shown).map(navItemOf) : [];

  // Floating elements (fixed or sticky, not the chrome) and the boxes they paint.
  const paints = (el: Element) => {
    const s = styleOf(el);
    return (
      s.pointerEvents !== 'none' ||
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      s.backgroundImage !== 'none' ||
      s.borderStyle !== 'none' ||
      s.boxShadow !== 'none'
    );
  };
  const notChrome = positioned.filter((el) => !inChrome(el) && !chrome.some((c) => el.contains(c)));
  // One entry per floating layer: a fixed element inside another is one of the outer one's parts.
  const floatingEls = notChrome.filter(
    (el) => !notChrome.some((outer) => outer !== el && outer.contains(el)),
  );
  const floating = floatingEls
    .map((el, id) => {
      const own = boxOf(el.getBoundingClientRect());
      const parts = area(own) > 0 && paints(el) ? [named(el, own)] : [];
      for (const child of [...el.querySelectorAll('*')].slice(0, 200)) {
        if (!shown(child)) continue;
        const b = boxOf(child.getBoundingClientRect());
        if (
          b.left < own.left - 1 ||
          b.right > own.right + 1 ||
          b.top < own.top - 1 ||
          b.bottom > own.bottom + 1
        )
          parts.push(named(child, b));
      }
      return { ...named(el, own), id, parts };
    })
    .filter((f) => f.parts.length > 0);

  // Controls: visible ones (inside the open modal dialog when there is one).
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].filter(shown).at(-1) ?? null;
  const controlEls = [...document.querySelectorAll(args.controls)].filter(shown);
  const controlBoxes = controlEls
    .filter((el) => !modal || modal.contains(el))
    .map((el) => ({ el, box: visibleBox(el) }))
    .filter(({ box }) => area(box) > 0);
  const controls = controlBoxes.map(({ el, box }) => ({
    ...named(el, box),
    insideFloating: floatingEls.flatMap((f, id) => (f.contains(el) ? [id] : [])),
  }));
  // Kept for the hit tests of the overlaps (drawnOver), which the same page state answers next.
  (window as unknown as Record<string, Element[]>)[args.key] = floatingEls;

  // Targets: every enabled control, its whole box.
  const blockOf = (el: Element) => {
    let at = el.parentElement;
    while (at && ['inline', 'contents'].includes(styleOf(at).display)) at = at.parentElement;
    return at;
  };
  const targets = controlEls
    .filter((el) => !(el as HTMLButtonElement).disabled)
    .map((el) => {
      const s = styleOf(el);
      const own = (el.textContent ?? '').trim().length;
      const around = (blockOf(el)?.textContent ?? '').trim().length - own;
      const native = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
      return {
        ...named(el),
        inline: el.tagName === 'A' && s.display === 'inline' && around >= 10,
        primary: el.matches(args.primary),
        equivalent: native && s.appearance === 'auto',
      };
    });

  // Dialogs: each part and the box it must stay in.
  const hiddenText = (el: Element) => {
    const b = el.getBoundingClientRect();
    const s = styleOf(el);
    return (b.width <= 1 && b.height <= 1) || s.clip === 'rect(0px, 0px, 0px, 0px)' || s.position === 'fixed';
  };
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]
    .filter(shown)
    .map((dialog) => {
      const dialogNamed = named(dialog);
      const bounds = (el: Element) => {
        let boundX = null;
        let boundY: ReturnType<typeof named> | null = null;
        let yDecided = false;
        for (let at = el.parentElement; at; at = at.parentElement) {
          const s = styleOf(at);
          if (!boundX && s.overflowX !== 'visible') boundX = named(at, paddingBox(at));
          if (!yDecided && s.overflowY !== 'visible') {
            yDecided = true;
            boundY = ['auto', 'scroll'].includes(s.overflowY) ? null : named(at, paddingBox(at));
          }
          if (at === dialog) break;
        }
        return { boundX: boundX ?? dialogNamed, boundY: yDecided ? boundY : dialogNamed };
      };
      const parts: (ReturnType<typeof named> & { boundX: Named; boundY: Named | null })[] = [];
      const walk = (el: Element) => {
        for (const child of el.children) {
          if (!child.checkVisibility({ visibilityProperty: true }) || hiddenText(child)) continue;
          if (area(child.getBoundingClientRect()) > 0) parts.push({ ...named(child), ...bounds(child) });
          walk(child);
        }
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = boxOf(range.getBoundingClientRect());
          if (area(box) > 0)
            parts.push({
              path: `${pathOf(el)} > text`,
              text: node.textContent.trim().slice(0, 40),
              box,
              ...bounds(node as unknown as Element),
            });
        }
      };
      walk(dialog);
      return { ...dialogNamed, parts };
    });

  // Sideways scroll: the outermost elements past the viewport's sides that no ancestor clips.
  const scrollWidth = document.documentElement.scrollWidth;
  const wide: Named[] = [];
  if (scrollWidth > vw) {
    const past = (el: Element) => {
      const b = el.getBoundingClientRect();
      return b.right > vw + 1 || b.left < -1;
    };
    for (const el of all) {
      if (!past(el) || !shown(el) || clipsOf(el).some((c) => c.x)) continue;
      if (el.parentElement && !isRoot(el.parentElement) && past(el.parentElement)) continue;
      wide.push(named(el));
    }
  }

  return {
    viewport: { width: vw, height: vh },
    scrollWidth,
    wide,
    navItems,
    menuControls,
    links,
    floating,
    controls,
    dialogs,
    chrome: chrome.map((el) => named(el)),
    targets,
  };
}

/**
 * For each overlap, whether the floating element is what the page draws at the overlap's centre (else the control,
 * or something over both, is on top). Asks about the elements the last {@link layoutFacts} read.
 */
async function drawnOver(page: Page, overlaps: readonly Overlap[]): Promise<boolean[]> {
  if (!overlaps.length) return [];
  const probes = overlaps.map((o) => ({ float: o.float.id, point: centreOf(o.over) }));
  return page.evaluate(
    ({ key, probes }) => {
      const floating = (window as unknown as Record<string, Element[]>)[key]!;
      return probes.map(({ float, point: [x, y] }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && floating[float]!.contains(hit);
      });
    },
    { key: FLOATING_KEY, probes },
  );
}

/** The floating elements drawn over controls, from facts just read. */
async function floatingCheck(page: Page, facts: LayoutFacts): Promise<string[]> {
  const overlaps = floatingOverlaps(facts.floating, facts.controls);
  return floatingProblems(overlaps, await drawnOver(page, overlaps));
}

/** Read the layout facts of the page as it is now. */
export async function layoutFacts(
  page: Page,
  options: LayoutOptions = {},
  allLinks = false,
): Promise<LayoutFacts> {
  const o = { ...LAYOUT_DEFAULTS, ...options };
  return page.evaluate(collect, {
    ...o,
    controls: CONTROL_SELECTOR,
    menuControls: MENU_CONTROL_SELECTOR,
    mark: MENU_MARK,
    key: FLOATING_KEY,
    allLinks,
  });
}

/**
 * Wait until the layout has settled after a resize or a navigation: the page's size, the chrome's boxes and the
 * floating elements' boxes unchanged over three frames (at most a second).
 */
export async function settleLayout(page: Page, options: LayoutOptions = {}): Promise<void> {
  const { chrome } = { ...LAYOUT_DEFAULTS, ...options };
  await page.evaluate(
    (chrome) =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const started = performance.now();
        const tick = () => {
          const root = document.documentElement;
          const boxes = [...document.querySelectorAll(`${chrome}, main, [role="dialog"]`)].map((el) => {
            const b = el.getBoundingClientRect();
            return `${b.left},${b.top},${b.width},${b.height}`;
          });
          const signature = [root.scrollWidth, root.scrollHeight, innerWidth, ...boxes].join('|');
          same = signature === last ? same + 1 : 0;
          last = signature;
          if (same >= 3 || performance.now() - started > 1000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    chrome,
  );
}

/** The page scrolls sideways (document scrollWidth > innerWidth): the elements that stick out. */
export async function noSidewaysScroll(page: Page): Promise<string[]> {
  const facts = await layoutFacts(page);
  return sidewaysScrollProblems({ viewportWidth: facts.viewport.width, ...facts });
}

/**
 * Every item of the main navigation (and of a bottom tab bar) is fully visible in the viewport, not clipped by an
 * overflow ancestor and not covered; or not rendered while a visible chrome control (aria-expanded / aria-haspopup)
 * opens a menu that shows it usable. The controls are opened from the keyboard (focus, Enter) and closed (Escape).
 */
export async function navNotClipped(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return navCheck(page, options, await layoutFacts(page, options));
}

async function navCheck(page: Page, options: LayoutOptions, facts: LayoutFacts): Promise<string[]> {
  const viewport = viewportBox(facts.viewport.width, facts.viewport.height);
  const { problems, hidden } = navProblems({
    viewport,
    items: facts.navItems,
    menuControls: facts.menuControls,
  });
  if (!hidden.length) return problems;
  const shownBy = new Map<string, string[]>();
  const found = () => new Set([...shownBy.values()].flat());
  for (const [index, control] of facts.menuControls.entries()) {
    if (hidden.every((target) => found().has(target))) break;
    const opener = page.locator(`[${MENU_MARK}="${index}"]`);
    await opener.focus();
    await page.keyboard.press('Enter');
    await settleLayout(page, options);
    const opened = await layoutFacts(page, options, true);
    shownBy.set(
      describeElement(control),
      opened.links.filter((link) => !navItemFaults(link, viewport).length).map((link) => link.target),
    );
    await page.keyboard.press('Escape');
    // A control Escape does not close is closed the way it opened.
    if ((await opener.getAttribute('aria-expanded')) === 'true') await opener.click();
    await settleLayout(page, options);
  }
  return [...problems, ...menuProblems(hidden, shownBy)];
}

/**
 * No fixed or sticky element (other than the chrome) overlaps a visible interactive control it does not contain,
 * at the page's current scroll position. With a modal dialog open, only the dialog's controls count.
 */
export async function noFloatingOverControls(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return floatingCheck(page, await layoutFacts(page, options));
}

/**
 * Every open dialog is no wider than the viewport, and every part of it (elements, runs of text) lies inside it.
 * Vertically, a part may run on inside a scroller (overflow auto or scroll); sideways nothing may: content out
 * sideways is cut or scrolls the dialog sideways, the defects this is for.
 */
export async function dialogsFit(page: Page): Promise<string[]> {
  const facts = await layoutFacts(page);
  return dialogProblems(facts.dialogs, facts.viewport.width);
}

/**
 * Phones (innerWidth < 768) only: the persistent chrome (top bar and bottom bar) takes at most 20% of the height,
 * every enabled control is a target of at least 24×24 px (WCAG 2.5.8, with its inline, spacing and user-agent
 * exceptions) and the primary controls are at least 44×44 px. Call at the top of the page.
 */
export async function phoneChrome(page: Page, options: LayoutOptions = {}): Promise<string[]> {
  return phoneCheck(await layoutFacts(page, options));
}

function phoneCheck(facts: LayoutFacts): string[] {
  if (facts.viewport.width >= 768) return [];
  return [...chromeHeightProblems(facts), ...targetSizeProblems(facts.targets)];
}

/** axe-core's `color-contrast`: every violation (optionally only inside `include`). */
export async function colorContrast(page: Page, include?: string): Promise<string[]> {
  return axeProblems(page, { rules: ['color-contrast'], include });
}

/** The geometric checks, by name. */
export type LayoutCheck = 'sideways' | 'nav' | 'floating' | 'dialogs' | 'phone';

/** Every geometric check at once, from one reading of the page (the nav check may open the chrome's menus). */
export async function layoutProblems(
  page: Page,
  options: LayoutOptions & { checks?: readonly LayoutCheck[] } = {},
): Promise<string[]> {
  const checks = new Set(options.checks ?? ['sideways', 'nav', 'floating', 'dialogs', 'phone']);
  const facts = await layoutFacts(page, options);
  return [
    ...(checks.has('sideways')
      ? sidewaysScrollProblems({ viewportWidth: facts.viewport.width, ...facts })
      : []),
    ...(checks.has('floating') ? await floatingCheck(page, facts) : []),
    ...(checks.has('dialogs') ? dialogProblems(facts.dialogs, facts.viewport.width) : []),
    ...(checks.has('phone') ? phoneCheck(facts) : []),
    // Last: it may open and close menus.
    ...(checks.has('nav') ? await navCheck(page, options, facts) : []),
  ];
}

/**
 * `target` made visible: as it is, or in whichever menu of the chrome (a control with aria-expanded or
 * aria-haspopup: a menu button, a More menu, an avatar menu) shows it, left open. Fails when none does. For specs
 * that use a control which a phone's layout may keep in a drawer.
 */
export async function revealInChrome(
  page: Page,
  target: Locator,
  options: LayoutOptions = {},
): Promise<Locator> {
  const appears = (timeout: number) =>
    target.waitFor({ state: 'visible', timeout }).then(
      () => true,
      () => false,
    );
  if (await appears(1_000)) return target;
  const { menuControls } = await layoutFacts(page, options);
  for (const index of menuControls.keys()) {
    const opener = page.locator(`[${MENU_MARK}="${index}"]`);
    await opener.click();
    if (await appears(2_000)) return target;
    await page.keyboard.press('Escape');
    if ((await opener.getAttribute('aria-expanded')) === 'true') await opener.click();
  }
  await expect(target, 'visible, or in a menu the chrome opens').toBeVisible({ timeout: 1 });
  return target;
}

/** Fail (softly: the test goes on) with every problem, under `where`. */
export function expectNoProblems(problems: readonly string[], where: string, soft = true): void {
  (soft ? expect.soft : expect)(problems, where).toEqual([]);
}
