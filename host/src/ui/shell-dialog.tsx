import { ModalFrame } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import type { ReactNode } from 'react';

/**
 * The frame of the shell's form dialogs (the access modals, feedback, the install steps): @wl/ui's `ModalFrame`
 * (role="dialog", aria-modal, labelled, focus trapped and returned) with a close button, and the focus on the first
 * field, which may arrive with a lazily loaded form. Escape and the close button close it unless `onClose` is absent
 * (the forced change-password panel).
 */
export function ShellDialog({
  label,
  onClose,
  closeLabel,
  width,
  testId,
  children,
}: {
  label: string;
  onClose?: () => void;
  closeLabel: string;
  width?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ModalFrame
      label={label}
      onClose={onClose}
      className="host-access-dialog"
      backdropClassName="host-access-backdrop"
      width={width}
      testId={testId}
      initialFocus="field"
    >
      {onClose && (
        <button type="button" className="host-access-dialog__close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
      {children}
    </ModalFrame>
  );
}
