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
  CN: () => import(/* webpackChunkName: "on-demand-member-texts-CN" */ './member/CN.json'),
  TW: () => import(/* webpackChunkName: "on-demand-member-texts-TW" */ './member/TW.json'),
  TH: () => import(/* webpackChunkName: "on-demand-member-texts-TH" */ './member/TH.json'),
  JA: () => import(/* webpackChunkName: "on-demand-member-texts-JA" */ './member/JA.json'),
  EN: () => import(/* webpackChunkName: "on-demand-member-texts-EN" */ './member/EN.json'),
  VI: () => import(/* webpackChunkName: "on-demand-member-texts-VI" */ './member/VI.json'),
});

/** `t` of the member namespace (the spec's message keys, e.g. `activity_apply_remark_limit1`). */
export function useMemberTranslation() {
  return useNamespaceTranslation(MEMBER_NAMESPACE);
}

/** Make sure the member texts are loaded for the current language (each member component calls it). */
export function useMemberNamespace(): void {
  useNamespaceLoaded(MEMBER_NAMESPACE, memberTranslations);
}
