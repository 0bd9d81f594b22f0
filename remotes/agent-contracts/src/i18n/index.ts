import { translationLoader } from '@wl/i18n';

/** The area's i18n namespace: its remote id. */
export const NAMESPACE = 'agent-contracts';

/**
 * Loads the agent-contracts namespace for a language; null for a language the area has no texts for (it falls back). Each
 * language's texts are a separate lazy chunk: a player downloads only their language. The chunks are named
 * `texts-<LANG>`: the site server preloads the visitor's one with the page (@wl/mf-config LanguageAssetsPlugin).
 */
export const loadTranslations = translationLoader({
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
