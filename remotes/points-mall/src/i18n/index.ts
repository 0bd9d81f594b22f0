import { defineAreaI18n, everyLanguageLoader } from '@wl/i18n';
import { NAMESPACE } from '../constants';

/**
 * The points-mall area's i18n: its loader and hooks for its namespace (constants.ts). The loader resolves to null for a code
 * that is not a language (it falls back). Each language's texts are a separate lazy chunk named `texts-<LANG>`: a
 * player downloads only their language, which the site server preloads with the page (@wl/mf-config
 * LanguageAssetsPlugin).
 */
export const { loadTranslations, useAreaTranslation, useAreaNamespace } = defineAreaI18n(
  NAMESPACE,
  everyLanguageLoader((lng) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${lng}.json`)),
);
