import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ModalFrame } from './modal-frame';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <ModalFrame label="Games" onClose={closable ? () => setOpen(false) : undefined} testId="frame">
          <button type="button">first</button>
          <button type="button">last</button>
        </ModalFrame>
      )}
    </>
  );
}

describe('ModalFrame', () => {
  it('asks for its width through --wl-dialog-width (the stylesheet caps it by the screen, a sheet on phones)', () => {
    render(
      <ModalFrame label="Wide" width={660} style={{ color: 'red' }}>
        <button type="button">ok</button>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wide' });
    expect(dialog.style.getPropertyValue('--wl-dialog-width')).toBe('660px');
    expect(dialog.style.color).toBe('red');
  });

  it('is a labelled modal dialog: focus moves in, wraps both ways, and returns to the opener on Escape', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Games' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('an alertdialog opens on the control it names; a control focused on closing keeps the focus', async () => {
    function Confirm() {
      const [open, setOpen] = useState(false);
      const ok = useRef<HTMLButtonElement>(null);
      const field = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <input aria-label="amount" ref={field} />
          {open && (
            <ModalFrame label="Sure?" role="alertdialog" initialFocus={ok} onClose={() => setOpen(false)}>
              <button type="button">cancel</button>
              <button
                type="button"
                ref={ok}
                onClick={() => {
                  setOpen(false);
                  field.current?.focus();
                }}
              >
                ok
              </button>
            </ModalFrame>
          )}
        </>
      );
    }
    render(<Confirm />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'amount' })).toHaveFocus();
  });

  it('without onClose, Escape leaves it open (a dialog the member must finish)', async () => {
    render(<Harness closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Games' })).toBeInTheDocument();
  });

  it('has the focus as soon as it is in the page, before the browser paints it', async () => {
    // Outside act(), as in the browser: a MutationObserver sees the dialog right after React put it in the page,
    // before the browser could paint it and before React runs the passive effects it leaves for later.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const focusedOnInsert = new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!container.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          resolve(document.activeElement);
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(
        <ModalFrame label="Games" onClose={() => {}}>
          <button type="button">first</button>
        </ModalFrame>,
      );
      expect(await focusedOnInsert).toBe(screen.getByRole('button', { name: 'first' }));
    } finally {
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });

  describe("initialFocus 'field'", () => {
    /** A form that arrives a moment after the dialog, as a lazily loaded one does. */
    function LateForm() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setShown(true), 50);
        return () => clearTimeout(timer);
      }, []);
      return shown ? <input name="username" aria-label="username" /> : <p>loading</p>;
    }

    it('puts the focus on the first field, not on the close button before it', () => {
      render(
        <ModalFrame label="Sign in" onClose={() => {}} initialFocus="field">
          <button type="button">close</button>
          <select name="kind" aria-label="kind">
            <option>a</option>
          </select>
          <input name="username" aria-label="username" />
        </ModalFrame>,
      );
      expect(screen.getByRole('combobox', { name: 'kind' })).toHaveFocus();
    });

    it('holds the focus on the first control until the field arrives, then hands it over', async () => {
      render(
        <ModalFrame label="Sign in" onClose={() => {}} initialFocus="field">
          <button type="button">close</button>
          <LateForm />
        </ModalFrame>,
      );
      expect(screen.getByRole('button', { name: 'close' })).toHaveFocus();
      expect(await screen.findByRole('textbox', { name: 'username' })).toHaveFocus();
    });

    it('leaves the focus where the member put it while the form was loading', async () => {
      render(
        <>
          <ModalFrame label="Sign in" onClose={() => {}} initialFocus="field">
            <button type="button">close</button>
            <button type="button">help</button>
            <LateForm />
          </ModalFrame>
        </>,
      );
      screen.getByRole('button', { name: 'help' }).focus();
      await screen.findByRole('textbox', { name: 'username' });
      expect(screen.getByRole('button', { name: 'help' })).toHaveFocus();
    });
  });
});
