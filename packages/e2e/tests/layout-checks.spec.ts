import { expect, test, type Page } from './policy-watch';
import { dialogsFit, navNotClipped, noFloatingOverControls, noSidewaysScroll, phoneChrome } from './layout';

/**
 * The layout assertions (./layout.ts) on small pages made for them, no site needed: each finds the defect it is for
 * and passes the page without it, so an assertion that cannot fail (or always fails) shows here.
 */

const HEADER = (nav: string, end = '') => `
  <style>
    body { margin: 0; font: 16px sans-serif; }
    header { display: flex; gap: 8px; height: 48px; align-items: center; }
    nav { display: flex; gap: 4px; min-width: 0; }
    nav a { padding: 8px; white-space: nowrap; }
    .menu { display: none; position: absolute; top: 48px; right: 0; background: #fff; }
    .menu.open { display: block; }
  </style>
  <header data-testid="shell-header">${nav}${end}</header>
  <main><p>Content</p></main>`;

async function show(page: Page, html: string, width = 1024, height = 768): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
}

test('nav: items cut by a scrolling nav are reported; items behind a menu button that shows them pass', async ({
  page,
}) => {
  const links = ['/', '/live', '/electron', '/fish', '/sports', '/lottery', '/promotions']
    .map((href) => `<a href="${href}">Place ${href}</a>`)
    .join('');
  await show(page, HEADER(`<nav aria-label="main" style="overflow-x: auto; width: 300px">${links}</nav>`));
  const clipped = await navNotClipped(page);
  expect(clipped.length).toBeGreaterThan(0);
  expect(clipped.join('\n')).toContain('clipped by header[data-testid="shell-header"] > nav');

  // Three shown, the rest hidden (display none) behind More, which opens a menu with all of them on Enter.
  const shown = links.split('</a>').slice(0, 3).join('</a>') + '</a>';
  const more = `
    <button type="button" aria-expanded="false" aria-haspopup="true"
      onclick="const m = document.querySelector('.menu'); m.classList.toggle('open');
               this.setAttribute('aria-expanded', String(m.classList.contains('open')))">More</button>
    <div class="menu">${links}</div>`;
  const hiddenItems = links
    .split('</a>')
    .slice(3, -1)
    .map((a) => a.replace('<a ', '<a style="display: none" ') + '</a>')
    .join('');
  await show(page, HEADER(`<nav aria-label="main">${shown}${hiddenItems}</nav>`, more));
  expect(await navNotClipped(page)).toEqual([]);
  // The check closed the menu again.
  await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');

  // A menu that does not hold them does not count.
  await show(page, HEADER(`<nav aria-label="main">${shown}${hiddenItems}</nav>`, more.replace(links, shown)));
  expect((await navNotClipped(page)).join('\n')).toContain('not usable in any menu the chrome opens');
  // No menu at all.
  await show(page, HEADER(`<nav aria-label="main">${shown}${hiddenItems}</nav>`));
  expect((await navNotClipped(page)).join('\n')).toContain('no visible menu control opens them');
});

test('floating: a fixed button over a control is reported, one under a dialog or beside it is not', async ({
  page,
}) => {
  const page1 = (chatStyle: string, extra = '') => `
    <button style="position: absolute; left: 300px; top: 700px; width: 60px; height: 40px">Play now</button>
    <button data-testid="chat" style="position: fixed; ${chatStyle}; width: 120px; height: 44px">Chat</button>${extra}`;
  await show(page, page1('left: 280px; top: 690px'), 390, 844);
  const [problem, ...more] = await noFloatingOverControls(page);
  expect(more).toEqual([]);
  expect(problem).toContain('button[data-testid="chat"] "Chat"');
  expect(problem).toContain('covers button "Play now"');

  await show(page, page1('left: 10px; top: 780px'), 390, 844);
  expect(await noFloatingOverControls(page)).toEqual([]);

  // A modal dialog drawn over the chat button: the dialog's controls are not covered.
  const dialog = `<div style="position: fixed; inset: 0; z-index: 10; background: rgb(0 0 0 / 50%)">
    <div role="dialog" aria-modal="true" aria-label="Log in" style="position: absolute; left: 250px; top: 680px; background: #fff">
      <button style="width: 120px; height: 60px">Log in</button></div></div>`;
  await show(page, page1('left: 280px; top: 690px', dialog), 390, 844);
  expect(await noFloatingOverControls(page)).toEqual([]);
});

test('dialogs: content out sideways is reported, a vertical scroller is not; sideways page scroll names its cause', async ({
  page,
}) => {
  const dialog = (content: string) => `
    <div role="dialog" aria-label="Feedback" style="position: fixed; left: 16px; top: 40px; width: 300px; max-height: 300px; overflow: auto; padding: 16px; box-sizing: border-box">
      ${content}</div>`;
  await show(page, dialog('<textarea style="width: 420px; display: block">x</textarea>'), 390, 844);
  const [problem] = await dialogsFit(page);
  expect(problem).toContain('textarea');
  expect(problem).toMatch(/right by \d+/);

  await show(page, dialog('<p style="height: 900px">A long text</p>'), 390, 844);
  expect(await dialogsFit(page)).toEqual([]);

  await show(page, '<div class="wide" style="width: 500px; height: 10px"></div>', 390, 844);
  const [sideways] = await noSidewaysScroll(page);
  // 500 px and the body's 8 px margin.
  expect(sideways).toContain('scrollWidth 508 > innerWidth 390');
  expect(sideways).toContain('div.wide');
});

test('phone chrome: a tall header and small targets are reported on a phone only', async ({ page }) => {
  const html = (height: number) => `
    <header data-testid="shell-header" style="position: sticky; top: 0; height: ${height}px">
      <button style="width: 20px; height: 20px; margin: 0">a</button><button style="width: 20px; height: 20px; margin: 0">b</button>
    </header>`;
  await show(page, html(264), 390, 844);
  const problems = (await phoneChrome(page)).join('\n');
  expect(problems).toContain('the chrome takes 264 px of 844');
  expect(problems).toContain(
    'target under 24x24 px, too close to others: header[data-testid="shell-header"] > button "a"',
  );
  await show(page, html(56).replaceAll('20px', '24px'), 390, 844);
  expect(await phoneChrome(page)).toEqual([]);
  await show(page, html(264), 1366, 768);
  expect(await phoneChrome(page)).toEqual([]);
});
