import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A widget whose code is a chunk of its own, fetched when the host first renders it. An area's home-page widgets
 * below the fold (placed by the host when the player scrolls near) then stay out of the area's first route and out
 * of each other's way. Nothing shows while the chunk comes: the host's slot keeps the room.
 *
 * @param load - the widget's dynamic import, whose default export is the widget
 * @returns a component with the widget's props that renders it once its chunk has loaded
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Lazy = lazy(load);
  function LazyWidget(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
