import { autorun } from 'mobx';
import { currentNumberLocale, DEFAULT_NUMBER_LOCALE, setNumberLocale } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';

describe('formatMoney', () => {
  it('rounds half-up to 2 decimals with grouping', () => {
    expect(formatMoney('1234567.005')).toBe('1,234,567.01');
    expect(formatMoney(0.125)).toBe('0.13');
    expect(formatMoney('-1000.5')).toBe('-1,000.50');
    expect(formatMoney('2.344')).toBe('2.34');
    // A tie rounds away from zero on both sides.
    expect(formatMoney('-2.345')).toBe('-2.35');
  });
  it('keeps exact decimal strings exact (no float drift)', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney('99999999999999999.995')).toBe('100,000,000,000,000,000.00');
  });
  it('groups thousands only in the whole part, and only when asked', () => {
    expect(formatMoney('999.999')).toBe('1,000.00');
    expect(formatMoney('1234.5678', { decimals: 4 })).toBe('1,234.5678');
    expect(formatMoney('1234567.8', { grouping: false })).toBe('1234567.80');
    expect(formatMoney('1234567.8', { decimals: 0 })).toBe('1,234,568');
  });
  it('places the symbol in front by default and behind for B', () => {
    expect(formatMoney('12', { symbol: '¥' })).toBe('¥12.00');
    expect(formatMoney('12', { symbol: '¥', position: 'F' })).toBe('¥12.00');
    expect(formatMoney('12', { symbol: '฿', position: 'B' })).toBe('12.00 ฿');
  });
  it('puts the minus sign before a front symbol', () => {
    expect(formatMoney('-1234.5', { symbol: '¥' })).toBe('-¥1,234.50');
    expect(formatMoney('-1234.5', { symbol: '฿', position: 'B' })).toBe('-1,234.50 ฿');
  });
  it('never shows a negative zero', () => {
    expect(formatMoney('-0.004')).toBe('0.00');
    expect(formatMoney('-0.004', { symbol: '¥' })).toBe('¥0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });
  it('never prints NaN', () => {
    expect(formatMoney('abc')).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatMoney per language', () => {
  const NBSP = '\u00a0';
  afterEach(() => setNumberLocale(DEFAULT_NUMBER_LOCALE));

  it('uses the separators of each of the ten languages, with Latin digits', () => {
    const cases: [string, string][] = [
      ['zh-CN', '1,234,567.01'],
      ['zh-TW', '1,234,567.01'],
      ['th', '1,234,567.01'],
      ['ja', '1,234,567.01'],
      ['en', '1,234,567.01'],
      ['vi', '1.234.567,01'],
      ['ru', `1${NBSP}234${NBSP}567,01`],
      ['pt', '1.234.567,01'],
      ['es', '1.234.567,01'],
      ['ar', '1,234,567.01'],
    ];
    for (const [locale, expected] of cases) expect(formatMoney('1234567.005', { locale })).toBe(expected);
  });

  it('keeps a lone thousand ungrouped where the language does (Spanish)', () => {
    expect(formatMoney('1234.5', { locale: 'es' })).toBe('1234,50');
    expect(formatMoney('12345.5', { locale: 'es' })).toBe('12.345,50');
    expect(formatMoney('1234.5', { locale: 'pt' })).toBe('1.234,50');
  });

  it("formats for the site's language once set, symbol, sign and rounding unchanged", () => {
    setNumberLocale('ru');
    expect(currentNumberLocale()).toBe('ru');
    expect(formatMoney('-1234.565', { symbol: '₽', position: 'B' })).toBe(`-1${NBSP}234,57 ₽`);
    setNumberLocale('pt');
    expect(formatMoney('-1234.5', { symbol: 'R$' })).toBe('-R$1.234,50');
    expect(formatMoney('1234567.8', { grouping: false })).toBe('1234567,80');
  });

  it('falls back to the default locale for a tag Intl does not know', () => {
    setNumberLocale('not a tag');
    expect(currentNumberLocale()).toBe(DEFAULT_NUMBER_LOCALE);
    expect(formatMoney('1234.5')).toBe('1,234.50');
  });

  it('lets observers re-format when the language changes', () => {
    const seen: string[] = [];
    const stop = autorun(() => seen.push(formatMoney('1234.5')));
    setNumberLocale('es');
    setNumberLocale('ru');
    stop();
    expect(seen).toEqual(['1,234.50', '1234,50', `1${NBSP}234,50`]);
  });
});
