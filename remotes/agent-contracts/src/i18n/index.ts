import type { NamespaceTexts, TranslationLoader } from '@wl/i18n';

/** The area's i18n namespace: its remote id. */
export const NAMESPACE = 'agent-contracts';

const LOADERS: Record<string, () => Promise<{ default: NamespaceTexts }>> = {
  CN: () => import('./locales/CN.json'),
  TW: () => import('./locales/TW.json'),
  TH: () => import('./locales/TH.json'),
  JA: () => import('./locales/JA.json'),
  EN: () => import('./locales/EN.json'),
  VI: () => import('./locales/VI.json'),
};

/** Loads the area's texts lazily, one chunk per language; null for a language the area has no texts for. */
export const loadTranslations: TranslationLoader = async (language) => {
  const load = LOADERS[language];
  return load ? (await load()).default : null;
};
