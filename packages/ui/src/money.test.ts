import Decimal from 'decimal.js';
import { formatMoney, toFixedHalfUp } from './money';

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
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney('0x1f')).toBe('-');
  });
});

describe('toFixedHalfUp', () => {
  // The reference it replaced (a dev dependency now, never in a bundle): same digits for every amount below.
  const reference = (amount: string | number, decimals: number): string | undefined => {
    try {
      const value = new Decimal(amount);
      return value.isFinite() ? value.toFixed(decimals, Decimal.ROUND_HALF_UP) : undefined;
    } catch {
      return undefined;
    }
  };
  const amounts: (string | number)[] = [
    '0',
    '-0',
    '+0',
    '0.0',
    '.5',
    '5.',
    '-.5',
    '0.005',
    '0.004999',
    '-0.005',
    '-0.001',
    '0.0049',
    '1234567.005',
    '999.995',
    '-999.995',
    '99999999999999999999.995',
    '1e3',
    '1.2345e2',
    '-1.5E-2',
    '5e-3',
    '4.9e-3',
    '1e-30',
    '12345678901234567890123456789.555',
    '000123.4',
    '1,000',
    '',
    ' 1',
    'abc',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e',
    '--1',
    '1.2.3',
    0,
    -0,
    0.125,
    1.005,
    -1.005,
    2.675,
    1e21,
    1.5e-7,
    123456.785,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ];
  it.each([0, 1, 2, 3, 8])('gives decimal.js half-up digits at %i decimals', (decimals) => {
    for (const amount of amounts)
      expect([amount, toFixedHalfUp(amount, decimals)]).toEqual([amount, reference(amount, decimals)]);
  });
  it('gives decimal.js half-up digits on a sweep of generated amounts', () => {
    // A fixed sequence (no randomness): every sign, length, exponent and rounding digit in turn.
    for (let i = 0; i < 4000; i += 1) {
      const digits = String((i * 7919) % 1000003).padStart((i % 9) + 1, '0');
      const point = i % (digits.length + 1);
      const text = `${i % 3 === 0 ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}${i % 5 === 0 ? `e${(i % 11) - 5}` : ''}`;
      const decimals = i % 4;
      expect([text, toFixedHalfUp(text, decimals)]).toEqual([text, reference(text, decimals)]);
    }
  });
});
