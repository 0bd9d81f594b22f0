import i18next, { type i18n as I18nInstance, type Resource } from 'i18next';
import { COMMON_TEXTS } from './locales/common';
import { CIMODE, DEFAULT_LANGUAGE, fallbackChain, type DisplayLanguage, type Language } from './languages';
import type { TranslationLoader } from './translation-loader';

/** Namespace of the keys in {@link COMMON_TEXTS}. */
export const COMMON_NAMESPACE = 'common';

/**
 * Create the site's i18next instance with the common namespace loaded for every language.
 * Each area adds its own namespace (named after its id) with {@link addNamespace}.
 */
export function createI18n(language: DisplayLanguage = DEFAULT_LANGUAGE): I18nInstance {
  const resources: Resource = {};
  for (const [lng, texts] of Object.entries(COMMON_TEXTS)) resources[lng] = { [COMMON_NAMESPACE]: texts };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources,
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    fallbackLng: (code: string) => (code === CIMODE ? [] : fallbackChain(code as Language)),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  relayNamespaceAdditions(instance);
  return instance;
}

/**
 * The store event an area's `useAreaTranslation` re-renders on: `added:<namespace>`, which every instance
 * {@link createI18n} makes emits beside i18next's own `added` for every bundle added.
 */
export function namespaceAddedEvent(namespace: string): string {
  return `added:${namespace}`;
}

/**
 * Make `instance`'s store emit `added:<namespace>` whenever a bundle is added, so a component re-renders for the texts
 * it shows only: with i18next's own `added`, every translated component of every area re-rendered (synchronously)
 * for each bundle any area or language loaded, several times while a page starts.
 */
function relayNamespaceAdditions(instance: I18nInstance): void {
  // The store is i18next's event emitter; its type leaves `emit` out.
  const store = instance.store as unknown as { emit(event: string, ...args: unknown[]): void };
  instance.store.on('added', (lng: string, ns: string) => store.emit(namespaceAddedEvent(ns), lng, ns));
}

/**
 * Load `namespace` for `language` into `instance`: the language's texts, or when the area does not carry that language
 * (its loader answers null or fails), the first of its fallbacks that it carries. A carried language has every key
 * (locales-complete.test.ts), so its fallbacks are never fetched: a CN page does not also download the EN texts of the
 * host and of each area it shows. Each is loaded once; a failure leaves the namespace empty so keys still render, and
 * it never throws.
 */
export async function addNamespace(
  instance: I18nInstance,
  namespace: string,
  language: DisplayLanguage,
  load: TranslationLoader,
): Promise<void> {
  if (language === CIMODE) return;
  for (const lng of [language, ...fallbackChain(language)]) {
    if (instance.hasResourceBundle(lng, namespace)) return;
    try {
      const texts = await load(lng);
      if (texts) {
        instance.addResourceBundle(lng, namespace, texts, true, false);
        return;
      }
    } catch (error) {
      console.warn(`[i18n] could not load ${namespace}/${lng}`, error);
    }
  }
}
