import type { WidgetProps } from '@wl/shell-contract';
import { lazy, Suspense } from 'react';

// The dialog and its store are a chunk of their own: the widget is mounted on every page while logged in.
const RealityCheckDialog = lazy(
  () =>
    import(
      /* webpackChunkName: "on-demand-mc-reality-check" */ '../features/responsible-gaming/components/reality-check'
    ),
);

/**
 * The reality check (responsible gaming), mounted by the host on every page while a member is logged in and the
 * merchant's `responsibleGaming.realityCheckMinutes` is above 0: `payload.intervalMinutes` is that setting and
 * `onClose` logs the member out.
 */
export function RealityCheck(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog {...props} />
    </Suspense>
  );
}
