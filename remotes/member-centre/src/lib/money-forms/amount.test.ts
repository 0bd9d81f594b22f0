import { amountPayload, checkAmount } from './amount';

describe('checkAmount', () => {
  it.each(['', 'abc', '-5', '1e3', '12.345', '0', '0.00', '1,000'])(
    'refuses %p as amount_invalid',
    (typed) => {
      expect(checkAmount(typed)).toBe('amount_invalid');
    },
  );

  it('checks the limits and the balance with decimals, not floats', () => {
    expect(checkAmount('99.99', { min: '100.00', max: '500.00' })).toBe('amount_range');
    expect(checkAmount('500.01', { min: '100.00', max: '500.00' })).toBe('amount_range');
    expect(checkAmount('100', { min: '100.00', max: '500.00' })).toBeNull();
    expect(checkAmount('0.3', { available: '0.30' })).toBeNull();
    expect(checkAmount('0.31', { available: '0.30' })).toBe('amount_over_balance');
  });

  it('sends two decimals', () => {
    expect(amountPayload(' 100 ')).toBe('100.00');
    expect(amountPayload('0.1')).toBe('0.10');
  });
});
