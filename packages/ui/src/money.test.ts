import { formatMoney } from './money';

describe('formatMoney', () => {
  it('rounds half-up to 2 decimals with grouping', () => {
    expect(formatMoney('1234567.005')).toBe('1,234,567.01');
    expect(formatMoney(0.125)).toBe('0.13');
    expect(formatMoney('-1000.5')).toBe('-1,000.50');
  });
  it('places the symbol in front by default and behind for B', () => {
    expect(formatMoney('12', { symbol: '¥' })).toBe('¥12.00');
    expect(formatMoney('12', { symbol: '฿', position: 'B' })).toBe('12.00 ฿');
  });
  it('never prints NaN', () => {
    expect(formatMoney('abc')).toBe('-');
  });
});
