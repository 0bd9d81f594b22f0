import { expect, test, type Page } from './policy-watch';
import { resetSandbox } from './support';

// Issue 34: registration hints in the player's language. demo's register config carries Chinese messages; the site
// builds each hint from the rule it knows (length bounds, pattern) with its own texts, and shows the config's message
// only to a player whose language it is written in (CN here).

test.beforeEach(async ({ request }) => resetSandbox(request));

/** /register in a language, past the agreement: the hint of each field by its input name. */
async function hints(page: Page, lang: string): Promise<Record<string, string>> {
  await page.goto(`/register?lang=${lang}`);
  await page.getByTestId('register-agree').click();
  const form = page.getByTestId('register-form');
  await expect(form.locator('input[name="username"]')).toBeVisible();
  const found: Record<string, string> = {};
  for (const hint of await form.locator('[data-testid^="register-hint-"]').all()) {
    const name = (await hint.getAttribute('data-testid'))!.replace('register-hint-', '');
    found[name] = (await hint.textContent()) ?? '';
  }
  return found;
}

test('an English player reads English hints built from each rule, no Chinese', async ({ page }) => {
  const found = await hints(page, 'en');
  expect(found).toMatchObject({
    username: '6–13 characters. Letters and digits only.',
    password: '6–16 characters. Letters and digits only.',
    payeeName: '2–30 characters.',
    mobileNum: '11 characters. Digits only.',
    verificationCode: '6 characters. Digits only.',
    email: '6–50 characters. A valid email address.',
    affiliateCode: '4–20 characters. Letters and digits only.',
    recommenderId: '4–20 characters. Letters and digits only.',
  });
  for (const [name, text] of Object.entries(found)) expect(text, name).not.toMatch(/\p{Script=Han}/u);
});

test("cimode shows the hint keys; a Chinese player keeps the merchant's own words", async ({ page }) => {
  const keys = await hints(page, 'cimode');
  expect(keys).toMatchObject({
    username: 'register_hint_length_range register_hint_alnum',
    payeeName: 'register_hint_length_range',
    mobileNum: 'register_hint_length_exact register_hint_digits',
    email: 'register_hint_length_range register_hint_email',
  });
  const chinese = await hints(page, 'CN');
  expect(chinese).toMatchObject({ username: '用户名须为6-13位字母或数字', email: '请填写正确的邮箱地址' });
});
