import { CONTRACT_VERSION } from '@wl/shell-contract';
import { KNOWN_LANGUAGES, SUPPORTED_LANGUAGES } from '@wl/i18n';
import definition from './remote';

describe('promotions remote definition', () => {
  it('declares the routes, the BannerCarousel widget and translations', () => {
    expect(definition.id).toBe('promotions');
    expect(definition.contractVersion).toBe(CONTRACT_VERSION);
    expect(definition.routes).toBeDefined();
    expect(Object.keys(definition.widgets ?? {})).toEqual([
      'BannerCarousel',
      'NoticeStrip',
      'BonusPopup',
      'AvailableCount',
    ]);
  });

  it('has every key in every language, with real texts', async () => {
    const cn = (await definition.translations!('CN'))!;
    const keys = Object.keys(cn).sort();
    expect(keys).toContain('go_promotion');
    for (const language of [...SUPPORTED_LANGUAGES, ...KNOWN_LANGUAGES]) {
      const texts = (await definition.translations!(language))!;
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const value of Object.values(texts)) expect(String(value).trim()).not.toBe('');
    }
  });
});
