import { offeredExtraLanguages, switcherLanguages } from './switcher-languages';

describe('switcher languages', () => {
  it('offers the spec six alone when the merchant lists nothing', () => {
    expect(switcherLanguages(null)).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(switcherLanguages([])).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
  });

  it('adds the merchant’s known languages after the six, in the known order', () => {
    expect(switcherLanguages(['AR', 'RU'])).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI', 'RU', 'AR']);
  });

  it('drops unknown codes, the six and repeats; reads codes in any case', () => {
    expect(offeredExtraLanguages(['pt', 'XX', 'EN', 'PT', 'es', ''])).toEqual(['PT', 'ES']);
  });
});
