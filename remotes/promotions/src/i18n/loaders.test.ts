import { KNOWN_LANGUAGES, SUPPORTED_LANGUAGES } from '@wl/i18n';
import CN from './locales/CN.json';
import MEMBER_CN from './locales/member/CN.json';
import { loadTranslations as translations } from './index';
import { memberTranslations } from './member';

// Each language of the ten is registered with both loaders: a language left out would fall back to EN silently.
describe('promotions translation loaders', () => {
  it.each([...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES])('load both namespaces for %s', async (language) => {
    expect(Object.keys((await translations(language))!).sort()).toEqual(Object.keys(CN).sort());
    expect(Object.keys((await memberTranslations(language))!).sort()).toEqual(Object.keys(MEMBER_CN).sort());
  });

  it('gives RU, PT, ES and AR their own texts', async () => {
    const titles = await Promise.all(
      KNOWN_LANGUAGES.map(async (lng) => (await translations(lng))!.promotions_title),
    );
    expect(titles).toEqual(['Акции', 'Promoções', 'Promociones', 'العروض']);
    const english = (await memberTranslations('EN'))!.apply_success;
    for (const lng of KNOWN_LANGUAGES)
      expect((await memberTranslations(lng))!.apply_success).not.toBe(english);
  });
});
