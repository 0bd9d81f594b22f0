import type { ReactNode } from 'react';
import { RetryCard } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { LotteryGame } from '../../games/api/lottery-games';
import { CountdownText } from '../../countdown/components/countdown-text';
import { Balls } from '../../results/components/balls';
import { IssueStore } from '../stores/issue-store';

/** What a fact shows while the draw loads. */
const PENDING = '–';

/** The selected game: its current issue, the live countdown to the draw, the sale status and the last draw. */
export const CurrentIssue = observer(function CurrentIssue({
  game,
  store,
  children,
}: {
  game: LotteryGame;
  store: IssueStore;
  /** The bet controls, under the issue. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const near = store.near;
  let body;
  if (store.state === 'error') {
    body = <RetryCard message={store.error} retryLabel={t('common:retry')} onRetry={() => store.retry()} />;
  } else {
    // Until the draw has loaded the panel shows the same frame with dashes, a loading line in the status pill's place,
    // the previous draw's row at its height and the bet controls (they do not need the draw): the panel keeps its
    // height when the draw arrives, so the results below do not jump (CLS).
    body = (
      <>
        <dl className="lt-issue__facts" aria-hidden={near ? undefined : true}>
          <div className="lt-issue__fact">
            <dt>{t('current_issue')}</dt>
            {near ? <dd data-testid="lt-current-numero">{near.currentNumero.numero}</dd> : <dd>{PENDING}</dd>}
          </div>
          <div className="lt-issue__fact lt-issue__fact--countdown">
            <dt>{t('draw_in')}</dt>
            <dd>
              {near ? (
                <CountdownText
                  store={store.countdown}
                  countdownKey={IssueStore.KEYS.draw}
                  className="lt-countdown lt-countdown--big"
                  testId="lt-countdown"
                />
              ) : (
                <span className="lt-countdown lt-countdown--big">{PENDING}</span>
              )}
            </dd>
          </div>
          <div className="lt-issue__fact">
            <dt>{t('lock_in')}</dt>
            <dd>
              {near ? (
                <CountdownText
                  store={store.countdown}
                  countdownKey={IssueStore.KEYS.lock}
                  testId="lt-lock-countdown"
                />
              ) : (
                PENDING
              )}
            </dd>
          </div>
          <div className="lt-issue__fact">
            <dt>{t('next_issue')}</dt>
            <dd>{near ? (near.nextNumero?.numero ?? '-') : PENDING}</dd>
          </div>
        </dl>
        {near ? (
          <p className={`lt-status${store.onSale ? ' lt-status--open' : ' lt-status--closed'}`}>
            {store.onSale ? t('on_sale') : t('betting_closed')}
          </p>
        ) : (
          <p className="lt-status" role="status">
            {t('common:loading')}
          </p>
        )}
        {!near && <div className="lt-issue__previous lt-issue__previous--pending" aria-hidden="true" />}
        {near?.previousNumero && (
          <div className="lt-issue__previous">
            <span className="lt-issue__previous-label">
              {t('previous_draw')} <strong>{near.previousNumero.numero}</strong>
            </span>
            <Balls winNo={near.previousNumero.winNo} />
          </div>
        )}
        {children}
      </>
    );
  }
  return (
    <section className="lt-issue" aria-label={game.remark} data-game-code={game.gameCode}>
      <header className="lt-issue__head">
        {game.webIconUrl && <img className="lt-issue__icon" src={game.webIconUrl} alt="" />}
        <h2 className="lt-issue__name">{game.remark}</h2>
        {game.labelName && <span className="lt-badge">{game.labelName}</span>}
      </header>
      {body}
    </section>
  );
});
