import { formatMoney } from './money';

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
