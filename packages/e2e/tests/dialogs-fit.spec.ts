import { expect, test, type Locator, type Page } from './policy-watch';
import { expectDialogFits } from './dialog-fit';
import { clickQuickLink, logInAt, PASSWORD, resetSandbox } from './support';

// Issue 34: the dialogs fit the screen and their content fits them, on a phone (a full-width sheet) and a laptop, in a
// left-to-right and a right-to-left language, through the real site. The landed feedback dialog was narrower than its
// form (controls cut on the right, the counter read "0,", the dialog scrolled sideways as the focus moved) and the
// login dialog's tab row cut "Mobile number" at 390 px.

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Opens a dialog from a fresh page and answers it. */
type Opener = (page: Page, lang: string) => Promise<Locator>;

async function openLogin(page: Page, lang: string): Promise<Locator> {
  await page.goto(`/?lang=${lang}`);
  await page.getByTestId('login-link').click();
  const dialog = page.getByTestId('access-modal-login');
  // The last of the three login types is there (the tab the landed row cut).
  await expect(dialog.getByRole('tab')).toHaveCount(3);
  return dialog;
}

const DIALOGS: Record<string, Opener> = {
  login: openLogin,
  register: async (page, lang) => {
    const login = await openLogin(page, lang);
    const dialog = page.getByTestId('access-modal-register');
    // A sheet grows upwards as its lazily loaded parts (social sign-in) arrive: the link may move under the pointer.
    await expect(async () => {
      if (await login.isVisible()) await login.locator('.host-login-page__links button').first().click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await dialog.getByTestId('register-agree').click();
    await expect(dialog.locator('input[name="username"]')).toBeVisible();
    return dialog;
  },
  feedback: async (page, lang) => {
    await page.goto(`/?lang=${lang}`);
    await clickQuickLink(page, 'feedback-entry');
    const dialog = page.getByTestId('feedback-modal');
    await expect(dialog.getByTestId('captcha-image').or(dialog.locator('textarea'))).not.toHaveCount(0);
    return dialog;
  },
  'two-factor': async (page, lang) => {
    await page.goto(`/login?lang=${lang}`);
    const form = page.getByTestId('login-page');
    await form.locator('input[name="username"]').fill('secure01');
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    const dialog = page.getByTestId('two-factor-modal');
    await expect(dialog.getByRole('tab')).toHaveCount(2);
    return dialog;
  },
  redeem: async (page, lang) => {
    await logInAt(page, 'player01', `/member/pointMall?lang=${lang}`);
    await page.getByTestId('reward-redeem').first().click();
    const dialog = page.getByTestId('redeem-dialog');
    await expect(dialog.getByTestId('redeem-carousel')).toBeVisible();
    return dialog;
  },
};

const SCREENS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'laptop', use: { viewport: { width: 1366, height: 768 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.use.viewport.width} px)`, () => {
    test.use(screen.use);
    for (const lang of ['en', 'ar']) {
      for (const [name, open] of Object.entries(DIALOGS)) {
        test(`${name} dialog in ${lang}: inside the screen, nothing outside it or cut`, async ({ page }) => {
          const dialog = await open(page, lang);
          await expectDialogFits(dialog, `${name} ${lang} ${screen.use.viewport.width}px`);
          const box = (await dialog.boundingBox())!;
          if (screen.use.viewport.width < 768) {
            // A sheet: the screen's full width, at its bottom.
            expect(box.width).toBeCloseTo(screen.use.viewport.width, 0);
            expect(box.y + box.height).toBeCloseTo(screen.use.viewport.height, 0);
          } else if (name === 'two-factor') {
            expect(box.width).toBe(660);
          }
        });
      }
    }

    test('the feedback counter reads 0/500 in sight, and the dialog stays put as the focus moves', async ({
      page,
    }) => {
      const dialog = await DIALOGS.feedback!(page, 'en');
      const counter = dialog.getByTestId('feedback-counter');
      await expect(counter).toHaveText('0/500');
      // Its text is drawn whole inside the dialog (the landed one showed "0," and cut the rest).
      const [text, frame] = await Promise.all([
        counter.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return { left: r.left, right: r.right };
        }),
        dialog.boundingBox(),
      ]);
      expect(text.left).toBeGreaterThanOrEqual(frame!.x);
      expect(text.right).toBeLessThanOrEqual(frame!.x + frame!.width);
      const place = () =>
        dialog.evaluate((el) => ({ x: Math.round(el.getBoundingClientRect().x), scrollLeft: el.scrollLeft }));
      const start = await place();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await place()).toEqual(start);
      }
      expect(start.scrollLeft).toBe(0);
    });
  });
}
