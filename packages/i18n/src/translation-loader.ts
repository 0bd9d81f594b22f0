import type { NamespaceTexts, TranslationLoader } from './create-i18n';
import type { Language } from './languages';

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
