import { useEffect } from 'react';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';
import { addNamespace, type TranslationLoader } from './create-i18n';
import { CIMODE, type DisplayLanguage } from './languages';

/**
 * Re-render when texts are added to the store: the host (or {@link useAreaNamespace}) may add an area's namespace
 * after the first render, and again after a language change. No Suspense: until its texts arrive a component shows
 * the keys' fallbacks rather than suspending the page around it.
 */
const AREA_OPTIONS: UseTranslationOptions<undefined> & { bindI18nStore: string } = {
  bindI18nStore: 'added',
  useSuspense: false,
};

/**
 * `useTranslation` for an area's namespace (`t('key')`, common keys as `t('common:retry')`), re-rendering when the
 * namespace's texts are added after the first render.
 */
export function useAreaTranslation<const Namespace extends string>(namespace: Namespace) {
  return useTranslation(namespace, AREA_OPTIONS);
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
