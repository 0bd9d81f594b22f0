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
import { loadTranslations as translations } from './index';

type Texts = Record<string, string>;

/** Every language the site knows, each with its own file. */
const LOCALES: Record<Language, Texts> = { CN, TW, TH, JA, EN, VI, RU, PT, ES, AR };

describe('points-mall translations', () => {
  // Keys, real texts and placeholders in all ten languages: packages/i18n/src/locales-complete.test.ts.

  it('has every spec message key the area shows', () => {
    for (const key of [
      'redeem_enter_line',
      'redeem_enter_payment_password',
      'redeem_enter_name',
      'redeem_enter_address',
      'redeem_enter_phone',
      'br_enright_cphone',
      'redeem_success',
    ]) {
      expect(CN).toHaveProperty(key);
    }
  });

  it.each(Object.keys(LOCALES) as Language[])('loads %s lazily from its own file', async (lng) => {
    expect(await translations(lng)).toEqual(LOCALES[lng]);
  });
});
