import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOTTERY_QUERY, LOTTERY_ROUTE } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store-context';
import { CountdownText } from '../../../ui/countdown-text';
import { VnLotteryStore } from '../stores/vn-lottery-store';

/**
 * The Vietnam lottery page (`/vnLottery?gameCode=`): the Vietnam games as tabs, the selected game's open issue and
 * countdown, a link to bet on it in the lottery lobby, and its latest draws with every prize tier.
 */
export const VnLotteryPage = observer(function VnLotteryPage() {
  const { t } = useTranslation(NAMESPACE);
  const root = useRootStore();
  const [store] = useState(() => new VnLotteryStore(root.shell));
  const [params, setParams] = useSearchParams();
  const gameCode = params.get(LOTTERY_QUERY.gameCode);

  useEffect(() => {
    store.open(gameCode);
  }, [store, gameCode]);
  useEffect(() => () => store.dispose(), [store]);

  const game = store.selected;
  return (
    <section className="lt-lobby lt-vn" data-testid="lt-vn-lottery">
      <h1 className="lt-lobby__title">{t('vn_title')}</h1>
      <LoadView load={store.gamesLoad} onRetry={() => store.refresh()} hasContent={store.games.length > 0}>
        {!game ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <>
            <nav className="lt-vn__games" aria-label={t('vn_title')}>
              {store.games.map((g) => (
                <button
                  key={g.gameCode}
                  type="button"
                  className={`lt-game${g.gameCode === game.gameCode ? ' is-active' : ''}`}
                  aria-pressed={g.gameCode === game.gameCode}
                  onClick={() => setParams({ [LOTTERY_QUERY.gameCode]: g.gameCode })}
                >
                  {g.remark}
                </button>
              ))}
            </nav>
            <section className="lt-issue" aria-label={game.remark}>
              <h2 className="lt-issue__name">{game.remark}</h2>
              <dl className="lt-issue__facts">
                <div className="lt-issue__fact">
                  <dt>{t('current_issue')}</dt>
                  <dd data-testid="lt-vn-numero">{game.numero}</dd>
                </div>
                <div className="lt-issue__fact lt-issue__fact--countdown">
                  <dt>{t('draw_in')}</dt>
                  <dd>
                    <CountdownText
                      store={store.countdown}
                      countdownKey={store.countdownKey}
                      className="lt-countdown lt-countdown--big"
                      testId="lt-vn-countdown"
                    />
                  </dd>
                </div>
              </dl>
              <Link
                className="lt-bet__button"
                to={`${LOTTERY_ROUTE}?${LOTTERY_QUERY.gameCode}=${encodeURIComponent(game.gameCode)}`}
              >
                {t('bet_now')}
              </Link>
            </section>
            <section className="lt-results" aria-label={t('results_title')} data-testid="lt-vn-results">
              <h3 className="lt-results__title">{t('results_title')}</h3>
              <LoadView
                load={store.drawsLoad}
                onRetry={() => store.loadDraws(game.gameCode)}
                hasContent={store.draws.length > 0}
              >
                {store.draws.map((draw) => (
                  <table className="lt-vn__draw" key={draw.numero} aria-label={draw.numero}>
                    <caption>
                      {t('issue')} {draw.numero}
                    </caption>
                    <tbody>
                      {draw.prizes.map((prize) => (
                        <tr key={prize.tier} data-tier={prize.tier}>
                          <th scope="row">{t(`vn_tier_${prize.tier}`)}</th>
                          <td>{prize.numbers.join(' · ')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
              </LoadView>
            </section>
          </>
        )}
      </LoadView>
    </section>
  );
});
