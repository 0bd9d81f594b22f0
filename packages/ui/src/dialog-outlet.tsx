import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DialogStore } from './dialog-store';
import { keepFocusInside } from './modal-frame';

/**
 * Renders the current dialog and the shown toasts of a {@link DialogStore}. A dialog follows the house rules: focus
 * moves to its OK button, Tab stays inside, Escape cancels, and on close focus returns to the control that had it
 * (unless something else took focus meanwhile). The toast queue's size follows the window height: set when the first
 * toast arrives and recomputed on every resize while toasts are queued.
 */
export const DialogOutlet = observer(function DialogOutlet({
  store,
  okLabel,
  cancelLabel,
  closeLabel,
}: {
  store: DialogStore;
  okLabel: string;
  cancelLabel: string;
  closeLabel: string;
}) {
  const dialog = store.current;
  const okRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // Before the dialog is painted (as ModalFrame): a dialog on screen has the focus, so Escape pressed at once cancels.
  useLayoutEffect(() => {
    if (!dialog) return;
    const box = boxRef.current;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !box?.contains(active) ? active : null;
    okRef.current?.focus();
    return () => {
      // Back to the opener only when focus went down with the dialog: a flow that focused a field keeps it.
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || Boolean(box?.contains(now));
      if (lost && opener?.isConnected) opener.focus();
    };
    // One run per dialog shown (a new id), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dialog?.id]);
  // The window height is read only while toasts are queued: reading it forces a layout, which at the first render
  // (no toast yet) would lay the whole new page out inside React's task instead of in the next frame.
  const hasToasts = store.toasts.length > 0;
  useEffect(() => {
    if (!hasToasts) return;
    const measure = () => store.setViewportHeight(window.innerHeight);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [store, hasToasts]);
  return (
    <>
      {dialog && (
        <div className="wl-dialog-backdrop">
          <div
            className="wl-dialog"
            role={dialog.kind === 'confirm' ? 'alertdialog' : 'dialog'}
            aria-modal="true"
            aria-label={dialog.title ?? dialog.message}
            ref={boxRef}
            onKeyDown={(e) => {
              if (e.key === 'Escape') store.close(dialog.id, 'cancel');
              else keepFocusInside(e, boxRef.current);
            }}
          >
            {dialog.title && <h2 className="wl-dialog__title">{dialog.title}</h2>}
            <p className="wl-dialog__message">{dialog.message}</p>
            <div className="wl-dialog__actions">
              {dialog.actions?.map((action) => (
                <button
                  type="button"
                  key={action.key}
                  className="wl-button wl-button--ghost"
                  onClick={() => store.close(dialog.id, action.key)}
                >
                  {action.label}
                </button>
              ))}
              {dialog.kind === 'confirm' && (
                <button
                  type="button"
                  className="wl-button wl-button--ghost"
                  onClick={() => store.close(dialog.id, 'cancel')}
                >
                  {dialog.cancelText ?? cancelLabel}
                </button>
              )}
              <button
                type="button"
                className="wl-button"
                ref={okRef}
                onClick={() => store.close(dialog.id, 'ok')}
              >
                {dialog.okText ?? okLabel}
              </button>
            </div>
          </div>
        </div>
      )}
      <div className="wl-toasts" aria-live="polite" data-waiting={store.waitingCount}>
        {store.visibleToasts.map((toast) => (
          <div key={toast.id} className={`wl-toast wl-toast--${toast.kind}`} role="status">
            <span>{toast.message}</span>
            <button type="button" aria-label={closeLabel} onClick={() => store.dismissToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
});
