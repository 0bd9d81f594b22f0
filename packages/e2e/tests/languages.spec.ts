import { expect, test, type Page } from './policy-watch';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LITE, logInAt, patchMerchant, resetSandbox } from './support';

/**
 * Every one of the ten languages renders the key pages without a raw message key (issue 17, acceptance 3). A raw key
 * is what i18next shows for a text it does not have: the key itself. The keys are every key of the CN texts (the
 * default language, the complete set) of every namespace: the host's groups, each area's, @wl/ui's and `common`.
 * A page fails when one of them is a word of its visible text or of a control's accessible text (aria-label, title,
 * placeholder, alt). One page walks every path of a language, so the test stays quick.
 */

test.beforeEach(async ({ request }) => resetSandbox(request));

const LANGUAGES = ['CN', 'TW', 'TH', 'JA', 'EN', 'VI', 'RU', 'PT', 'ES', 'AR'] as const;

/** The pages a visitor opens, each with what shows it has rendered. */
const VISITOR_PAGES = [
  { path: '/', ready: 'home-page' },
  { path: '/login', ready: 'login-page' },
  { path: '/register', ready: 'register-page' },
  { path: '/electron', ready: 'games-lobby' },
  { path: '/lottery', ready: 'lottery-lobby' },
  { path: '/promotions', ready: 'promotions-page' },
] as const;

/** The member centre needs a member. */
const MEMBER_PAGES = [{ path: '/member', ready: 'member-overview' }] as const;

const REPO = resolve(__dirname, '../../..');
/** Where texts live: the host, the areas and the shared packages. */
const TEXT_ROOTS = ['host/src', 'remotes', 'packages/ui/src', 'packages/i18n/src'];

/** Every `CN.json` under `dir` that belongs to an i18n folder (`i18n/` or `locales/`), build output left out. */
function cnTextFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'build') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...cnTextFiles(path));
    else if (name === 'CN.json' && /[\\/](i18n|locales)[\\/]/.test(path)) found.push(path);
  }
  return found;
}

/** A nested text table's keys as i18next reads them (`a.b` for nested objects). */
function keysOf(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The `common` namespace's CN keys where they are written in TypeScript (packages/i18n/src/locales/common.ts). */
function commonKeys(): string[] {
  const file = join(REPO, 'packages/i18n/src/locales/common.ts');
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const table = source.match(/const CN\b[^=]*=\s*\{([\s\S]*?)\n\};/)?.[1] ?? '';
  return [...table.matchAll(/^\s+'?([A-Za-z][\w.]*)'?\s*:/gm)].map((m) => m[1]!);
}

/**
 * A key that cannot be told from a word of a text (`retry`, `more`) is left out: only keys with an underscore, a dot
 * or an inner capital (`in_sorry_in`, `nav_slots`, `classify_VP`) are looked for.
 */
const looksLikeKey = (key: string) => key.length >= 4 && /[_.]|[a-z][A-Z]/.test(key);

function allKeys(): string[] {
  const keys = new Set<string>(commonKeys());
  for (const root of TEXT_ROOTS)
    for (const file of cnTextFiles(join(REPO, root)))
      for (const key of keysOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>))
        keys.add(key);
  return [...keys].filter(looksLikeKey);
}

const KEYS = allKeys();

/** The raw keys the page shows: words of its visible text and of its controls' accessible texts. */
function rawKeysOn(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const known = new Set(keys);
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt'])
        texts.push(el.getAttribute(attr) ?? '');
    }
    texts.push(document.title);
    const found = new Set<string>();
    for (const text of texts)
      for (const word of text.split(/\s+/)) {
        // Punctuation around a word is not part of it; a key's own `_` and `.` inside it are.
        const token = word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, '');
        if (known.has(token)) found.add(token);
      }
    return [...found];
  }, KEYS);
}

/** Open `path` in `language`, wait for it to render, and expect no raw key on it. */
async function expectNoRawKeys(page: Page, language: string, path: string, ready: string): Promise<void> {
  await page.goto(`${path}?lang=${language}`);
  await expect(page.getByTestId(ready)).toBeVisible();
  await expect(page.locator('.wl-spinner')).toHaveCount(0);
  await expect
    .poll(() => rawKeysOn(page), { message: `raw message keys on ${path} in ${language}` })
    .toEqual([]);
}

test('the CN texts give keys to look for', () => {
  // The check is only as good as its key list: it must hold the host's, the areas' and common's keys.
  for (const key of ['nav_slots', 'login_title', 'in_sorry_in', 'area_unavailable', 'footer_copyright'])
    expect(KEYS).toContain(key);
  expect(KEYS.length).toBeGreaterThan(500);
});

test('the switcher offers RU, PT, ES, AR after the six where the merchant’s settings say so', async ({
  page,
  request,
}) => {
  const options = () =>
    page
      .getByTestId('language-switcher')
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
  // demo offers all four (its seeded `extraLanguages`), in the known order, after the spec's six.
  await page.goto('/?lang=CN');
  await expect(page.getByTestId('language-switcher')).toHaveValue('CN');
  expect(await options()).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI', 'RU', 'PT', 'ES', 'AR']);
  // Choosing Arabic from the switcher turns the page right to left and keeps it on the next load.
  await page.getByTestId('language-switcher').selectOption('AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/promotions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // lite lists none: the six.
  await page.goto(`${LITE}/?lang=EN`);
  await expect(page.getByTestId('language-switcher')).toHaveValue('EN');
  expect(await options()).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
  // A merchant's setting decides: two for lite now.
  await patchMerchant(request, 'lite', { settings: { extraLanguages: ['ES', 'RU'] } });
  // The settings are cached for the visit (3 minutes, session storage): the change shows on a new visit.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByTestId('language-switcher').locator('option')).toHaveCount(8);
  expect(await options()).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI', 'RU', 'ES']);
});

test('the check finds raw keys where a page shows them (cimode renders keys)', async ({ page }) => {
  await page.goto('/login?lang=cimode');
  await expect(page.getByTestId('login-page')).toBeVisible();
  const found = await rawKeysOn(page);
  // Visible text, an accessible name (the side links' aria-label) and a header link.
  for (const key of ['login_title', 'login_side_links', 'nav_slots']) expect(found).toContain(key);
});

for (const language of LANGUAGES) {
  test(`${language}: the key pages show no raw message key`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const { path, ready } of VISITOR_PAGES) await expectNoRawKeys(page, language, path, ready);
    // The login page itself is one of the visitor pages above: the member pages open on a restored session.
    await logInAt(page, 'player01', `/member?lang=${language}`);
    for (const { path, ready } of MEMBER_PAGES) await expectNoRawKeys(page, language, path, ready);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');
  });
}
