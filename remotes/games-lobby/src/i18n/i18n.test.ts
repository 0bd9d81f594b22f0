import AR from './locales/AR.json';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import ES from './locales/ES.json';
import JA from './locales/JA.json';
import PT from './locales/PT.json';
import RU from './locales/RU.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';
import type { Language } from '@wl/i18n';
import { loadTranslations } from './index';

type Texts = Record<string, string>;

/** Every language the site knows (the switcher's six and RU, PT, ES, AR), each with its own file. */
const LOCALES: Record<Language, Texts> = { CN, TW, TH, JA, EN, VI, RU, PT, ES, AR };

describe('games-lobby translations', () => {
  // Keys, real texts and placeholders in all ten languages: packages/i18n/src/locales-complete.test.ts.

  it.each(Object.keys(LOCALES) as Language[])('loads %s lazily from its own file', async (lng) => {
    expect(await loadTranslations(lng)).toEqual(LOCALES[lng]);
  });

  it('has no texts for a code that is not a language', async () => {
    expect(await loadTranslations('XX' as Language)).toBeNull();
  });
});
