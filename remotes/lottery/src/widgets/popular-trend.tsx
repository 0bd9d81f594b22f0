import type { WidgetProps } from '@wl/shell-contract';
import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopularTrendStore } from '../features/popular-trend/stores/popular-trend-store';
import { NAMESPACE } from '../i18n';
import './popular-trend.css';

/**
 * The popular-trend strip (spec/products.md §2, §9): the 4 most popular lotteries; a click goes to the lottery route
 * with the game.
 */
export const PopularTrend = observer(function PopularTrend({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new PopularTrendStore(shell));
  useEffect(() => {
    if (store.load.status === 'idle') void store.fetch();
  }, [store]);
  return (
    <section className="lt-widget lt-popular" data-testid="popular-trend" aria-labelledby="lt-popular-title">
      <h2 id="lt-popular-title" className="lt-widget__title">
        {t('popular_title')}
      </h2>
      <LoadView load={store.load} onRetry={() => void store.fetch()} retryTestId="popular-trend-error">
        {store.games.length === 0 ? (
          <p className="lt-widget__empty">{t('common:no_data')}</p>
        ) : (
          <ol className="lt-popular__list">
            {store.games.map((game, index) => (
              <li key={game.gameCode}>
                <a
                  className="lt-popular__game"
                  href={store.routeOf(game)}
                  onClick={(event) => {
                    // A plain click stays in the page; a modified click (new tab) keeps the link's default.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    store.choose(game);
                  }}
                >
                  <span className="lt-popular__rank">{index + 1}</span>
                  {game.webIconUrl && (
                    <img src={game.webIconUrl} alt="" width={40} height={40} loading="lazy" />
                  )}
                  <span className="lt-popular__name">{game.remark}</span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </LoadView>
    </section>
  );
});

export default PopularTrend;
