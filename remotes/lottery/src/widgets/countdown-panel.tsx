import type { WidgetProps } from '@wl/shell-contract';
import { EmptyState, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api/lottery-games';
import { CountdownPanelStore, lockKey } from '../features/countdown-panel/stores/countdown-panel-store';
import { Balls } from '../ui/balls';
import { CountdownText } from '../ui/countdown-text';
import { NAMESPACE } from '../i18n';

const Row = observer(function Row({ game, store }: { game: LotteryGame; store: CountdownPanelStore }) {
  const { t } = useTranslation(NAMESPACE);
  const draw = store.lastDraws.get(game.gameCode);
  return (
    <li data-game-code={game.gameCode}>
      <button type="button" className="lt-panel__game" onClick={() => store.open(game)}>
        {game.webIconUrl && <img className="lt-panel__icon" src={game.webIconUrl} alt="" loading="lazy" />}
        <span className="lt-panel__name">{game.remark}</span>
        <span className="lt-panel__numero" data-testid={`lt-numero-${game.gameCode}`}>
          {game.numero}
        </span>
        <CountdownText
          store={store.countdown}
          countdownKey={game.gameCode}
          testId={`lt-countdown-${game.gameCode}`}
        />
        <span className="lt-panel__lock">
          {t('lock_in')}{' '}
          <CountdownText
            store={store.countdown}
            countdownKey={lockKey(game.gameCode)}
            className="lt-countdown lt-countdown--lock"
            testId={`lt-lock-${game.gameCode}`}
          />
        </span>
      </button>
      {/* Outside the button: a list is no content of a button. */}
      {draw && (
        <div className="lt-panel__draw" data-testid={`lt-draw-${game.gameCode}`}>
          {draw.numero} <Balls winNo={draw.winNo} size="sm" />
        </div>
      )}
    </li>
  );
});

/**
 * The home page's lottery countdown panel: up to 5 games with live countdowns to their draws and, separately, the
 * live-video games. A click opens `/lottery?gameCode=..&playType=..`.
 */
export const CountdownPanel = observer(function CountdownPanel({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new CountdownPanelStore(shell));
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const games = store.games;
  let body;
  if (games.gamesLoad.status === 'error') {
    body = (
      <RetryCard
        message={games.gamesLoad.error ?? ''}
        retryLabel={t('common:retry')}
        onRetry={() => void games.load()}
      />
    );
  } else if (games.gamesLoad.status !== 'ready') {
    body = <Spinner label={t('common:loading')} />;
  } else if (store.lotteryGames.length === 0 && store.liveGames.length === 0) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <>
        {store.lotteryGames.length > 0 && (
          <ul className="lt-panel__list" aria-label={t('lottery')}>
            {store.lotteryGames.map((game) => (
              <Row key={game.gameCode} game={game} store={store} />
            ))}
          </ul>
        )}
        {store.liveGames.length > 0 && (
          <>
            <h3 className="lt-panel__subtitle">
              <span className="lt-live-dot" aria-hidden="true" />
              {t('live_video')}
            </h3>
            <ul className="lt-panel__list lt-panel__list--live" aria-label={t('live_video')}>
              {store.liveGames.map((game) => (
                <Row key={game.gameCode} game={game} store={store} />
              ))}
            </ul>
          </>
        )}
      </>
    );
  }
  return (
    <section className="lt-panel" data-testid="countdown-panel">
      <h2 className="lt-panel__title">{t('countdown_panel_title')}</h2>
      {body}
    </section>
  );
});
