import { currentNumberLocale } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import { applyFormattingLanguage } from './formatting';

describe('applyFormattingLanguage', () => {
  afterEach(() => applyFormattingLanguage('CN'));

  it.each([
    ['RU', 'ru', 'ru', 'март'],
    ['PT', 'pt', 'pt', 'março'],
    ['ES', 'es', 'es', 'marzo'],
    ['AR', 'ar', 'ar', 'مارس'],
    ['JA', 'ja', 'ja', '3月'],
  ] as const)('formats dates and numbers for %s', async (language, tag, locale, march) => {
    await applyFormattingLanguage(language);
    expect(currentNumberLocale()).toBe(tag);
    expect(dayjs.locale()).toBe(locale);
    expect(dayjs('2026-03-01').format('MMMM')).toBe(march);
  });

  it('writes money with the language’s separators', async () => {
    await applyFormattingLanguage('PT');
    expect(formatMoney('1234.5')).toBe('1.234,50');
    await applyFormattingLanguage('EN');
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(dayjs.locale()).toBe('en');
  });

  it('keeps the default numbers and English dates in cimode', async () => {
    await applyFormattingLanguage('RU');
    await applyFormattingLanguage('cimode');
    expect(currentNumberLocale()).toBe('zh-CN');
    expect(dayjs.locale()).toBe('en');
  });

  it('lets the latest change win over a slower earlier one', async () => {
    await Promise.all([applyFormattingLanguage('ES'), applyFormattingLanguage('EN')]);
    expect(dayjs.locale()).toBe('en');
    expect(currentNumberLocale()).toBe('en');
  });
});
