import type { ReactNode } from 'react';
import { RetryCard } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { LotteryGame } from '../../../api/lottery-games';
import { IssueStore } from '../../../lib/issue/issue-store';
import { Balls } from '../../../ui/balls';
import { CountdownText } from '../../../ui/countdown-text';

/** What a fact shows while the draw loads. */
const PENDING = '–';

/**
 * The four facts of an issue (number, draw countdown, lock countdown, next issue) in their final frame. With
 * `pending` the frame is shown with placeholders and hidden from screen readers (the status line says it loads).
 */
function IssueFacts({
  pending,
  current,
  draw,
  lock,
  next,
}: {
  pending: boolean;
  current: ReactNode;
  draw: ReactNode;
  lock: ReactNode;
  next: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="lt-issue__facts" aria-hidden={pending ? true : undefined}>
      <div className="lt-issue__fact">
        <dt>{t('current_issue')}</dt>
        {current}
      </div>
      <div className="lt-issue__fact lt-issue__fact--countdown">
        <dt>{t('draw_in')}</dt>
        <dd>{draw}</dd>
      </div>
      <div className="lt-issue__fact">
        <dt>{t('lock_in')}</dt>
        <dd>{lock}</dd>
      </div>
      <div className="lt-issue__fact">
        <dt>{t('next_issue')}</dt>
        <dd>{next}</dd>
      </div>
    </dl>
  );
}

/** The loading line in the status pill's place and the previous draw's row at its height. */
function PendingStatus() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <p className="lt-status" role="status">
        {t('common:loading')}
      </p>
      <div className="lt-issue__previous lt-issue__previous--pending" aria-hidden="true" />
    </>
  );
}

/**
 * The selected game: its current issue, the live countdown to the draw, the sale status and the last draw. Without a
 * game (the lobby's games are still loading) it is the same panel with placeholders: the same elements stay from the
 * first paint on, so the page's largest text, the draw countdown, is painted once with the lobby's first frame (its
 * placeholder has the digits' size, and the digits replace it in place; Largest Contentful Paint does not wait for
 * the lobby's reads) and nothing moves when the game and its draw arrive (CLS).
 */
export const CurrentIssue = observer(function CurrentIssue({
  game,
  store,
  children,
}: {
  /** The selected game; null while the lobby's games load. */
  game: LotteryGame | null;
  store: IssueStore;
  /** The bet controls, under the issue. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const near = game ? store.near : null;
  let body;
  if (game && store.issueLoad.status === 'error') {
    body = (
      <RetryCard
        message={store.issueLoad.error ?? ''}
        retryLabel={t('common:retry')}
        onRetry={() => store.retry()}
      />
    );
  } else {
    // Until the draw has loaded the panel shows the same frame with dashes, a loading line in the status pill's place,
    // the previous draw's row at its height and the bet controls (they do not need the draw): the panel keeps its
    // height when the draw arrives, so the results below do not jump (CLS).
    body = (
      <>
        <IssueFacts
          pending={!near}
          current={
            near ? <dd data-testid="lt-current-numero">{near.currentNumero.numero}</dd> : <dd>{PENDING}</dd>
          }
          draw={
            <CountdownText
              store={store.countdown}
              countdownKey={IssueStore.KEYS.draw}
              className="lt-countdown lt-countdown--big"
              testId={near ? 'lt-countdown' : undefined}
            />
          }
          lock={
            near ? (
              <CountdownText
                store={store.countdown}
                countdownKey={IssueStore.KEYS.lock}
                testId="lt-lock-countdown"
              />
            ) : (
              PENDING
            )
          }
          next={near ? (near.nextNumero?.numero ?? '-') : PENDING}
        />
        {near ? (
          <p className={`lt-status${store.onSale ? ' lt-status--open' : ' lt-status--closed'}`}>
            {store.onSale ? t('on_sale') : t('betting_closed')}
          </p>
        ) : (
          <PendingStatus />
        )}
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
    <section
      className="lt-issue"
      aria-label={game?.remark}
      aria-busy={game ? undefined : true}
      data-game-code={game?.gameCode}
    >
      {game ? (
        <header className="lt-issue__head">
          {game.webIconUrl && <img className="lt-issue__icon" src={game.webIconUrl} alt="" />}
          <h2 className="lt-issue__name">{game.remark}</h2>
          {game.labelName && <span className="lt-badge">{game.labelName}</span>}
        </header>
      ) : (
        <header className="lt-issue__head" aria-hidden="true">
          <span className="lt-issue__icon lt-pending" />
          <span className="lt-issue__name lt-issue__name--pending lt-pending" />
        </header>
      )}
      {body}
    </section>
  );
});
