import { defineAreaI18n, everyLanguageLoader, type NamespaceTexts } from '@wl/i18n';

type Texts = Promise<{ default: NamespaceTexts }>;

/**
 * One language's texts: the area's own file plus the records, rewards, agent and responsible-gaming pages' file
 * (locales/member-records/), kept apart so the pages' many texts do not crowd the frame's file.
 */
async function withRecords(frame: Texts, records: Texts): Promise<{ default: NamespaceTexts }> {
  const [a, b] = await Promise.all([frame, records]);
  return { default: { ...b.default, ...a.default } };
}

/**
 * The member-centre area's i18n: its namespace (its remote id), its loader and hooks. The loader resolves to null
 * for a code that is not a language (it falls back). Each language's texts are separate lazy chunks: a player
 * downloads only their language.
 */
export const { NAMESPACE, loadTranslations, useAreaTranslation, useAreaNamespace } = defineAreaI18n(
  'member-centre',
  everyLanguageLoader((lng) =>
    withRecords(
      import(/* webpackExclude: /locales\/member-records\// */ `./locales/${lng}.json`),
      import(`./locales/member-records/${lng}.json`),
    ),
  ),
);
