import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, KNOWN_LANGUAGES, type Language } from './languages';
import { COMMON_TEXTS, loadCommonTexts } from './locales/common';

// CI guard for issue 17: every namespace of every app carries every key CN has, in all ten languages, and no text
// is still its message key. Locale folders are found, not listed, so a new namespace is checked the day it lands.

const REPO = path.resolve(__dirname, '../../..');
/** The trees whose `src` may hold locale folders: the host, every package and every remote. */
const APP_ROOTS = ['host', 'packages', 'remotes'];
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', '.cache']);
const LANGUAGES: readonly Language[] = [...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES];

type Texts = { [key: string]: string | Texts };

/** Every folder under the app roots' `src` that holds a CN.json (one namespace, or one feature group of one). */
function localeFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      else if (entry.isFile() && entry.name === 'CN.json') found.push(dir);
    }
  };
  const sources = (root: string): string[] =>
    root === 'host'
      ? [path.join(REPO, 'host', 'src')]
      : fs.readdirSync(path.join(REPO, root)).map((app) => path.join(REPO, root, app, 'src'));
  for (const src of APP_ROOTS.flatMap(sources)) if (fs.existsSync(src)) walk(src);
  return found.sort();
}

/** Nested texts as dotted keys (`freeplay.disabled`), the way i18next reads them. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A value that is its own key (full or last segment) is an untranslated placeholder. */
function equalsKey(key: string, value: string): boolean {
  return value === key || value === key.slice(key.lastIndexOf('.') + 1);
}

/** The `{{name}}` and `<0>` placeholders of a text, sorted: a translation keeps every one, or a value goes missing. */
function placeholders(text: string): string {
  const found = text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\d+\/?>/g) ?? [];
  return JSON.stringify(found.map((p) => p.replace(/\s/g, '')).sort());
}

/** The problems of one language file against CN, each naming the file and the key. */
function problemsOf(
  file: string,
  texts: Map<string, string> | null,
  reference: Map<string, string>,
): string[] {
  if (!texts) return [`${file}: missing file`];
  const problems: string[] = [];
  for (const key of reference.keys()) if (!texts.has(key)) problems.push(`${file}: missing key "${key}"`);
  for (const [key, value] of texts) {
    if (equalsKey(key, value)) problems.push(`${file}: "${key}" equals its key`);
    const wanted = reference.get(key);
    if (wanted !== undefined && placeholders(value) !== placeholders(wanted))
      problems.push(
        `${file}: "${key}" has placeholders ${placeholders(value)}, CN has ${placeholders(wanted)}`,
      );
  }
  return problems;
}

function read(file: string): Map<string, string> | null {
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts) : null;
}

describe('locale completeness', () => {
  const folders = localeFolders();

  it('finds the locale folders of the host, the packages and the remotes', () => {
    const relative = folders.map((dir) => path.relative(REPO, dir));
    expect(relative).toEqual(
      expect.arrayContaining(['host/src/i18n/locales', 'remotes/promotions/src/i18n/locales']),
    );
    expect(relative.some((dir) => dir.startsWith('packages/'))).toBe(true);
  });

  it.each(folders.map((dir) => [path.relative(REPO, dir), dir]))(
    '%s has every CN key in all ten languages, none left as its key',
    (_name, dir) => {
      const reference = read(path.join(dir, 'CN.json'))!;
      const problems = LANGUAGES.flatMap((lng) => {
        const file = path.join(dir, `${lng}.json`);
        return problemsOf(path.relative(REPO, file), read(file), reference);
      });
      expect(problems).toEqual([]);
    },
  );

  it('has the common namespace complete in all ten languages, none left as its key', async () => {
    const reference = new Map(Object.entries(COMMON_TEXTS.CN!));
    const problems: string[] = [];
    for (const lng of LANGUAGES) {
      // The six inline tables, or the lazy file of RU, PT, ES and AR.
      const table = COMMON_TEXTS[lng] ?? (await loadCommonTexts(lng));
      const texts = table ? flatten(table as Texts) : null;
      problems.push(...problemsOf(`common ${lng}`, texts, reference));
    }
    expect(problems).toEqual([]);
  });

  it('names the file and the key of each problem', () => {
    const reference = new Map([
      ['title', '标题'],
      ['freeplay.disabled', '不可用'],
    ]);
    expect(problemsOf('x/RU.json', new Map([['freeplay.disabled', 'disabled']]), reference)).toEqual([
      'x/RU.json: missing key "title"',
      'x/RU.json: "freeplay.disabled" equals its key',
    ]);
    expect(problemsOf('x/AR.json', null, reference)).toEqual(['x/AR.json: missing file']);
    const lostPlaceholder = new Map([
      ['title', '{{n}} Título'],
      ['freeplay.disabled', 'Não'],
    ]);
    expect(problemsOf('x/PT.json', lostPlaceholder, reference)).toEqual([
      'x/PT.json: "title" has placeholders ["{{n}}"], CN has []',
    ]);
    expect(
      problemsOf(
        'x/ES.json',
        new Map([
          ['title', 'Título'],
          ['freeplay.disabled', 'No'],
        ]),
        reference,
      ),
    ).toEqual([]);
  });
});
