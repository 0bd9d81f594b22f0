import type { WidgetProps } from '@wl/shell-contract';
import { RetryCard, Spinner } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MiniGameStore } from '../features/mini-game/stores/mini-game-store';
import { NAMESPACE } from '../i18n';
import './mini-game.css';

const viewport = () => ({
  width: window.innerWidth,
  height: window.innerHeight,
  rtl: document.documentElement.dir === 'rtl',
});

/** Mounts the provider's game into the board while it is open. */
const Board = observer(function Board({ store }: { store: MiniGameStore }) {
  const { t } = useTranslation(NAMESPACE);
  const host = useRef<HTMLDivElement>(null);
  const api = store.scriptState === 'ready' ? store.api : null;
  useEffect(() => {
    if (!api || !host.current) return;
    return api.mount(host.current, {
      mode: store.mode,
      labels: { title: t('mini_game_title'), roll: t('mini_game_roll'), play: t('mini_game_play') },
      onPlay: () => store.play(),
    });
  }, [api, store, t]);
  if (store.scriptState === 'error')
    return (
      <RetryCard
        testId="mini-game-error"
        message={t('mini_game_unavailable')}
        retryLabel={t('common:retry')}
        onRetry={() => void store.fetchScript()}
      />
    );
  if (!api) return <Spinner label={t('common:loading')} />;
  return <div ref={host} className="lt-mini__game" />;
});

/**
 * The floating mini-game (spec/products.md §2, §4): a launcher to drag anywhere (a press becomes a drag after 150 ms;
 * it tilts with the movement, at most ±25 degrees; arrow keys move it too) that opens the provider's game, a script
 * under /mini-game/. The host places it for logged-in members on the routes where it is allowed.
 */
export const MiniGame = observer(function MiniGame({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new MiniGameStore(shell, viewport()));
  useEffect(() => {
    const onResize = () => store.resize(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [store]);
  return (
    <div
      className="lt-mini"
      data-testid="mini-game"
      data-mode={store.mode}
      style={{ left: store.x, top: store.y }}
    >
      <button
        type="button"
        className={store.dragging ? 'lt-mini__launcher lt-mini__launcher--dragging' : 'lt-mini__launcher'}
        data-testid="mini-game-launcher"
        aria-label={t('mini_game_title')}
        aria-expanded={store.open}
        aria-controls="lt-mini-board"
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
        style={{ transform: `rotate(${store.tilt}deg)` }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          // Keep receiving the moves when the pointer outruns the launcher (a pointer that is gone cannot be captured).
          try {
            event.currentTarget.setPointerCapture?.(event.pointerId);
          } catch {
            /* keep going uncaptured */
          }
          store.pointerDown(event.clientX, event.clientY, event.timeStamp);
        }}
        onPointerMove={(event) => store.pointerMove(event.clientX, event.clientY, event.timeStamp)}
        onPointerUp={() => store.pointerUp()}
        onPointerCancel={() => store.pointerUp()}
        // detail 0: a click from Enter or Space.
        onClick={(event) => store.click(event.detail === 0)}
        onKeyDown={(event) => {
          if (store.key(event.key)) event.preventDefault();
          else if (event.key === 'Escape' && store.open) store.close();
        }}
      >
        <svg className="lt-mini__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="8" cy="8" r="1.6" fill="currentColor" />
          <circle cx="12" cy="12" r="1.6" fill="currentColor" />
          <circle cx="16" cy="16" r="1.6" fill="currentColor" />
        </svg>
      </button>
      {store.open && (
        <div
          id="lt-mini-board"
          className={`lt-mini__board${store.opensUp ? ' lt-mini__board--up' : ''}${store.opensLeft ? ' lt-mini__board--left' : ''}`}
          role="region"
          aria-label={t('mini_game_title')}
        >
          <button
            type="button"
            className="lt-mini__close"
            aria-label={t('common:close')}
            onClick={() => store.close()}
          >
            <CloseIcon />
          </button>
          <Board store={store} />
        </div>
      )}
    </div>
  );
});

export default MiniGame;
