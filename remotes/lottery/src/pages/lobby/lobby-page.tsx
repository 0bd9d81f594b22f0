import { EmptyState, RetryCard } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOTTERY_QUERY, TREND_PATH, type LobbyMode } from '../../constants';
import { LottoLobbyFrame } from '../../features/betting/components/lotto-lobby-frame';
import { CurrentIssue } from '../../features/issue/components/current-issue';
import { ResultsPanel } from '../../features/results/components/results-panel';
import { NAMESPACE } from '../../i18n';
import { useRootStore } from '../../stores/root-store-context';
import { GameMenu } from './game-menu';
import type { LobbyQuery, LobbyStore } from './lobby-store';

/** The lobby's query from the URL (spec/products.md §2). */
function readQuery(params: URLSearchParams): LobbyQuery {
  const get = (name: string) => params.get(name);
  return {
    gameCode: get(LOTTERY_QUERY.gameCode),
    gameId: get(LOTTERY_QUERY.gameId),
    playType: get(LOTTERY_QUERY.playType),
    betParam: get(LOTTERY_QUERY.betParam),
    type: get(LOTTERY_QUERY.type),
    id: get(LOTTERY_QUERY.id),
    lMode: get(LOTTERY_QUERY.lMode),
    lottoGameGroup: get(LOTTERY_QUERY.lottoGameGroup),
  };
}

/** The bet button and what the bet opens with (play type, mode, the link's numbers). */
const BetBar = observer(function BetBar({ store }: { store: LobbyStore }) {
  const { t } = useTranslation(NAMESPACE);
  const game = store.selected;
  const mode = game ? store.lottoModeFor(game) : store.longDragonMode;
  return (
    <div className="lt-bet" data-testid="lt-bet">
      <dl className="lt-bet__facts">
        {store.playType && (
          <div>
            <dt>{t('play_type')}</dt>
            <dd data-testid="lt-play-type">{store.playType}</dd>
          </div>
        )}
        <div>
          <dt>{t('lottery_mode')}</dt>
          <dd data-testid="lt-lotto-mode">{t(`mode_${mode}`)}</dd>
        </div>
        {store.query.betParam && (
          <div>
            <dt>{t('bet_numbers')}</dt>
            <dd data-testid="lt-bet-param">{store.query.betParam}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="lt-bet__button"
        onClick={() => store.bet()}
        disabled={store.betting.opening}
        aria-busy={store.betting.opening}
      >
        {t('bet_now')}
      </button>
      {game && (
        <Link className="lt-bet__trend" to={`${TREND_PATH}?gameUrl=${encodeURIComponent(game.gameCode)}`}>
          {t('trend_chart')}
        </Link>
      )}
    </div>
  );
});

/**
 * The lottery lobby: group menu, the selected game's issue, countdowns and bet button, its last 5 draws, and the
 * lotto lobby framed in the page once a bet opens it.
 */
export const LobbyPage = observer(function LobbyPage({ mode }: { mode: LobbyMode }) {
  const { t } = useTranslation(NAMESPACE);
  const store = useRootStore().lobby(mode);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);

  useEffect(() => store.setQuery(query));
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const games = store.games;
  let body;
  if (games.gamesLoad.status === 'error') {
    body = (
      <RetryCard
        testId="lt-games-error"
        message={games.gamesLoad.error ?? ''}
        retryLabel={t('common:retry')}
        onRetry={() => void games.load()}
      />
    );
  } else if (games.gamesLoad.status !== 'ready') {
    // The lobby's frame at once, not a spinner: the menu's column and the issue panel with its placeholders. The
    // panel is the one the game then fills (same elements in the same places), so its countdown is painted once.
    body = (
      <div className="lt-lobby__layout">
        <div className="lt-menu lt-menu--pending lt-pending" aria-hidden="true" />
        <div className="lt-lobby__main">
          <CurrentIssue game={null} store={store.issue} />
        </div>
      </div>
    );
  } else if (store.longDragon) {
    body = (
      <div className="lt-lobby__layout">
        <GameMenu store={store} onSelect={(game) => setParams(store.linkParams(game))} />
        <div className="lt-lobby__main">
          <section className="lt-issue" aria-label={t('long_dragon')} data-testid="lt-long-dragon">
            <h2 className="lt-issue__name">{t('long_dragon')}</h2>
            <p>{t('long_dragon_tip')}</p>
            <BetBar store={store} />
          </section>
          <LottoLobbyFrame store={store.betting} />
        </div>
      </div>
    );
  } else if (store.groups.length === 0 || !store.selected) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <div className="lt-lobby__layout">
        <GameMenu store={store} onSelect={(game) => setParams(store.linkParams(game))} />
        <div className="lt-lobby__main">
          <CurrentIssue game={store.selected} store={store.issue}>
            <BetBar store={store} />
          </CurrentIssue>
          <LottoLobbyFrame store={store.betting} />
          <ResultsPanel store={store.results} />
        </div>
      </div>
    );
  }
  return (
    <section className="lt-lobby" data-testid="lottery-lobby" data-mode={mode}>
      <h1 className="lt-lobby__title">{t(`lobby_title_${mode}`)}</h1>
      {body}
    </section>
  );
});
