import { RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { VipLabel } from './vip-label';

/** VIP label and progress towards the next rank: a bar and a percentage. */
export const VipCard = observer(function VipCard() {
  const { shell, vipProgress } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  let body;
  if (vipProgress.state === 'error') {
    body = (
      <RetryCard
        message={
          vipProgress.failure?.status === 401
            ? t('common:in_sorry_in')
            : vipProgress.failure?.kind === 'timeout'
              ? t('common:timeout_retry_please')
              : (vipProgress.failure?.text ?? t('common:unknown_error'))
        }
        retryLabel={t('common:retry')}
        onRetry={() => void vipProgress.load()}
        testId="member-vip-retry"
      />
    );
  } else if (vipProgress.percent === null || !vipProgress.progress) {
    body = <Spinner label={t('common:loading')} />;
  } else {
    const { completedConditions, totalExpectedConditions, labelId } = vipProgress.progress;
    body = (
      <>
        <div className="mc-progress">
          <div
            className="mc-progress__track"
            role="progressbar"
            aria-label={t('vip_progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={vipProgress.percent}
            data-testid="member-vip-progress"
          >
            <div className="mc-progress__bar" style={{ width: `${vipProgress.percent}%` }} />
          </div>
          <span className="mc-progress__percent" data-testid="member-vip-percent">
            {vipProgress.percent}%
          </span>
        </div>
        <p className="mc-muted">
          {labelId === null
            ? t('vip_no_next_label')
            : t('vip_conditions', { completed: completedConditions, total: totalExpectedConditions })}
        </p>
      </>
    );
  }
  return (
    <section className="mc-card mc-vip" aria-labelledby="mc-vip-title">
      <header className="mc-card__head">
        <h2 id="mc-vip-title">{t('vip_progress')}</h2>
        <VipLabel label={shell.session.member?.clubLabel ?? null} />
      </header>
      {body}
    </section>
  );
});
