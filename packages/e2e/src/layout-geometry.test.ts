import {
  chromeHeightProblems,
  dialogProblems,
  distanceToBox,
  floatingOverlaps,
  floatingProblems,
  intersection,
  menuProblems,
  navProblems,
  overhang,
  sidewaysScrollProblems,
  spacedEnough,
  targetSizeProblems,
  unionLength,
  viewportBox,
  type Box,
  type NavItemFacts,
  type TargetFacts,
} from './layout-geometry';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const el = (path: string, b: Box) => ({ path, text: '', box: b });
const viewport = viewportBox(390, 844);

describe('boxes', () => {
  test('intersection ignores touching edges and sub-pixel overlaps', () => {
    expect(intersection(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBeNull();
    expect(intersection(box(0, 0, 10, 10), box(9.5, 0, 10, 10))).toBeNull();
    expect(intersection(box(0, 0, 10, 10), box(5, 5, 10, 10))).toEqual(box(5, 5, 5, 5));
  });

  test('overhang names each side and amount, only on the axes asked', () => {
    expect(overhang(box(-5, 0, 100, 10), box(0, 0, 80, 10))).toEqual(['left by 5 px', 'right by 15 px']);
    expect(overhang(box(0, 0, 10, 50), box(0, 0, 10, 20), { x: true, y: false })).toEqual([]);
    expect(overhang(box(0.5, 0, 10, 10), box(0, 0, 10, 10))).toEqual([]);
  });

  test('unionLength counts overlaps once', () => {
    expect(
      unionLength([
        [0, 50],
        [40, 60],
        [100, 110],
        [0, 10],
      ]),
    ).toBe(70);
    expect(unionLength([])).toBe(0);
  });

  test('distanceToBox is 0 inside and the straight distance outside', () => {
    expect(distanceToBox([5, 5], box(0, 0, 10, 10))).toBe(0);
    expect(distanceToBox([13, 14], box(0, 0, 10, 10))).toBe(5);
  });
});

describe('sideways scroll', () => {
  test('names the elements wider than the screen, only when the page scrolls', () => {
    const wide = [el('div.table', box(0, 100, 500, 40))];
    expect(sidewaysScrollProblems({ viewportWidth: 390, scrollWidth: 390, wide })).toEqual([]);
    const [problem] = sidewaysScrollProblems({ viewportWidth: 390, scrollWidth: 500, wide });
    expect(problem).toContain('scrollWidth 500 > innerWidth 390');
    expect(problem).toContain('div.table [0,100 500x40]');
  });
});

describe('navigation', () => {
  const item = (target: string, b: Box, extra: Partial<NavItemFacts> = {}): NavItemFacts => ({
    path: `a[href="${target}"]`,
    text: target,
    box: b,
    target,
    rendered: true,
    clips: [],
    coveredBy: null,
    ...extra,
  });

  test('a visible, unclipped, uncovered item passes', () => {
    expect(
      navProblems({ viewport, items: [item('/lottery', box(10, 10, 80, 30))], menuControls: [] }),
    ).toEqual({
      problems: [],
      hidden: [],
    });
  });

  test('an item cut by its scrolling nav (the logged-in header of issue 34) is reported with the nav', () => {
    const nav = { ...el('nav.host-nav', box(200, 0, 225, 40)), x: true, y: true };
    const { problems } = navProblems({
      viewport,
      items: [item('/fish', box(400, 5, 60, 30), { clips: [nav] })],
      menuControls: [],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('clipped by nav.host-nav');
    expect(problems[0]).toContain('right by 35 px');
  });

  test('outside the viewport and covered are reported', () => {
    const { problems } = navProblems({
      viewport,
      items: [
        item('/sports', box(380, 5, 60, 30)),
        item('/live', box(10, 5, 60, 30), { coveredBy: 'nav.host-quick-links' }),
      ],
      menuControls: [],
    });
    expect(problems[0]).toContain('outside the viewport (right by 50 px)');
    expect(problems[1]).toContain('covered at its centre by nav.host-quick-links');
  });

  test('a hidden item needs a menu control; one shown elsewhere does not', () => {
    const hiddenFish = item('/fish', box(0, 0, 0, 0), { rendered: false });
    const hiddenHome = item('/', box(0, 0, 0, 0), { rendered: false });
    const tabHome = item('/', box(0, 800, 70, 44));
    const without = navProblems({ viewport, items: [hiddenFish, hiddenHome, tabHome], menuControls: [] });
    expect(without.problems).toEqual(['nav items not shown and no visible menu control opens them: /fish']);
    const menu = el('button.menu', box(340, 0, 44, 44));
    const withMenu = navProblems({
      viewport,
      items: [hiddenFish, hiddenHome, tabHome],
      menuControls: [menu],
    });
    expect(withMenu).toEqual({ problems: [], hidden: ['/fish'] });
  });

  test('a hidden item no opened menu shows is reported', () => {
    expect(menuProblems(['/fish'], new Map([['button.menu', ['/fish', '/sports']]]))).toEqual([]);
    expect(menuProblems(['/fish', '/live'], new Map([['button.menu', ['/fish']]]))).toEqual([
      'nav items not shown and not usable in any menu the chrome opens (button.menu): /live',
    ]);
  });
});

describe('floating elements', () => {
  const chat = {
    ...el('button.chat', box(240, 780, 130, 44)),
    id: 0,
    parts: [el('button.chat', box(240, 780, 130, 44))],
  };
  const star = { ...el('button.favourite', box(330, 790, 30, 30)), insideFloating: [] };

  test('a floating button drawn over a control it does not contain is reported as a pair', () => {
    const overlaps = floatingOverlaps([chat], [star]);
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]!.over).toEqual(box(330, 790, 30, 30));
    const [problem] = floatingProblems(overlaps, [true]);
    expect(problem).toContain('button.chat');
    expect(problem).toContain('covers button.favourite');
  });

  test('a control drawn over it (a modal dialog over the quick links) is not covered', () => {
    expect(floatingProblems(floatingOverlaps([chat], [star]), [false])).toEqual([]);
  });

  test('its own controls and controls beside it do not overlap', () => {
    const own = { ...el('button.chat', box(240, 780, 130, 44)), insideFloating: [0] };
    const beside = { ...el('a.more', box(10, 780, 100, 44)), insideFloating: [] };
    expect(floatingOverlaps([chat], [own, beside])).toEqual([]);
  });

  test('a part outside a zero-sized floating container counts', () => {
    const slot = {
      ...el('div.slot', box(24, 704, 0, 0)),
      id: 1,
      parts: [el('div.mini', box(24, 648, 56, 56))],
    };
    const play = { ...el('button.play', box(30, 660, 80, 30)), insideFloating: [] };
    expect(floatingProblems(floatingOverlaps([slot], [play]), [true])[0]).toContain('its part div.mini');
  });
});

describe('dialogs', () => {
  const dialog = el('div[role="dialog"]', box(16, 100, 358, 400));

  test('a dialog wider than the viewport, or out of it, is reported', () => {
    const wide = { ...el('div[role="dialog"]', box(-20, 100, 430, 400)), parts: [] };
    const problems = dialogProblems([wide], 390);
    expect(problems[0]).toContain('is wider (430 px) than the viewport (390 px)');
    expect(problems[1]).toContain('outside the viewport: left by 20 px, right by 20 px');
  });

  test('a field cut on the right (the feedback dialog of issue 34) is reported with its bound', () => {
    const field = { ...el('textarea', box(40, 200, 420, 80)), boundX: dialog, boundY: dialog };
    const [problem] = dialogProblems([{ ...dialog, parts: [field] }], 390);
    expect(problem).toContain('textarea [40,200 420x80] sticks out of div[role="dialog"]');
    expect(problem).toContain('right by 86 px');
  });

  test('content below a vertical scroller passes; the same sideways does not', () => {
    const tall = { ...el('p', box(40, 300, 300, 900)), boundX: dialog, boundY: null };
    expect(dialogProblems([{ ...dialog, parts: [tall] }], 390)).toEqual([]);
    const tabs = el('div.wl-tabs', box(40, 150, 310, 40));
    const tab = { ...el('button[role="tab"]', box(300, 150, 120, 36)), boundX: tabs, boundY: null };
    expect(dialogProblems([{ ...dialog, parts: [tab] }], 390)[0]).toContain('sticks out of div.wl-tabs');
  });
});

describe('phone chrome and targets', () => {
  test('the chrome over 20% of a phone is reported, overlaps counted once; wider screens are not checked', () => {
    const header = el('header', box(0, 0, 390, 264));
    const problems = chromeHeightProblems({ viewport: { width: 390, height: 844 }, chrome: [header] });
    expect(problems[0]).toContain('the chrome takes 264 px of 844 (limit 168.8 px, 20%)');
    const bars = [el('header', box(0, 0, 390, 56)), el('nav.tabs', box(0, 784, 390, 60))];
    expect(chromeHeightProblems({ viewport: { width: 390, height: 844 }, chrome: bars })).toEqual([]);
    expect(chromeHeightProblems({ viewport: { width: 1366, height: 768 }, chrome: [header] })).toEqual([]);
  });

  const target = (path: string, b: Box, extra: Partial<TargetFacts> = {}): TargetFacts => ({
    ...el(path, b),
    inline: false,
    primary: false,
    equivalent: false,
    ...extra,
  });

  test('small targets close together fail; inline links, spaced and UA checkboxes pass', () => {
    const a = target('button.a', box(0, 0, 20, 20));
    const b = target('button.b', box(22, 0, 20, 20));
    expect(targetSizeProblems([a, b])).toHaveLength(2);
    const far = target('button.c', box(200, 0, 20, 20));
    expect(targetSizeProblems([a, far])).toEqual([]);
    const link = target('a.terms', box(22, 0, 30, 16), { inline: true });
    const box13 = target('input', box(60, 0, 13, 13), { equivalent: true });
    expect(targetSizeProblems([target('button.big', box(0, 0, 24, 24)), link, box13])).toEqual([]);
  });

  test('primary controls under 44 px fail', () => {
    expect(
      targetSizeProblems([target('button[type="submit"]', box(0, 0, 200, 36), { primary: true })]),
    ).toEqual(['primary control under 44x44 px: button[type="submit"] [0,0 200x36]']);
  });

  test('spacedEnough follows WCAG: the circle may not reach another target or circle', () => {
    const small = box(0, 0, 10, 10);
    const near = box(15, 0, 10, 10);
    expect(spacedEnough(small, [small, near], [small])).toBe(false);
    expect(spacedEnough(small, [small, box(40, 0, 10, 10)], [small])).toBe(true);
    expect(spacedEnough(small, [small, box(30, 0, 10, 10)], [small, box(30, 0, 10, 10)])).toBe(true);
    expect(spacedEnough(small, [small, box(20, 0, 10, 10)], [small, box(20, 0, 10, 10)])).toBe(false);
  });
});
