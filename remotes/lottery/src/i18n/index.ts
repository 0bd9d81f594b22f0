import { defineAreaI18n, everyLanguageLoader } from '@wl/i18n';

/**
 * The lottery area's i18n: its namespace (its remote id), its loader and hooks. The loader resolves to null for a code
 * that is not a language (it falls back). Each language's texts are a separate lazy chunk named `texts-<LANG>`: a
 * player downloads only their language, which the site server preloads with the page (@wl/mf-config
 * LanguageAssetsPlugin).
 */
export const { NAMESPACE, loadTranslations, useAreaTranslation, useAreaNamespace } = defineAreaI18n(
  'lottery',
  everyLanguageLoader((lng) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${lng}.json`)),
);
