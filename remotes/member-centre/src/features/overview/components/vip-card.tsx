import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { VipLabel } from './vip-label';

/** VIP label and progress towards the next rank: a bar and a percentage. */
export const VipCard = observer(function VipCard() {
  const { shell, vipProgress } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const { progress, percent, progressLoad } = vipProgress;
  let body = null;
  if (progress && percent !== null) {
    const { completedConditions, totalExpectedConditions, labelId } = progress;
    body = (
      <>
        <div className="mc-progress">
          <div
            className="mc-progress__track"
            role="progressbar"
            aria-label={t('vip_progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="member-vip-progress"
          >
            <div className="mc-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <span className="mc-progress__percent" data-testid="member-vip-percent">
            {percent}%
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
      {/* A reload keeps the bar on screen; a failed load shows the retry card alone. */}
      <LoadView
        load={progressLoad}
        hasContent={body !== null && progressLoad.status !== 'error'}
        onRetry={() => void vipProgress.load()}
        explainFailure
        retryTestId="member-vip-retry"
      >
        {body}
      </LoadView>
    </section>
  );
});
