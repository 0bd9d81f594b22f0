import { expect, test, type Page } from './policy-watch';
import { settled } from './a11y';
import {
  colorContrast,
  dialogsFit,
  expectNoProblems,
  layoutProblems,
  revealInChrome,
  settleLayout,
} from './layout';
import { logInAt } from './support';

/**
 * The layout matrix of issue 34 (DESIGN.md §10): every main route × seven widths × logged out and in × CN, EN, TH and
 * AR, through the reusable assertions of ./layout.ts; then the login, register and feedback dialogs at a phone's and
 * a laptop's width. Fast by design: one page load per language and login state; the routes are opened inside the
 * site (as a player moves), and each is resized through the widths and checked after each.
 */

const ROUTES = ['/', '/electron', '/lottery', '/promotions', '/member', '/login', '/register', '/help'];
/** A logged-in member asking for these is sent home (already checked): the pages exist for visitors only. */
const VISITOR_ONLY = new Set(['/login', '/register']);
/** Widths of DESIGN.md §10, each with a height a device of that width has. */
const SIZES = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
/** Text contrast depends on what is shown, hardly on the width: a phone's and a laptop's (axe costs ~0.5 s a run). */
const CONTRAST_WIDTHS = new Set([390, 1366]);
const LANGUAGES = ['CN', 'EN', 'TH', 'AR'];
/** Nothing here changes the member's state: the seeded player is shared safely. */
const MEMBER = 'player01';

/** Open a route inside the running site, as a link would (the router follows the history). */
async function openInSite(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settled(page);
}

/** The merchant's popup notices open over some pages: check that each fits, then agree to it. */
async function checkAndClosePopups(page: Page, where: string, found: string[]): Promise<void> {
  const popup = page.getByTestId('popup-notice');
  while (await popup.isVisible()) {
    found.push(...(await dialogsFit(page)).map((problem) => `${where} popup notice: ${problem}`));
    await popup.locator('.wl-dialog__actions button').click();
  }
}

/** Wait for what loads after the first screen (quick links, chat, widgets): the network quiet for half a second. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

for (const member of [false, true]) {
  const state = member ? 'logged in' : 'logged out';
  for (const language of LANGUAGES) {
    test(`${language}, ${state}: every route at every width`, async ({ page }) => {
      test.setTimeout(150_000);
      // Every problem of every route and width, reported at the end in one list.
      const found: string[] = [];
      if (member) await logInAt(page, MEMBER, `/?lang=${language}`);
      else await page.goto(`/?lang=${language}`);
      await quiet(page);
      for (const route of ROUTES.filter((r) => !member || !VISITOR_ONLY.has(r))) {
        const where = `${language} ${state} ${route}`;
        await page.setViewportSize(SIZES[1]!);
        await openInSite(page, route);
        await quiet(page);
        await checkAndClosePopups(page, where, found);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.evaluate(() => window.scrollTo(0, 0));
          await settleLayout(page);
          const at = `${where} @${size.width}`;
          const problems = [
            ...(await layoutProblems(page)),
            ...(CONTRAST_WIDTHS.has(size.width) ? await colorContrast(page) : []),
          ];
          found.push(...problems.map((problem) => `${at}: ${problem}`));
        }
      }
      await test.info().attach('layout problems', { body: found.join('\n'), contentType: 'text/plain' });
      expectNoProblems(found, `${language}, ${state}`, false);
    });
  }
}

/** The dialog open now: it fits, nothing floats over its controls, the page does not scroll sideways, text reads. */
async function checkDialog(page: Page, where: string): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await settled(page);
  await settleLayout(page);
  expectNoProblems(
    [
      ...(await layoutProblems(page, { checks: ['dialogs', 'floating', 'sideways'] })),
      ...(await colorContrast(page, '[role="dialog"]')),
    ],
    where,
  );
}

for (const language of ['EN', 'AR']) {
  for (const size of [SIZES[1]!, SIZES[5]!]) {
    test(`${language} @${size.width}: the login, register and feedback dialogs fit`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await page.goto(`/?lang=${language}`);
      await quiet(page);
      const popups: string[] = [];
      await checkAndClosePopups(page, 'home', popups);
      expectNoProblems(popups, 'popup notices');
      const where = `${language} @${size.width}`;

      await (await revealInChrome(page, page.getByTestId('login-link'))).click();
      await checkDialog(page, `${where} login dialog`);
      // Each login type's form (the tabs): the widest decides.
      for (const tab of await page.getByRole('dialog').getByRole('tab').all()) {
        await tab.click();
        await checkDialog(page, `${where} login dialog, tab "${await tab.innerText()}"`);
      }
      await page.getByRole('dialog').getByRole('tab').first().click();

      // The login modal's register button opens the register modal: its agreement, then its form.
      await page.getByRole('dialog').locator('.host-login-page__links button').first().click();
      await expect(page.getByTestId('register-agreement')).toBeVisible();
      await checkDialog(page, `${where} register dialog (agreement)`);
      await page.getByTestId('register-agree').click();
      await expect(page.getByTestId('register-form')).toBeVisible();
      await checkDialog(page, `${where} register dialog (form)`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await (await revealInChrome(page, page.getByTestId('feedback-entry'))).click();
      await checkDialog(page, `${where} feedback dialog`);
      await page.getByRole('dialog').locator('textarea').fill('The dialog fits its content.');
      await checkDialog(page, `${where} feedback dialog, typed`);
    });
  }
}
