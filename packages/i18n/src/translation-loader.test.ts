import { everyLanguageLoader, translationLoader } from './index';

describe('translationLoader', () => {
  it('resolves to the texts of a language with an importer, importing only that one', async () => {
    const en = jest.fn(async () => ({ default: { title: 'Lottery' } }));
    const cn = jest.fn(async () => ({ default: { title: '彩票' } }));
    const load = translationLoader({ EN: en, CN: cn });
    await expect(load('EN')).resolves.toEqual({ title: 'Lottery' });
    expect(en).toHaveBeenCalledTimes(1);
    expect(cn).not.toHaveBeenCalled();
  });

  it('resolves to null for a language without an importer', async () => {
    const load = translationLoader({ EN: async () => ({ default: { title: 'Lottery' } }) });
    await expect(load('RU')).resolves.toBeNull();
    await expect(load('constructor' as never)).resolves.toBeNull();
  });

  it('lets an import failure reject (addNamespace logs it and keeps the keys)', async () => {
    const load = translationLoader({ EN: () => Promise.reject(new Error('chunk failed')) });
    await expect(load('EN')).rejects.toThrow('chunk failed');
  });
});

describe('everyLanguageLoader', () => {
  it('imports the asked language only, by its code', async () => {
    const importLanguage = jest.fn(async (lng: string) => ({ default: { title: `texts of ${lng}` } }));
    const load = everyLanguageLoader(importLanguage);
    await expect(load('RU')).resolves.toEqual({ title: 'texts of RU' });
    expect(importLanguage).toHaveBeenCalledTimes(1);
    expect(importLanguage).toHaveBeenCalledWith('RU');
  });

  it('resolves to null for a code that is not a language, without importing', async () => {
    const importLanguage = jest.fn(async () => ({ default: {} }));
    const load = everyLanguageLoader(importLanguage);
    await expect(load('constructor' as never)).resolves.toBeNull();
    await expect(load('../../secrets' as never)).resolves.toBeNull();
    expect(importLanguage).not.toHaveBeenCalled();
  });

  it('lets an import failure reject (addNamespace logs it and falls back)', async () => {
    const load = everyLanguageLoader(() => Promise.reject(new Error('chunk failed')));
    await expect(load('EN')).rejects.toThrow('chunk failed');
  });
});
