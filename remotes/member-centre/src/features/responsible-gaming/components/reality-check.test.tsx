import type { ShellServices } from '@wl/shell-contract';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import RealityCheck from './reality-check';

const MINUTE = 60_000;

describe('RealityCheck dialog (jest fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the interval as a labelled modal with focus inside; continue closes it, log out calls onClose', async () => {
    const fake = createFakeShell();
    const call = jest.fn(async () => ({
      startedAt: Date.now(),
      now: Date.now(),
      netResult: '-20.00',
      sessionLimitMinutes: null,
    }));
    const shell = { ...fake.shell, api: { call } as unknown as ShellServices['api'] };
    const onClose = jest.fn();
    renderWithShell(<RealityCheck shell={shell} payload={{ intervalMinutes: 15 }} onClose={onClose} />, fake);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15 * MINUTE - 1000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    const dialog = screen.getByRole('dialog', { name: 'rc_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('reality-check-continue')).toHaveFocus();

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15 * MINUTE);
    });
    fireEvent.click(screen.getByTestId('reality-check-logout'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reality-check-logout')).toBeDisabled();
  });

  it('does nothing without an interval', async () => {
    const fake = createFakeShell();
    const call = jest.fn();
    const shell = { ...fake.shell, api: { call } as unknown as ShellServices['api'] };
    renderWithShell(<RealityCheck shell={shell} payload={{}} />, fake);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(120 * MINUTE);
    });
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
