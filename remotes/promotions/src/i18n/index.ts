import {
  translationLoader,
  useAreaNamespace as useNamespaceLoaded,
  useAreaTranslation as useNamespaceTranslation,
} from '@wl/i18n';
import { NAMESPACE } from '../constants';

/**
 * The area's translations for a language; null for languages it has none for (they fall back to EN, then CN). One
 * lazily loaded chunk per language.
 */
export const translations = translationLoader({
  CN: () => import('./locales/CN.json'),
  TW: () => import('./locales/TW.json'),
  TH: () => import('./locales/TH.json'),
  JA: () => import('./locales/JA.json'),
  EN: () => import('./locales/EN.json'),
  VI: () => import('./locales/VI.json'),
  RU: () => import('./locales/RU.json'),
  PT: () => import('./locales/PT.json'),
  ES: () => import('./locales/ES.json'),
  AR: () => import('./locales/AR.json'),
});

/** `t` of the area's namespace (`t('key')`, common keys as `t('common:retry')`). */
export function useAreaTranslation() {
  return useNamespaceTranslation(NAMESPACE);
}

/**
 * Make sure the namespace is loaded for the current language (the host normally does it first; this covers a
 * language change and a host that did not). Used by the routes root and each widget.
 */
export function useAreaNamespace(): void {
  useNamespaceLoaded(NAMESPACE, translations);
}
