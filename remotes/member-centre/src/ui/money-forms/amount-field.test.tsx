import { render, screen } from '@testing-library/react';
import { formErrorId } from '../../form-error-id';
import { AmountField } from './amount-field';

describe('AmountField', () => {
  const field = () => screen.getByRole('textbox');

  it('is described by the limits while valid', () => {
    render(
      <AmountField
        page="deposit"
        value=""
        onChange={() => {}}
        invalid={false}
        limits={{ min: '1', max: '9' }}
      />,
    );
    expect(field()).toHaveAttribute('name', 'amount');
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(field()).toHaveAttribute('aria-describedby', 'mc-deposit-limits');
  });

  it('names the page’s form error once the amount is refused, so a screen reader reads why', () => {
    render(
      <>
        <AmountField page="withdraw" value="0" onChange={() => {}} invalid limits={{ min: '1', max: '9' }} />
        <p id={formErrorId('withdraw')} role="alert">
          amount_range
        </p>
      </>,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', 'mc-withdraw-limits mc-withdraw-error');
    expect(field()).toHaveAccessibleDescription(/amount_range/);
  });

  it('has no description without limits or error', () => {
    render(<AmountField page="transfer" value="" onChange={() => {}} invalid={false} />);
    expect(field()).not.toHaveAttribute('aria-describedby');
  });
});
