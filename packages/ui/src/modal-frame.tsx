import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

/** Controls a Tab can reach inside a dialog. */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Rendered and not hidden (where the browser can tell; a DOM without layout counts every control as shown). */
const isShown = (el: HTMLElement): boolean =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;

/**
 * Keeps Tab and Shift+Tab inside `container` (the house dialog rule): from the last control Tab goes to the first,
 * from the first Shift+Tab to the last, and focus that has left the container (a click on the backdrop) comes back
 * in. Hidden controls are skipped. Call it from the dialog's keydown handler.
 */
export function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (el) => el === document.activeElement || isShown(el),
  );
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Props of {@link ModalFrame}. */
export interface ModalFrameProps {
  /** The dialog's accessible name. */
  label: string;
  /** Escape calls it; without it Escape does nothing (a dialog the member must finish). */
  onClose?: () => void;
  /** Class of the dialog box, after `wl-dialog`. */
  className?: string;
  /** Class of the backdrop, after `wl-dialog-backdrop`. */
  backdropClassName?: string;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal dialog by the house rules: `role="dialog"`, `aria-modal`, labelled; focus moves in (to the first control),
 * stays in ({@link keepFocusInside}) and returns on close to the control that opened it; Escape closes.
 */
export function ModalFrame({
  label,
  onClose,
  className,
  backdropClassName,
  style,
  testId,
  children,
}: ModalFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the dialog is painted: a dialog on screen has the focus, so an Escape pressed at once closes it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = ref.current;
    (node?.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) ?? node)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    keepFocusInside(event, ref.current);
  };
  return (
    <div className={`wl-dialog-backdrop ${backdropClassName ?? ''}`}>
      <div
        ref={ref}
        className={`wl-dialog ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={style}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
