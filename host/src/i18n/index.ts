import { translationLoader } from '@wl/i18n';

// The shell's texts live in one file per language and per feature group (frame; login, two-factor and passwords;
// captcha and social sign-in; registration; site pages: help, download, speed test, feedback; account bar; referral;
// site settings; chat; realtime), so each group's owners edit their own files. One namespace: `host`.
// ./texts/<LANG>.ts merges a language's groups: a new group is one import line in each of those ten files.
// Each language is its own chunk (the merge module and its files together): a player downloads only their language
// and its fallbacks, and the first load carries one importer per language, not one per file.

/** The i18n namespace of the shell's own texts. */
export const HOST_NAMESPACE = 'host';

/** Loads the shell's texts (namespace `host`) for one language. */
export const loadHostTexts = translationLoader({
  CN: () => import(/* webpackChunkName: "host-texts-CN" */ './texts/CN'),
  TW: () => import(/* webpackChunkName: "host-texts-TW" */ './texts/TW'),
  TH: () => import(/* webpackChunkName: "host-texts-TH" */ './texts/TH'),
  JA: () => import(/* webpackChunkName: "host-texts-JA" */ './texts/JA'),
  EN: () => import(/* webpackChunkName: "host-texts-EN" */ './texts/EN'),
  VI: () => import(/* webpackChunkName: "host-texts-VI" */ './texts/VI'),
  RU: () => import(/* webpackChunkName: "host-texts-RU" */ './texts/RU'),
  PT: () => import(/* webpackChunkName: "host-texts-PT" */ './texts/PT'),
  ES: () => import(/* webpackChunkName: "host-texts-ES" */ './texts/ES'),
  AR: () => import(/* webpackChunkName: "host-texts-AR" */ './texts/AR'),
});

/**
 * Format dates and money for a language (see ./formatting): the code is its own chunk, fetched alongside the texts,
 * so it stays out of the first load.
 */
export async function applyFormattingLanguage(
  ...args: Parameters<typeof import('./formatting').applyFormattingLanguage>
): Promise<void> {
  const { applyFormattingLanguage: apply } = await import(
    /* webpackChunkName: "formatting" */ './formatting'
  );
  await apply(...args);
}
