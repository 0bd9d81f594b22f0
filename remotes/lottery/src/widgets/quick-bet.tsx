import type { WidgetProps } from '@wl/shell-contract';
import { LoadView, RetryCard } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickBetStore } from '../features/quick-bet/stores/quick-bet-store';
import { NAMESPACE } from '../i18n';
import './quick-bet.css';

/**
 * The home page's quick bet (spec/products.md §2): pick a lottery game, see its current issue and countdown, get 5
 * random numbers, go to betting with them.
 */
export const QuickBet = observer(function QuickBet({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new QuickBetStore(shell));
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  const { issue } = store;
  return (
    <section className="lt-widget lt-quick" data-testid="quick-bet" aria-labelledby="lt-quick-title">
      <h2 id="lt-quick-title" className="lt-widget__title">
        {t('quick_bet_title')}
      </h2>
      <LoadView load={store.load} onRetry={() => void store.start()} retryTestId="quick-bet-error">
        {store.choices.length === 0 ? (
          <p className="lt-widget__empty">{t('common:no_data')}</p>
        ) : (
          <div className="lt-quick__body">
            <label className="lt-quick__field">
              <span>{t('quick_bet_game')}</span>
              <select
                name="gameCode"
                value={store.selectedCode ?? ''}
                onChange={(event) => store.select(event.target.value)}
              >
                {store.choices.map((game) => (
                  <option key={game.gameCode} value={game.gameCode}>
                    {game.remark}
                  </option>
                ))}
              </select>
            </label>
            {issue.issueLoad.status === 'error' ? (
              <RetryCard
                message={issue.issueLoad.error ?? ''}
                retryLabel={t('common:retry')}
                onRetry={() => issue.retry()}
              />
            ) : (
              <dl className="lt-quick__issue">
                <dt>{t('quick_bet_issue')}</dt>
                <dd data-testid="quick-bet-numero">{issue.near?.currentNumero.numero ?? '-'}</dd>
                <dt>{t('quick_bet_countdown')}</dt>
                <dd>
                  <time className="lt-countdown" data-testid="quick-bet-countdown">
                    {issue.countdownText}
                  </time>
                </dd>
              </dl>
            )}
            <ol
              className="lt-quick__balls"
              aria-label={t('quick_bet_numbers')}
              data-testid="quick-bet-numbers"
            >
              {store.numbers.map((number, index) => (
                <li key={index} className="lt-quick__ball">
                  {number}
                </li>
              ))}
            </ol>
            <div className="lt-quick__actions">
              <button type="button" className="lt-btn lt-btn--ghost" onClick={() => store.shuffle()}>
                {t('quick_bet_random')}
              </button>
              <button
                type="button"
                className="lt-btn lt-btn--primary"
                disabled={!store.betRoute}
                onClick={() => store.bet()}
              >
                {t('quick_bet_go')}
              </button>
            </div>
          </div>
        )}
      </LoadView>
    </section>
  );
});

export default QuickBet;
