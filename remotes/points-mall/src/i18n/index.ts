import {
  addNamespace,
  CIMODE,
  type DisplayLanguage,
  type Language,
  type NamespaceTexts,
  type TranslationLoader,
} from '@wl/i18n';
import { useEffect } from 'react';
import { useTranslation, type UseTranslationOptions } from 'react-i18next';
import { NAMESPACE } from '../constants';

type Loader = () => Promise<{ default: NamespaceTexts }>;

/** One lazily loaded chunk per language. */
const LOCALES: Partial<Record<Language, Loader>> = {
  CN: () => import('./locales/CN.json'),
  TW: () => import('./locales/TW.json'),
  TH: () => import('./locales/TH.json'),
  JA: () => import('./locales/JA.json'),
  EN: () => import('./locales/EN.json'),
  VI: () => import('./locales/VI.json'),
};

/** The area's translations for a language; null for languages it has none for (they fall back to EN, then CN). */
export const translations: TranslationLoader = async (language) => {
  const load = LOCALES[language];
  return load ? (await load()).default : null;
};

/**
 * Re-render when texts are added to the store: the host (or the root below) may add the namespace after the first
 * render, and after a language change.
 */
const OPTIONS: UseTranslationOptions<undefined> & { bindI18nStore: string } = {
  bindI18nStore: 'added',
  useSuspense: false,
};

/** `t` of the area's namespace (`t('key')`, common keys as `t('common:retry')`). */
export function useAreaTranslation() {
  return useTranslation(NAMESPACE, OPTIONS);
}

/**
 * Make sure the namespace is loaded for the current language (the host normally does it first; this covers a
 * language change and a host that did not). Used by the routes root and each widget.
 */
export function useAreaNamespace(): void {
  const { i18n } = useAreaTranslation();
  const language = i18n.language as DisplayLanguage;
  useEffect(() => {
    if (language === CIMODE || i18n.hasResourceBundle(language, NAMESPACE)) return;
    void addNamespace(i18n, NAMESPACE, language, translations);
  }, [i18n, language]);
}
