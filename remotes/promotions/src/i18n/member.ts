import {
  translationLoader,
  useAreaNamespace as useNamespaceLoaded,
  useAreaTranslation as useNamespaceTranslation,
} from '@wl/i18n';

/**
 * The member texts of promotions (reward application, raffles, the account bar's count): a namespace of their own,
 * loaded with the member kit, so a visitor's first visit does not download them.
 */
export const MEMBER_NAMESPACE = 'promotions-member';

/** The member texts for a language, one on-demand chunk per language. */
export const memberTranslations = translationLoader({
  CN: () => import(/* webpackChunkName: "on-demand-member-texts-CN" */ './locales/member/CN.json'),
  TW: () => import(/* webpackChunkName: "on-demand-member-texts-TW" */ './locales/member/TW.json'),
  TH: () => import(/* webpackChunkName: "on-demand-member-texts-TH" */ './locales/member/TH.json'),
  JA: () => import(/* webpackChunkName: "on-demand-member-texts-JA" */ './locales/member/JA.json'),
  EN: () => import(/* webpackChunkName: "on-demand-member-texts-EN" */ './locales/member/EN.json'),
  VI: () => import(/* webpackChunkName: "on-demand-member-texts-VI" */ './locales/member/VI.json'),
  RU: () => import(/* webpackChunkName: "on-demand-member-texts-RU" */ './locales/member/RU.json'),
  PT: () => import(/* webpackChunkName: "on-demand-member-texts-PT" */ './locales/member/PT.json'),
  ES: () => import(/* webpackChunkName: "on-demand-member-texts-ES" */ './locales/member/ES.json'),
  AR: () => import(/* webpackChunkName: "on-demand-member-texts-AR" */ './locales/member/AR.json'),
});

/** `t` of the member namespace (the spec's message keys, e.g. `activity_apply_remark_limit1`). */
export function useMemberTranslation() {
  return useNamespaceTranslation(MEMBER_NAMESPACE);
}

/** Make sure the member texts are loaded for the current language (each member component calls it). */
export function useMemberNamespace(): void {
  useNamespaceLoaded(MEMBER_NAMESPACE, memberTranslations);
}
