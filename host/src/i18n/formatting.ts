import { CIMODE, DEFAULT_LANGUAGE, HTML_LANG, type DisplayLanguage, type Language } from '@wl/i18n';
import { setNumberLocale } from '@wl/ui';
import dayjs from 'dayjs';

/** dayjs's name for each language's locale; EN is built into dayjs. */
export const DAYJS_LOCALES: Record<Language, string> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  TH: 'th',
  JA: 'ja',
  EN: 'en',
  VI: 'vi',
  RU: 'ru',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};

type LocaleImporter = () => Promise<unknown>;

// Fetched with the language, never all of them, never in the first load: each locale goes into the chunk of the
// shell's texts of its language (same chunk name), so a language is still one request and adds no chunk to the
// runtime's list. Each module registers itself with dayjs when it runs. Written out per language so webpack can
// read each path.
const DAYJS_IMPORTERS: Partial<Record<Language, LocaleImporter>> = {
  // Not with CN's texts: every language falls back to them, and only CN needs this locale. Named as CN's texts are
  // (`*-texts-CN`), so the site server preloads it with them (@wl/mf-config LanguageAssetsPlugin).
  CN: () => import(/* webpackChunkName: "date-texts-CN" */ 'dayjs/locale/zh-cn'),
  TW: () => import(/* webpackChunkName: "host-texts-TW" */ 'dayjs/locale/zh-tw'),
  TH: () => import(/* webpackChunkName: "host-texts-TH" */ 'dayjs/locale/th'),
  JA: () => import(/* webpackChunkName: "host-texts-JA" */ 'dayjs/locale/ja'),
  VI: () => import(/* webpackChunkName: "host-texts-VI" */ 'dayjs/locale/vi'),
  RU: () => import(/* webpackChunkName: "host-texts-RU" */ 'dayjs/locale/ru'),
  PT: () => import(/* webpackChunkName: "host-texts-PT" */ 'dayjs/locale/pt'),
  ES: () => import(/* webpackChunkName: "host-texts-ES" */ 'dayjs/locale/es'),
  AR: () => import(/* webpackChunkName: "host-texts-AR" */ 'dayjs/locale/ar'),
};

// A later change wins: a slow locale chunk of an earlier language must not overwrite the newer one.
let latest = 0;

/**
 * Format dates and numbers for a language: money and numbers at once (Intl, the language's HTML_LANG tag), dayjs's
 * locale as soon as its chunk is in. cimode keeps the default language's numbers and dayjs's built-in English, so
 * tests read the same figures in every run. A locale chunk that fails to load leaves the previous locale: dates still
 * render, only month and weekday names stay in the earlier language.
 */
export async function applyFormattingLanguage(language: DisplayLanguage): Promise<void> {
  const call = ++latest;
  const lng: Language = language === CIMODE ? DEFAULT_LANGUAGE : language;
  setNumberLocale(HTML_LANG[lng]);
  const load = language === CIMODE ? undefined : DAYJS_IMPORTERS[lng];
  try {
    await load?.();
  } catch (error) {
    console.warn(`[i18n] could not load the date locale of ${lng}`, error);
    return;
  }
  if (call === latest) dayjs.locale(language === CIMODE ? DAYJS_LOCALES.EN : DAYJS_LOCALES[lng]);
}
