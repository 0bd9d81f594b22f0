import { ChevronLeft, ChevronRight, X } from 'lucide';
import { createIcon } from './icon';

// The icons @wl/ui's own components draw (dialogs' toasts, the pager). They live in the shared @wl/ui, which every
// page has from the start, so an area that draws them too (`@wl/ui/icons` re-exports them) adds no bytes for them.

/** Close a dialog, a toast, a popup (×). */
export const CloseIcon = /*#__PURE__*/ createIcon('close', X);
/** "Previous" in a pager or a carousel (‹); add the class `wl-icon--flip-rtl` so it points back in Arabic too. */
export const ChevronLeftIcon = /*#__PURE__*/ createIcon('chevron-left', ChevronLeft);
/** A disclosure that opens sideways or "next" (▸, ›); mirror it in right-to-left text (`wl-icon--flip-rtl`). */
export const ChevronRightIcon = /*#__PURE__*/ createIcon('chevron-right', ChevronRight);
