/** Languages a player can pick (spec/shell.md §1). */
export const SUPPORTED_LANGUAGES = ['CN', 'TW', 'TH', 'JA', 'EN', 'VI'] as const;
/** The order the language switcher lists them in. */
export const SWITCHER_LANGUAGES = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
/** Languages the site knows (accepted from `?lang=` and storage) but does not offer in the switcher. */
export const KNOWN_LANGUAGES = ['RU', 'PT', 'ES', 'AR'] as const;
/** Default interface language. */
export const DEFAULT_LANGUAGE = 'CN';
/** i18next's pseudo-language that renders message keys instead of texts; tests use it to assert spec keys. */
export const CIMODE = 'cimode';
/** Right-to-left languages. */
export const RTL_LANGUAGES: readonly Language[] = ['AR'];

/** A language code as the spec writes it. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number] | (typeof KNOWN_LANGUAGES)[number];
/** A language or the cimode pseudo-language. */
export type DisplayLanguage = Language | typeof CIMODE;

const ALL: readonly string[] = [...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES];

/** BCP 47 tags for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TH: 'th',
  JA: 'ja',
  EN: 'en',
  VI: 'vi',
  RU: 'ru',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  CN: '简体中文',
  TW: '繁體中文',
  TH: 'ไทย',
  JA: '日本語',
  EN: 'English',
  VI: 'Tiếng Việt',
  RU: 'Русский',
  PT: 'Português',
  ES: 'Español',
  AR: 'العربية',
};

/** Normalise a code from a URL, storage or the server; unknown codes give null. */
export function parseLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  return ALL.includes(upper) ? (upper as Language) : null;
}

/** Read `?lang=` from a query string: a known language, `cimode`, or null. */
export function languageFromQuery(search: string): DisplayLanguage | null {
  const value = new URLSearchParams(search).get('lang');
  if (value?.toLowerCase() === CIMODE) return CIMODE;
  return parseLanguage(value);
}

/** Text direction for a language. */
export function directionOf(language: DisplayLanguage): 'ltr' | 'rtl' {
  return language !== CIMODE && RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * Languages whose texts an area may not carry: these fall back to EN, then CN.
 * Chinese variants fall back to each other first.
 */
export function fallbackChain(language: Language): Language[] {
  if (language === 'TW') return ['CN', 'EN'];
  if (language === 'CN') return ['EN'];
  return ['EN', 'CN'];
}
