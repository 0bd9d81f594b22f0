import { balanceText, currencyPosition } from './balance-format';

describe('the account bar balance (spec/shell.md §9: half-up, 2 decimals, grouping; §3 position F or B)', () => {
  it('puts the symbol in front for F and behind for B', () => {
    expect(balanceText({ sumBalance: '12634.17', currencySymbol: '¥' }, { position: 'F' })).toBe(
      '¥12,634.17',
    );
    expect(balanceText({ sumBalance: '12634.17', currencySymbol: '฿' }, { position: 'B' })).toBe(
      '12,634.17 ฿',
    );
  });

  it("takes the settings' position over the answer's, the answer's when the settings give none, else F", () => {
    expect(currencyPosition({ position: 'B' }, { sumBalance: '1', currencyPosition: 'F' })).toBe('B');
    expect(currencyPosition({ position: null }, { sumBalance: '1', currencyPosition: 'B' })).toBe('B');
    expect(currencyPosition(null, { sumBalance: '1' })).toBe('F');
    expect(balanceText({ sumBalance: '5', currencySymbol: '$', currencyPosition: 'B' }, null)).toBe('5.00 $');
  });

  it('rounds half-up to 2 decimals', () => {
    expect(balanceText({ sumBalance: '0.005', currencySymbol: '¥' }, null)).toBe('¥0.01');
    expect(balanceText({ sumBalance: '10.994', currencySymbol: '¥' }, null)).toBe('¥10.99');
    expect(balanceText({ sumBalance: '-3.125', currencySymbol: '¥' }, null)).toBe('-¥3.13');
  });

  it('groups thousands', () => {
    expect(balanceText({ sumBalance: '1234567890.5', currencySymbol: '¥' }, null)).toBe('¥1,234,567,890.50');
    expect(balanceText({ sumBalance: '999', currencySymbol: '¥' }, null)).toBe('¥999.00');
  });

  it("uses the settings' symbol when the answer has none, and shows nothing before a figure", () => {
    expect(balanceText({ sumBalance: '1000' }, { symbol: '₫', position: 'B' })).toBe('1,000.00 ₫');
    expect(balanceText(null, { symbol: '¥' })).toBeNull();
  });
});
