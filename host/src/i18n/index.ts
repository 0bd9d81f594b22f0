import { translationLoader, type NamespaceTexts } from '@wl/i18n';

// The shell's texts live in one file per language and per feature group (frame; login, two-factor and passwords;
// captcha and social sign-in; registration; site pages: help, download, speed test, feedback; site settings), so each group's
// owners edit their own files. One namespace: `host`.
// Each language is its own chunk: a player downloads only their language and its fallbacks.
type TextsImporter = () => Promise<{ default: NamespaceTexts }>;

/** One language's texts: its feature groups' files, fetched together (one chunk) and merged. */
const languageTexts =
  (...groups: TextsImporter[]): TextsImporter =>
  async () => ({
    default: Object.assign({}, ...(await Promise.all(groups.map((load) => load()))).map((g) => g.default)),
  });

/** Loads the shell's texts (namespace `host`) for one language. */
export const loadHostTexts = translationLoader({
  CN: languageTexts(
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/login/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/social/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/register/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/site-pages/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/account-bar/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/referral/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/site-settings/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/chat/CN.json'),
    () => import(/* webpackChunkName: "host-texts-CN" */ './locales/realtime/CN.json'),
  ),
  TW: languageTexts(
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/login/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/social/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/register/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/site-pages/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/account-bar/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/referral/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/site-settings/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/chat/TW.json'),
    () => import(/* webpackChunkName: "host-texts-TW" */ './locales/realtime/TW.json'),
  ),
  EN: languageTexts(
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/login/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/social/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/register/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/site-pages/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/account-bar/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/referral/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/site-settings/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/chat/EN.json'),
    () => import(/* webpackChunkName: "host-texts-EN" */ './locales/realtime/EN.json'),
  ),
  TH: languageTexts(
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/login/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/social/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/register/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/site-pages/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/account-bar/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/referral/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/site-settings/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/chat/TH.json'),
    () => import(/* webpackChunkName: "host-texts-TH" */ './locales/realtime/TH.json'),
  ),
  JA: languageTexts(
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/login/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/social/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/register/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/site-pages/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/account-bar/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/referral/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/site-settings/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/chat/JA.json'),
    () => import(/* webpackChunkName: "host-texts-JA" */ './locales/realtime/JA.json'),
  ),
  VI: languageTexts(
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/login/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/social/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/register/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/site-pages/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/account-bar/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/referral/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/site-settings/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/chat/VI.json'),
    () => import(/* webpackChunkName: "host-texts-VI" */ './locales/realtime/VI.json'),
  ),
});
