import {
  addNamespace,
  createI18n,
  directionOf,
  languageFromQuery,
  parseLanguage,
  COMMON_TEXTS,
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

  it('has every common key in every switchable language', () => {
    const keys = Object.keys(COMMON_TEXTS.CN!).sort();
    for (const lng of ['TW', 'TH', 'JA', 'EN', 'VI'] as const) {
      expect(Object.keys(COMMON_TEXTS[lng]!).sort()).toEqual(keys);
    }
  });
});

describe('createI18n', () => {
  it('defaults to CN and renders keys in cimode', async () => {
    const i18n = createI18n();
    expect(i18n.t('in_sorry_in')).toBe('请先登录');
    await i18n.changeLanguage('cimode');
    expect(i18n.t('in_sorry_in')).toBe('in_sorry_in');
  });

  it('falls back to EN for a known language without texts', () => {
    const i18n = createI18n('RU');
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('adds an area namespace with its fallbacks, once', async () => {
    const i18n = createI18n('TW');
    const load = jest.fn(async (lng: string) => (lng === 'CN' ? { title: '彩票' } : null));
    await addNamespace(i18n, 'lottery', 'TW', load);
    await addNamespace(i18n, 'lottery', 'TW', load);
    expect(i18n.t('lottery:title')).toBe('彩票');
    expect(load.mock.calls.map((c) => c[0]).sort()).toEqual(['CN', 'EN', 'EN', 'TW', 'TW']);
  });
});
