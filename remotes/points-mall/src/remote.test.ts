import { CONTRACT_VERSION } from '@wl/shell-contract';
import { SUPPORTED_LANGUAGES } from '@wl/i18n';
import definition from './remote';

describe('points-mall remote definition', () => {
  it('declares the routes and translations, no widgets', () => {
    expect(definition.id).toBe('points-mall');
    expect(definition.contractVersion).toBe(CONTRACT_VERSION);
    expect(definition.routes).toBeDefined();
    expect(definition.widgets).toBeUndefined();
  });

  it('has every key in every language, with real texts', async () => {
    const keys = Object.keys((await definition.translations!('CN'))!).sort();
    expect(keys).toContain('sold_out');
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = (await definition.translations!(language))!;
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) expect(String(value).trim()).not.toBe('');
    }
  });
});
