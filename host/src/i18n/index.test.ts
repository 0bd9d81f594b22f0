import { KNOWN_LANGUAGES, SUPPORTED_LANGUAGES } from '@wl/i18n';
import { loadHostTexts } from './index';

// Each language's loader must register every feature group's file: a group left out would fall back silently.
describe('loadHostTexts', () => {
  it.each([...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES])('loads every host key for %s', async (language) => {
    const reference = (await loadHostTexts('CN'))!;
    const texts = (await loadHostTexts(language))!;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
  });

  it('gives RU, PT, ES and AR their own texts, not the English ones', async () => {
    const english = (await loadHostTexts('EN'))!;
    expect((await loadHostTexts('RU'))!.nav_home).toBe('Главная');
    expect((await loadHostTexts('PT'))!.nav_home).toBe('Início');
    expect((await loadHostTexts('ES'))!.nav_home).toBe('Inicio');
    expect((await loadHostTexts('AR'))!.nav_home).toBe('الرئيسية');
    for (const language of KNOWN_LANGUAGES) {
      expect((await loadHostTexts(language))!.login_title).not.toBe(english.login_title);
    }
  });
});
