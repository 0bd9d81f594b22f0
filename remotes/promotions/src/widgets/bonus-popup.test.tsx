import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BonusPopup, readBonus } from './bonus-popup';

describe('BonusPopup widget', () => {
  it('reads the MANUAL_PROMO payload: title, formatted amount, sanitised content', () => {
    expect(
      readBonus({ title: 'Weekend', amount: '1234.5', content: '<b>hi</b><img src=x onerror="x()">' }),
    ).toEqual({
      title: 'Weekend',
      amount: '1,234.50',
      content: '<b>hi</b><img src="x">',
    });
    expect(readBonus({ amount: 'lots' })).toEqual({ title: null, amount: null, content: null });
    expect(readBonus(undefined)).toEqual({ title: null, amount: null, content: null });
  });

  it('shows the bonus; OK closes it, the reward centre button closes it and goes there', async () => {
    const fake = createFakeShell();
    const onClose = jest.fn();
    renderWithShell(
      <BonusPopup shell={fake.shell} payload={{ title: 'Lucky day', amount: 88 }} onClose={onClose} />,
      fake,
    );
    expect(await screen.findByRole('heading', { name: 'Lucky day' })).toBeTruthy();
    expect(screen.getByTestId('bonus-amount').textContent).toContain('88.00');
    await userEvent.click(screen.getByRole('button', { name: 'bonus_ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'bonus_reward_centre' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fake.navigations).toEqual(['/member/rewardCenter']);
  });
});
