import { translationLoader } from '@wl/i18n';

/** The date range's texts for a language, one lazy chunk per language. */
export const loadDateRangeTexts = translationLoader({
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
