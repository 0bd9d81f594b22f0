import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** What {@link useDisclosure} gives a menu and its button. */
export interface Disclosure<Box extends HTMLElement> {
  /** The menu is open. */
  open: boolean;
  /** The button's click: open, or close when open. */
  toggle(): void;
  /** The element holding the button and the menu: a press outside it closes the menu. */
  boxRef: RefObject<Box | null>;
  /** The button: Escape gives it the focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** For the box's keydown: Escape closes the open menu. */
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * A menu that opens under its button (a disclosure with `aria-expanded`), by the house rules: Escape closes it and
 * the focus returns to the button, a press outside closes it, and so does a change of `resetKey` (the page's path:
 * a place chosen in it).
 */
export function useDisclosure<Box extends HTMLElement = HTMLElement>(resetKey?: unknown): Disclosure<Box> {
  const [open, setOpen] = useState(false);
  const boxRef = useRef<Box>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [resetKey]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return {
    open,
    toggle: () => setOpen((was) => !was),
    boxRef,
    buttonRef,
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
