import {
  convertedMoney,
  formatRate,
  isValidConvertAmount,
  normaliseConvertAmount,
  payMoney,
  pointsNeeded,
} from './points-math';

describe('points arithmetic (decimal.js)', () => {
  it('pays quantity × money amount for points plus money, exactly: 0.1 × 3 is 0.30', () => {
    expect(payMoney('PM', 3, '0.1')).toBe('0.30');
    expect(0.1 * 3).not.toBe(0.3); // what floats would have paid
    expect(payMoney('PM', 3, '799.50')).toBe('2398.50');
    expect(payMoney('PM', 7, '0.07')).toBe('0.49');
  });

  it('pays nothing for points only, whatever the money amount', () => {
    expect(payMoney('P', 3, '799.50')).toBe('0.00');
    expect(payMoney('P', 1, null)).toBe('0.00');
  });

  it('counts the points a redeem takes, a half-typed quantity as 0', () => {
    expect(pointsNeeded(2, '1500')).toBe('3000');
    expect(pointsNeeded(3, '0.1')).toBe('0.3');
    expect(pointsNeeded(0, '9800')).toBe('0');
    expect(payMoney('PM', 2, '')).toBe('0.00');
  });

  it('shows rates as percent with 2 decimals, half-up', () => {
    expect(formatRate('1.125')).toBe('1.13%');
    expect(formatRate('0.5')).toBe('0.50%');
    expect(formatRate(2)).toBe('2.00%');
    expect(formatRate('abc')).toBe('0.00%');
  });

  it('converts points at the exchange rate, rounding the money down', () => {
    expect(convertedMoney(100, '1')).toBe('1.00');
    expect(convertedMoney('333', '1')).toBe('3.33');
    expect(convertedMoney('3', '0.1')).toBe('0.00');
    expect(convertedMoney('30', '0.1')).toBe('0.03');
  });

  it('turns a conversion amount under 1 into 1 on blur and accepts only whole points ≥ 1', () => {
    expect(normaliseConvertAmount('0.5')).toBe('1');
    expect(normaliseConvertAmount('')).toBe('1');
    expect(normaliseConvertAmount(' 250 ')).toBe('250');
    expect(isValidConvertAmount('1')).toBe(true);
    expect(isValidConvertAmount('0')).toBe(false);
    expect(isValidConvertAmount('1.5')).toBe(false);
    expect(isValidConvertAmount('')).toBe(false);
  });
});
