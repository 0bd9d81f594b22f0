import { CIMODE, parseLanguage, type Language } from './languages';

/**
 * @wl/i18n/script, an entry of its own (loaded only with the code that asks): is a text the server sent written in
 * the player's language? Told by its writing system, which is what a player sees at once: a Chinese text for an
 * English player, an English one for a Thai player. Languages of one script (EN, VI, PT, ES) are not told apart.
 */

/** A writing system; `japanese` is Han with kana. */
export type Script = 'han' | 'japanese' | 'hangul' | 'thai' | 'arabic' | 'cyrillic' | 'latin';

/** The script each of the site's languages is written in. */
export const LANGUAGE_SCRIPTS: Record<Language, Script> = {
  CN: 'han',
  TW: 'han',
  JA: 'japanese',
  TH: 'thai',
  AR: 'arabic',
  RU: 'cyrillic',
  EN: 'latin',
  VI: 'latin',
  PT: 'latin',
  ES: 'latin',
};

/** The scripts other than Latin, each with its letters. */
const SCRIPT_LETTERS: [Script, RegExp][] = [
  ['han', /\p{Script=Han}/gu],
  ['hangul', /\p{Script=Hangul}/gu],
  ['thai', /\p{Script=Thai}/gu],
  ['arabic', /\p{Script=Arabic}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The script a text is written in: kana make it Japanese; otherwise the non-Latin script with the most letters (a
 * Chinese text naming "Line" or "WhatsApp" is Chinese); Latin when it has only Latin letters; null when it has no
 * letters at all. The register config's `(min)` and `(max)` placeholders are not words of the text.
 */
export function scriptOf(text: string): Script | null {
  const words = text.replace(/\((min|max)\)/g, '');
  if (KANA.test(words)) return 'japanese';
  let best: Script | null = null;
  let most = 0;
  for (const [script, letters] of SCRIPT_LETTERS) {
    const count = words.match(letters)?.length ?? 0;
    if (count > most) [best, most] = [script, count];
  }
  return best ?? (LATIN.test(words) ? 'latin' : null);
}

/**
 * Is `text` written in `language` (a language code, or cimode: never)? A text without letters is in no language.
 */
export function writtenIn(text: string, language: string): boolean {
  if (language === CIMODE) return false;
  const code = parseLanguage(language);
  const script = scriptOf(text);
  return code !== null && script !== null && LANGUAGE_SCRIPTS[code] === script;
}
