import {
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** Controls a Tab can reach inside a dialog. */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A form's fields (the first in document order wins): where a form dialog's focus belongs. */
const FIELD_SELECTOR =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Where {@link ModalFrame} puts the focus when it opens. */
export type ModalInitialFocus =
  /** The first control (a button counts). */
  | 'control'
  /**
   * The first field. While the dialog has none (a form still loading), the first control holds the focus and hands it
   * to the field when the field arrives, unless the member has moved it.
   */
  | 'field';

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
  /**
   * The dialog's width in CSS px on wider screens (420 unless given), never more than the screen less 32 px; on a
   * phone (< 768 px) every dialog is a full-width sheet.
   */
  width?: number;
  style?: CSSProperties;
  testId?: string;
  /** Where the focus goes on opening: a rule, or one control (an alert's OK button); `'control'` unless given. */
  initialFocus?: ModalInitialFocus | RefObject<HTMLElement | null>;
  /** `alertdialog` for a dialog that asks the member to confirm; `dialog` unless given. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * Moves the focus into `node` as `initialFocus` asks. Returns what stops a wait for a field still to come.
 */
function placeFocus(
  node: HTMLElement,
  initialFocus: ModalInitialFocus | RefObject<HTMLElement | null>,
): () => void {
  const field = () => (initialFocus === 'field' ? node.querySelector<HTMLElement>(FIELD_SELECTOR) : null);
  const given = typeof initialFocus === 'object' ? initialFocus.current : null;
  const placed = given ?? field() ?? node.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) ?? node;
  placed.focus();
  if (initialFocus !== 'field' || placed.matches(FIELD_SELECTOR)) return () => {};
  // The form renders later (a lazily loaded chunk): the field takes the focus when it is put in the dialog.
  const observer = new MutationObserver(() => {
    if (document.activeElement !== placed) return observer.disconnect();
    const found = field();
    if (!found) return;
    observer.disconnect();
    found.focus();
  });
  observer.observe(node, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * A modal dialog by the house rules: `role="dialog"` (or `alertdialog`), `aria-modal`, labelled; focus moves in (to
 * the first control, the first field ({@link ModalInitialFocus}) or a given control), stays in
 * ({@link keepFocusInside}) and returns on close to the control that opened it, unless something else took it
 * meanwhile (a form that focuses its wrong field after an alert keeps it); Escape closes. Every dialog of the site is
 * one: the areas' dialogs, the access dialogs and @wl/ui's alerts and confirms ({@link DialogOutlet}).
 */
export function ModalFrame({
  label,
  onClose,
  className,
  backdropClassName,
  width,
  style,
  testId,
  initialFocus = 'control',
  role = 'dialog',
  children,
}: ModalFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the dialog is painted: a dialog on screen has the focus, so an Escape pressed at once closes it.
  useLayoutEffect(() => {
    const node = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const stopWaiting = node ? placeFocus(node, initialFocus) : () => {};
    return () => {
      stopWaiting();
      // Runs before React removes the dialog: focus still inside it is focus going down with it.
      const now = document.activeElement;
      const lost = !now || now === document.body || !now.isConnected || Boolean(node?.contains(now));
      if (lost && opener?.isConnected) opener.focus();
    };
    // Once, on opening: a later change of the prop does not move the member's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
        role={role}
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={width ? ({ ...style, '--wl-dialog-width': `${width}px` } as CSSProperties) : style}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
