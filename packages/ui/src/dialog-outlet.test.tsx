import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogOutlet } from './dialog-outlet';
import { DialogStore } from './dialog-store';

function setHeight(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

describe('DialogOutlet toasts', () => {
  it('shows the queue sized by the window height, recomputed on resize; a close button shows the next', async () => {
    setHeight(400);
    const store = new DialogStore(() => undefined);
    for (const n of [1, 2, 3, 4, 5]) store.toast(`note ${n}`, { durationMs: 0 });
    render(<DialogOutlet store={store} okLabel="ok" cancelLabel="cancel" closeLabel="close" />);
    const shown = () => screen.queryAllByRole('status').map((toast) => toast.textContent);
    expect(shown()).toEqual(['note 1×', 'note 2×', 'note 3×']);
    await userEvent.click(screen.getAllByRole('button', { name: 'close' })[0]!);
    expect(shown()).toEqual(['note 2×', 'note 3×', 'note 4×']);
    act(() => {
      setHeight(150);
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown()).toEqual(['note 2×', 'note 3×']);
    act(() => {
      setHeight(1000);
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown()).toEqual(['note 2×', 'note 3×', 'note 4×', 'note 5×']);
  });
});
