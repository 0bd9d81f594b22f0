import { translationLoader } from '@wl/i18n';

/** The area's i18n namespace: its remote id. */
export const NAMESPACE = 'lottery';

/**
 * Loads the lottery namespace for a language; null for a language the area has no texts for (it falls back). Each
 * language's texts are a separate lazy chunk: a player downloads only their language.
 */
export const loadTranslations = translationLoader({
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
