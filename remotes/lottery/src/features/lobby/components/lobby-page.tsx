import { EmptyState, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LobbyMode } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store-context';
import { CurrentIssue } from '../../issue/components/current-issue';
import { ResultsPanel } from '../../results/components/results-panel';
import { GameMenu } from './game-menu';

/** The lottery lobby: group menu, the selected game's issue and countdown, and its last 5 draws. */
export const LobbyPage = observer(function LobbyPage({ mode }: { mode: LobbyMode }) {
  const { t } = useTranslation(NAMESPACE);
  const store = useRootStore().lobby(mode);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');

  useEffect(() => store.select(gameCode), [store, gameCode]);
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);

  const games = store.games;
  let body;
  if (games.state === 'error') {
    body = (
      <RetryCard
        testId="lt-games-error"
        message={games.error}
        retryLabel={t('common:retry')}
        onRetry={() => void games.load()}
      />
    );
  } else if (games.state !== 'ready') {
    body = <Spinner label={t('common:loading')} />;
  } else if (store.groups.length === 0 || !store.selected) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <div className="lt-lobby__layout">
        <GameMenu store={store} onSelect={(game) => setParams(store.linkParams(game))} />
        <div className="lt-lobby__main">
          <CurrentIssue key={store.selected.gameCode} game={store.selected} store={store.issue} />
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
