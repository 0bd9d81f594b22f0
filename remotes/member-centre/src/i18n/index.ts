import { translationLoader } from '@wl/i18n';

/** The area's i18n namespace: its remote id. */
export const NAMESPACE = 'member-centre';

type Texts = Promise<{ default: Record<string, string> }>;

/**
 * One language's texts: the area's own file plus the records, rewards, agent and responsible-gaming pages' file
 * (locales/member-records/), kept apart so the pages' many texts do not crowd the frame's file.
 */
async function withRecords(frame: Texts, records: Texts): Promise<{ default: Record<string, string> }> {
  const [a, b] = await Promise.all([frame, records]);
  return { default: { ...b.default, ...a.default } };
}

/**
 * Loads the member-centre namespace for a language; null for a language the area has no texts for (it falls back). Each
 * language's texts are a separate lazy chunk: a player downloads only their language.
 */
export const loadTranslations = translationLoader({
  CN: () => withRecords(import('./locales/CN.json'), import('./locales/member-records/CN.json')),
  TW: () => withRecords(import('./locales/TW.json'), import('./locales/member-records/TW.json')),
  TH: () => withRecords(import('./locales/TH.json'), import('./locales/member-records/TH.json')),
  JA: () => withRecords(import('./locales/JA.json'), import('./locales/member-records/JA.json')),
  EN: () => withRecords(import('./locales/EN.json'), import('./locales/member-records/EN.json')),
  VI: () => withRecords(import('./locales/VI.json'), import('./locales/member-records/VI.json')),
  RU: () => withRecords(import('./locales/RU.json'), import('./locales/member-records/RU.json')),
  PT: () => withRecords(import('./locales/PT.json'), import('./locales/member-records/PT.json')),
  ES: () => withRecords(import('./locales/ES.json'), import('./locales/member-records/ES.json')),
  AR: () => withRecords(import('./locales/AR.json'), import('./locales/member-records/AR.json')),
});
