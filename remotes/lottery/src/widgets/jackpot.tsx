import type { WidgetProps } from '@wl/shell-contract';
import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION_QUERY } from '../features/jackpot/constants';
import { JackpotStore } from '../features/jackpot/stores/jackpot-store';
import { NAMESPACE } from '../i18n';
import './jackpot.css';

/** True when the player asked for less motion (or the browser cannot tell). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The jackpot display (spec/products.md §7, §9): the merchant's THB jackpot, or a random start under 1e8 when it has
 * none, counting up on every animation frame. For players who prefer reduced motion it stays still.
 */
export const Jackpot = observer(function Jackpot({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new JackpotStore(shell));
  useEffect(() => {
    if (store.load.status === 'idle') void store.fetch();
  }, [store]);
  const ready = store.start !== null;
  useEffect(() => {
    if (!ready || prefersReducedMotion()) return;
    let frame = 0;
    const begin = performance.now();
    const step = (now: number) => {
      store.setElapsed(now - begin);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [store, ready, store.start]);
  return (
    <section className="lt-widget lt-jackpot" data-testid="jackpot" aria-labelledby="lt-jackpot-title">
      <h2 id="lt-jackpot-title" className="lt-widget__title">
        {t('jackpot_title')}
      </h2>
      <LoadView load={store.load} onRetry={() => void store.fetch()} retryTestId="jackpot-error">
        <p className="lt-jackpot__amount">
          <span className="lt-jackpot__currency">{store.currency}</span>{' '}
          <span data-testid="jackpot-amount">{store.text}</span>
        </p>
      </LoadView>
    </section>
  );
});

export default Jackpot;
