import { defineAreaI18n, everyLanguageLoader } from '@wl/i18n';

/**
 * The member texts of promotions (reward application, raffles, the account bar's count): a namespace of their own,
 * loaded with the member kit, so a visitor's first visit does not download them.
 */
export const MEMBER_NAMESPACE = 'promotions-member';

/**
 * The member namespace's loader and hooks: `useMemberTranslation` is its `t` (the spec's message keys, e.g.
 * `activity_apply_remark_limit1`); `useMemberNamespace` makes sure its texts are loaded for the current language
 * (each member component calls it). One on-demand chunk per language.
 */
export const {
  loadTranslations: memberTranslations,
  useAreaTranslation: useMemberTranslation,
  useAreaNamespace: useMemberNamespace,
} = defineAreaI18n(
  MEMBER_NAMESPACE,
  everyLanguageLoader(
    (lng) =>
      import(/* webpackChunkName: "on-demand-member-texts-[request]" */ `./locales/member/${lng}.json`),
  ),
);
