import { useEffect } from 'react';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';
import { addNamespace, COMMON_NAMESPACE, namespaceAddedEvent } from './create-i18n';
import type { TranslationLoader } from './translation-loader';
import { CIMODE, type DisplayLanguage } from './languages';

type AreaOptions = UseTranslationOptions<undefined> & { bindI18nStore: string };
const areaOptions = new Map<string, AreaOptions>();

/**
 * Re-render when texts of the area's namespace, or common texts (which its `t` reaches as `common:` and as the
 * fallback namespace), are added to the store: the host (or {@link useAreaNamespace}) may add them after the first
 * render, and again after a language change. No Suspense: until its texts arrive a component shows the keys'
 * fallbacks rather than suspending the page around it. One options object per namespace: react-i18next keeps its
 * snapshot while the options are the same object.
 */
function optionsFor(namespace: string): AreaOptions {
  let options = areaOptions.get(namespace);
  if (!options) {
    options = {
      bindI18nStore: `${namespaceAddedEvent(namespace)} ${namespaceAddedEvent(COMMON_NAMESPACE)}`,
      useSuspense: false,
    };
    areaOptions.set(namespace, options);
  }
  return options;
}

/**
 * `useTranslation` for an area's namespace (`t('key')`, common keys as `t('common:retry')`), re-rendering when the
 * namespace's or the common texts are added after the first render (not when another area's are).
 */
export function useAreaTranslation<const Namespace extends string>(namespace: Namespace) {
  return useTranslation(namespace, optionsFor(namespace));
}

/**
 * Make sure an area's namespace is loaded for the current language. The host normally adds it before mounting the
 * area; this covers a language change and a host (or harness) that did not. Call it in the area's routes root and in
 * each widget.
 */
export function useAreaNamespace(namespace: string, load: TranslationLoader): void {
  const { i18n } = useAreaTranslation(namespace);
  const language = i18n.language as DisplayLanguage;
  useEffect(() => {
    if (language === CIMODE || i18n.hasResourceBundle(language, namespace)) return;
    void addNamespace(i18n, namespace, language, load);
  }, [i18n, language, namespace, load]);
}

/** What an area's i18n module gives its components: its namespace, its loader and the two hooks bound to them. */
export interface AreaI18n<Namespace extends string> {
  /** The area's namespace: its remote id. */
  readonly NAMESPACE: Namespace;
  /** Loads the namespace for a language (the area's remote entry hands it to the host). */
  readonly loadTranslations: TranslationLoader;
  /** {@link useAreaTranslation} of the area's namespace. */
  useAreaTranslation(): ReturnType<typeof useAreaTranslation<Namespace>>;
  /** {@link useAreaNamespace} of the area's namespace and loader. */
  useAreaNamespace(): void;
}

/**
 * An area's i18n in one call: its namespace, its loader (e.g. `everyLanguageLoader`) and the hooks bound to
 * both, so an area's `src/i18n/index.ts` is one declaration rather than a copy of every other area's.
 *
 * @example
 * export const { NAMESPACE, loadTranslations, useAreaTranslation, useAreaNamespace } = defineAreaI18n(
 *   'lottery',
 *   everyLanguageLoader((lng) => import(`./locales/${lng}.json`)),
 * );
 */
export function defineAreaI18n<const Namespace extends string>(
  namespace: Namespace,
  loadTranslations: TranslationLoader,
): AreaI18n<Namespace> {
  return {
    NAMESPACE: namespace,
    loadTranslations,
    useAreaTranslation: function useAreaTexts() {
      return useAreaTranslation(namespace);
    },
    useAreaNamespace: function useAreaTextsLoaded() {
      useAreaNamespace(namespace, loadTranslations);
    },
  };
}
