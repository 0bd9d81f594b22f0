import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import type { CountdownStore } from '../lib/countdown/countdown-store';

/**
 * One countdown's `HH:MM:SS` in a `<time>`. It writes the element's text itself from a MobX reaction instead of
 * re-rendering through React each second: a page with many countdowns costs one text write per countdown per tick.
 * Other areas' widgets of this remote (the quick bet) use it with their own {@link CountdownStore}.
 */
export function CountdownText({
  store,
  countdownKey,
  className = 'lt-countdown',
  testId,
}: {
  store: CountdownStore;
  countdownKey: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLTimeElement>(null);
  useEffect(
    () =>
      reaction(
        () => store.text(countdownKey),
        (text) => {
          // Write into React's own text node, so a later render by React still finds it.
          const node = ref.current?.firstChild;
          if (node && node.nodeValue !== text) node.nodeValue = text;
        },
        { fireImmediately: true },
      ),
    [store, countdownKey],
  );
  return (
    <time ref={ref} className={className} data-testid={testId}>
      {store.text(countdownKey)}
    </time>
  );
}
