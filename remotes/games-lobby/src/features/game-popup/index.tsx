import { Spinner } from '@wl/ui';
import { lazy, Suspense } from 'react';
import type { GamePopupProps } from './components/game-popup';

export type { GamePopupProps } from './components/game-popup';
export type { PopupVendor } from './stores/game-popup-store';

// Opened by a click: its code loads on the first open and counts as on-demand, not first-route (budgets.json).
const LazyGamePopup = lazy(
  () => import(/* webpackChunkName: "on-demand-game-popup" */ './components/game-popup'),
);

/**
 * The game popup of a VASSALAGE vendor (spec/products.md §2), loaded on demand. Render it while open; `onClose`
 * unmounts it, and focus goes back to the control that opened it.
 */
export function GamePopup(props: GamePopupProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyGamePopup {...props} />
    </Suspense>
  );
}
