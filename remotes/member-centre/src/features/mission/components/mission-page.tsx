import { EmptyState, formatMoney, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { failureMessage } from '../../records/failure';
import { ClaimListStore } from '../../rewards/stores/claim-list-store';
import { claimMission } from '../api/claim-mission';
import { getMissions, type Mission } from '../api/missions';
import '../../records/member-records.css';

/** Mission activity: each mission's progress bar and reward; a completed one can be claimed. */
export default observer(function MissionPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new ClaimListStore<Mission>(shell, getMissions, claimMission));
  useEffect(() => void store.fetch(), [store]);
  return (
    <section className="mc-page" data-testid="page-mission">
      <h1 className="mc-page-title">{t('menu_mission_activity')}</h1>
      {store.lastClaim && (
        <p className="mc-form__ok" role="status" data-testid="claim-ok">
          {t('claim_ok', { amount: formatMoney(store.lastClaim.amount) })}
        </p>
      )}
      {store.failure && (
        <p className="mc-form__error" role="alert" data-testid="claim-error">
          {failureMessage(t, store.failure)}
        </p>
      )}
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        hasContent={store.items.length > 0}
        explainFailure
      >
        {store.load.status === 'ready' && store.items.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <ul className="mc-claim-list">
            {store.items.map((mission) => (
              <li
                key={mission.id}
                className="wl-card mc-claim"
                data-testid={`mission-${mission.id}`}
                data-status={mission.status}
              >
                <div>
                  <h2 className="mc-claim__title">{mission.title}</h2>
                  <progress
                    className="mc-claim__progress"
                    max={mission.target}
                    value={Math.min(mission.progress, mission.target)}
                    aria-label={t('mission_progress', { progress: mission.progress, target: mission.target })}
                  />
                  <p className="mc-claim__meta">
                    {t('mission_progress', { progress: mission.progress, target: mission.target })}
                  </p>
                </div>
                <strong className="mc-claim__amount">{formatMoney(mission.rewardAmount)}</strong>
                {mission.status === 'COMPLETED' ? (
                  <button
                    type="button"
                    className="wl-button"
                    disabled={store.isClaiming(mission.id)}
                    onClick={() => void store.claimOne(mission.id)}
                  >
                    {t('claim')}
                  </button>
                ) : (
                  <span className="mc-claim__status">{t(`code_${mission.status}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </section>
  );
});
