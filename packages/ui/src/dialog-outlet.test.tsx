import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
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
    expect(shown()).toEqual(['note 1', 'note 2', 'note 3']);
    await userEvent.click(screen.getAllByRole('button', { name: 'close' })[0]!);
    expect(shown()).toEqual(['note 2', 'note 3', 'note 4']);
    act(() => {
      setHeight(150);
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown()).toEqual(['note 2', 'note 3']);
    act(() => {
      setHeight(1000);
      window.dispatchEvent(new Event('resize'));
    });
    expect(shown()).toEqual(['note 2', 'note 3', 'note 4', 'note 5']);
  });
  it('reads the window height only once a toast is queued (a read forces a layout of the page)', () => {
    const reads = jest.fn(() => 400);
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: reads });
    const store = new DialogStore(() => undefined);
    render(<DialogOutlet store={store} okLabel="ok" cancelLabel="cancel" closeLabel="close" />);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(reads).not.toHaveBeenCalled();
    for (const n of [1, 2, 3, 4]) act(() => void store.toast(`note ${n}`, { durationMs: 0 }));
    expect(reads).toHaveBeenCalled();
    expect(screen.queryAllByRole('status')).toHaveLength(3);
  });
});

/** An outlet after a button that has the focus (the control that opens the dialogs) and the page's `rest`. */
function renderWithOpener(rest?: ReactNode) {
  const store = new DialogStore(() => undefined);
  render(
    <>
      <button type="button">opener</button>
      {rest}
      <DialogOutlet store={store} okLabel="ok" cancelLabel="cancel" closeLabel="close" />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  return { store, opener };
}

describe('DialogOutlet dialogs', () => {
  it('moves focus to OK, keeps Tab inside, cancels on Escape and gives focus back to the opener', async () => {
    const { store, opener } = renderWithOpener();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = store.confirm('sure?');
    });
    const dialog = screen.getByRole('alertdialog', { name: 'sure?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    // OK is the last control: Tab wraps to the first (cancel), Shift+Tab from there back to OK.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await answer).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a dialog waiting behind another gets its own OK focus; the last one gives focus back to the opener', async () => {
    const { store, opener } = renderWithOpener();
    act(() => {
      void store.warn('first');
      void store.warn('second');
    });
    expect(screen.getByRole('dialog', { name: 'first' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByRole('dialog', { name: 'second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where a flow put it after the dialog closed', async () => {
    const { store } = renderWithOpener(<input aria-label="field" />);
    const field = screen.getByRole('textbox', { name: 'field' });
    // A flow that warns, then puts the member in the field to fix.
    act(() => void store.warn('careful').then(() => field.focus()));
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    await act(async () => store.close(store.current!.id, 'ok'));
    expect(field).toHaveFocus();
  });
});
