import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { DialogStore } from './dialog-store';
import { CloseIcon } from './icons/base-icons';
import { ModalFrame } from './modal-frame';

/**
 * Renders the current dialog and the shown toasts of a {@link DialogStore}. A dialog is a {@link ModalFrame} (an
 * `alertdialog` for a confirm): focus moves to its OK button, Tab stays inside, Escape cancels, and on close focus
 * returns to the control that had it (unless something else took focus meanwhile). The toast queue's size follows
 * the window height: set when the first toast arrives and recomputed on every resize while toasts are queued.
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
        // One frame per dialog shown: a dialog that replaces another starts afresh, on its own OK button.
        <ModalFrame
          key={dialog.id}
          label={dialog.title ?? dialog.message}
          role={dialog.kind === 'confirm' ? 'alertdialog' : 'dialog'}
          initialFocus={okRef}
          onClose={() => store.close(dialog.id, 'cancel')}
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
        </ModalFrame>
      )}
      <div className="wl-toasts" aria-live="polite" data-waiting={store.waitingCount}>
        {store.visibleToasts.map((toast) => (
          <div key={toast.id} className={`wl-toast wl-toast--${toast.kind}`} role="status">
            <span>{toast.message}</span>
            <button type="button" aria-label={closeLabel} onClick={() => store.dismissToast(toast.id)}>
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
    </>
  );
});
