import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store-context';
import { TrendStore } from '../stores/trend-store';

/** The query parameter naming the game (spec/products.md §2: the trend chart page's `gameUrl`). */
const GAME_URL = 'gameUrl';

/**
 * The trend chart page (`/lottery/trend?gameUrl=<gameCode>`): the last 30 draws, one column per number of each
 * position (11X5: of the whole draw); a hit shows the number, a miss how many draws since it last came out.
 */
export const TrendPage = observer(function TrendPage() {
  const { t } = useTranslation(NAMESPACE);
  const root = useRootStore();
  const [store] = useState(() => new TrendStore(root.shell));
  const [params] = useSearchParams();
  const gameCode = params.get(GAME_URL);

  useEffect(() => {
    if (gameCode) store.open(gameCode);
    if (root.games.gamesLoad.status === 'idle') void root.games.load();
  }, [store, root, gameCode]);

  const game = root.games.find(gameCode);
  const { blocks, rows } = store.chart;
  return (
    <section className="lt-trend" data-testid="lt-trend" aria-label={t('trend_chart')}>
      <header className="lt-trend__head">
        <h1 className="lt-lobby__title">
          {t('trend_chart')} · {game?.remark ?? gameCode}
        </h1>
        {gameCode && (
          <Link className="lt-trend__back" to={`../?gameCode=${encodeURIComponent(gameCode)}`}>
            {t('trend_back')}
          </Link>
        )}
      </header>
      {!gameCode ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        <LoadView load={store.load} onRetry={() => store.retry()}>
          {rows.length === 0 ? (
            <EmptyState>{t('common:no_data')}</EmptyState>
          ) : (
            // The chart scrolls sideways in its own box: focusable and named, so a keyboard can scroll it too.
            <div className="lt-trend__scroll" tabIndex={0} role="region" aria-label={t('trend_chart')}>
              <table className="lt-trend__table">
                <thead>
                  <tr>
                    <th scope="col" rowSpan={2}>
                      {t('issue')}
                    </th>
                    <th scope="col" rowSpan={2}>
                      {t('winning_numbers')}
                    </th>
                    {blocks.map((block) => (
                      <th scope="colgroup" colSpan={block.values.length} key={block.position}>
                        {block.position === 0
                          ? t('trend_distribution')
                          : t('trend_position', { n: block.position })}
                      </th>
                    ))}
                  </tr>
                  <tr>
                    {blocks.flatMap((block) =>
                      block.values.map((value) => (
                        <th scope="col" key={`${block.position}-${value}`}>
                          {value}
                        </th>
                      )),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.numero}>
                      <th scope="row">{row.numero}</th>
                      <td className="lt-trend__balls">{row.balls.join(' ')}</td>
                      {row.blocks.flatMap((cells, b) =>
                        cells.map((cell) => (
                          <td
                            key={`${b}-${cell.value}`}
                            className={cell.hit ? 'lt-trend__hit' : 'lt-trend__miss'}
                            data-hit={cell.hit ? 'true' : undefined}
                          >
                            {cell.hit ? cell.value : cell.miss}
                          </td>
                        )),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadView>
      )}
    </section>
  );
});
