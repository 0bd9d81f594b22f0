import {
  translationLoader,
  useAreaNamespace as useNamespaceLoaded,
  useAreaTranslation as useNamespaceTranslation,
} from '@wl/i18n';
import { NAMESPACE } from '../constants';

/**
 * The area's translations for a language; null for languages it has none for (they fall back to EN, then CN). One
 * lazily loaded chunk per language, named `texts-<LANG>`: the site server preloads the visitor's one with the page
 * (@wl/mf-config LanguageAssetsPlugin).
 */
export const translations = translationLoader({
  CN: () => import(/* webpackChunkName: "texts-CN" */ './locales/CN.json'),
  TW: () => import(/* webpackChunkName: "texts-TW" */ './locales/TW.json'),
  TH: () => import(/* webpackChunkName: "texts-TH" */ './locales/TH.json'),
  JA: () => import(/* webpackChunkName: "texts-JA" */ './locales/JA.json'),
  EN: () => import(/* webpackChunkName: "texts-EN" */ './locales/EN.json'),
  VI: () => import(/* webpackChunkName: "texts-VI" */ './locales/VI.json'),
  RU: () => import(/* webpackChunkName: "texts-RU" */ './locales/RU.json'),
  PT: () => import(/* webpackChunkName: "texts-PT" */ './locales/PT.json'),
  ES: () => import(/* webpackChunkName: "texts-ES" */ './locales/ES.json'),
  AR: () => import(/* webpackChunkName: "texts-AR" */ './locales/AR.json'),
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
