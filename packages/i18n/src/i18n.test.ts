import {
  addNamespace,
  createI18n,
  directionOf,
  languageFromQuery,
  parseLanguage,
  COMMON_NAMESPACE,
  COMMON_TEXTS,
  KNOWN_LANGUAGES,
  loadCommonTexts,
  type Language,
} from './index';

describe('languages', () => {
  it('reads ?lang= including cimode and rejects unknown codes', () => {
    expect(languageFromQuery('?lang=en')).toBe('EN');
    expect(languageFromQuery('?lang=cimode')).toBe('cimode');
    expect(languageFromQuery('?lang=xx')).toBeNull();
    expect(parseLanguage('ar')).toBe('AR');
  });

  it('marks Arabic right-to-left', () => {
    expect(directionOf('AR')).toBe('rtl');
    expect(directionOf('CN')).toBe('ltr');
  });

  const LAZY_COMMON = ['TW', 'TH', 'JA', 'VI', ...KNOWN_LANGUAGES] as const;

  it('has every common key in every language of the ten', async () => {
    const keys = Object.keys(COMMON_TEXTS.CN!).sort();
    expect(Object.keys(COMMON_TEXTS.EN!).sort()).toEqual(keys);
    for (const lng of LAZY_COMMON) expect(Object.keys((await loadCommonTexts(lng))!).sort()).toEqual(keys);
  });

  it('keeps the common texts of every language but CN and EN out of the first load (lazy, one per language)', async () => {
    for (const lng of LAZY_COMMON) expect(COMMON_TEXTS[lng]).toBeUndefined();
    expect(await loadCommonTexts('CN')).toBeNull();
  });
});

describe('createI18n', () => {
  it('defaults to CN and renders keys in cimode', async () => {
    const i18n = createI18n();
    expect(i18n.t('in_sorry_in')).toBe('请先登录');
    await i18n.changeLanguage('cimode');
    expect(i18n.t('in_sorry_in')).toBe('in_sorry_in');
  });

  it('renders the common texts of the known languages in their own language once loaded', async () => {
    const texts = {
      RU: ['retry', 'Повторить'],
      PT: ['close', 'Fechar'],
      ES: ['cancel', 'Cancelar'],
      AR: ['no_data', 'لا توجد بيانات'],
    };
    for (const [lng, [key, text]] of Object.entries(texts)) {
      const i18n = createI18n(lng as Language);
      expect(i18n.t(key!)).toBe(createI18n('EN').t(key!)); // before: the EN fallback, never a raw key
      await addNamespace(i18n, COMMON_NAMESPACE, lng as Language, loadCommonTexts);
      expect(i18n.t(key!)).toBe(text);
    }
  });

  it('falls back to EN for an area namespace a known language has no texts for', async () => {
    const i18n = createI18n('RU');
    await addNamespace(i18n, 'area', 'RU', async (lng) => (lng === 'EN' ? { title: 'Lottery' } : null));
    expect(i18n.t('area:title')).toBe('Lottery');
  });

  it('adds an area namespace from the first of the language and its fallbacks it carries, once', async () => {
    const i18n = createI18n('TW');
    const load = jest.fn(async (lng: string) => (lng === 'CN' ? { title: '彩票' } : null));
    await addNamespace(i18n, 'lottery', 'TW', load);
    await addNamespace(i18n, 'lottery', 'TW', load);
    expect(i18n.t('lottery:title')).toBe('彩票');
    // TW is not carried (null, no download); CN is, so EN is never asked for; the second call finds CN loaded.
    expect(load.mock.calls.map((c) => c[0])).toEqual(['TW', 'CN', 'TW']);
  });

  it('does not fetch the fallbacks of a language the area carries, and falls back past a failed load', async () => {
    const i18n = createI18n('CN');
    const load = jest.fn(async (lng: string) => ({ title: `${lng} title` }));
    await addNamespace(i18n, 'games', 'CN', load);
    expect(load.mock.calls.map((c) => c[0])).toEqual(['CN']);
    expect(i18n.t('games:title')).toBe('CN title');

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = jest.fn(async (lng: string) => {
      if (lng === 'CN') throw new Error('chunk failed');
      return { title: `${lng} title` };
    });
    await addNamespace(i18n, 'lottery', 'CN', failing);
    expect(failing.mock.calls.map((c) => c[0])).toEqual(['CN', 'EN']);
    expect(i18n.t('lottery:title')).toBe('EN title');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
