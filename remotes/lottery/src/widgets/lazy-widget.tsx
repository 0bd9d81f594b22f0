import type { WidgetProps } from '@wl/shell-contract';
import { lazy, Suspense, type ComponentType } from 'react';
import './widget-base.css';

/**
 * A widget whose code is a chunk of its own, fetched when the host first renders it: the home page's lottery widgets
 * stay out of the remote's first route (/lottery) and out of each other's way. Nothing shows while the chunk comes
 * (the host's slot keeps the room).
 */
export function lazyWidget(
  load: () => Promise<{ default: ComponentType<WidgetProps> }>,
): ComponentType<WidgetProps> {
  const Lazy = lazy(load);
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
