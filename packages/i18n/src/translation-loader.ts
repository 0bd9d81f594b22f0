import { KNOWN_LANGUAGES, SUPPORTED_LANGUAGES, type Language } from './languages';

/** Translations of one namespace for one language: nested key/value objects. */
export type NamespaceTexts = { [key: string]: string | NamespaceTexts };

/** Loads an area's texts for a language (lazily imported JSON); resolves to null when the area has none for it. */
export type TranslationLoader = (language: Language) => Promise<NamespaceTexts | null>;

/** One language's texts as a lazy import of its JSON file: `() => import('./locales/EN.json')`. */
export type TranslationImporter = () => Promise<{ default: NamespaceTexts }>;

/**
 * Build an area's {@link TranslationLoader} from one importer per language it has texts for; the loader resolves to
 * null for any other language (addNamespace then falls back, see `fallbackChain`).
 *
 * Keep the `import()` calls in the area, written out per language: webpack splits a separate chunk per language only
 * for an `import()` whose path it can read, so a player downloads just their language.
 *
 * @example
 * export const loadTranslations = translationLoader({
 *   CN: () => import('./locales/CN.json'),
 *   EN: () => import('./locales/EN.json'),
 * });
 */
export function translationLoader(
  importers: Partial<Record<Language, TranslationImporter>>,
): TranslationLoader {
  return async (language) => {
    // Own keys only: a code that is not a language must not reach Object.prototype.
    const load = Object.hasOwn(importers, language) ? importers[language] : undefined;
    return load ? (await load()).default : null;
  };
}

/** Every language code the site knows: a loader is asked for nothing else. */
const LANGUAGES: ReadonlySet<string> = new Set<string>([...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES]);

/** Any language's texts as one lazy import whose path names the language (see {@link everyLanguageLoader}). */
export type LanguageImporter = (language: Language) => Promise<{ default: NamespaceTexts }>;

/**
 * Build the {@link TranslationLoader} of an area that has a file for every language the site knows, from one
 * `import()` whose path names the language; the loader resolves to null for a code that is not a language.
 *
 * webpack splits a template-literal `import()` into one lazy chunk per matching file, so a player still downloads
 * just their language; a `webpackChunkName` of `"texts-[request]"` names them `texts-<LANG>` (@wl/mf-config drops
 * the `-json` that `[request]` leaves), the names the site server preloads by.
 *
 * @example
 * export const loadTranslations = everyLanguageLoader((lng) => import(`./locales/${lng}.json`));
 */
export function everyLanguageLoader(importLanguage: LanguageImporter): TranslationLoader {
  return async (language) => (LANGUAGES.has(language) ? (await importLanguage(language)).default : null);
}
