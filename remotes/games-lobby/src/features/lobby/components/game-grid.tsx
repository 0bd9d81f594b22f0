import { EmptyState, LoadView, Pager } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RENDER_GAME_CARDS } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import type { LobbyStore } from '../stores/lobby-store';
import { GameCard, type GameCardLabels } from './game-card';
import { useRenderedCount } from './use-rendered-count';

/** The current tab's games, 40 a page, with the pager below. */
export const GameGrid = observer(function GameGrid({ store }: { store: LobbyStore }) {
  const { t } = useTranslation(NAMESPACE);
  const top = useRef<HTMLDivElement>(null);
  const rendered = useRenderedCount(store.games, FIRST_RENDER_GAME_CARDS);
  if (store.tab === 'vendor' && (store.vendorsState !== 'ready' || !store.selectedVendor)) return null;
  const vendor = store.currentVendor;
  const goTo = (page: number) => {
    store.goToPage(page);
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  let title: string;
  if (store.tab !== 'vendor') title = t(`tab_${store.tab}`);
  else if (store.keyword) title = t('search_results', { keyword: store.keyword });
  else title = t('vendor_games', { vendor: vendor?.displayName ?? store.selectedVendor });
  // Translated here once: a translation hook in each of 40 cards was a tenth of the grid's render.
  const labels: GameCardLabels = {
    favourite: t('favourite'),
    playNow: t('play_now'),
    freeTrial: t('free_trial'),
  };
  let body;
  if (store.games.length === 0) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="gl-grid" aria-label={title}>
          {store.games.slice(0, rendered).map((game, position) => (
            <li key={game.nodeId}>
              <GameCard game={game} store={store} position={position} labels={labels} />
            </li>
          ))}
        </ul>
        <Pager page={store.page} totalPages={store.totalPages} onChange={goTo} label={t('pages')} />
      </>
    );
  }
  return (
    <div className="gl-games" ref={top}>
      <h2 className="gl-games__title">{title}</h2>
      <LoadView load={store.gamesLoad} onRetry={() => void store.loadGames()} retryTestId="gl-games-error">
        {body}
      </LoadView>
    </div>
  );
});
