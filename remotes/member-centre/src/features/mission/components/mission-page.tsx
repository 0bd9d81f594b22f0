import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { ClaimList } from '../../../ui/claims/claim-list';
import { ClaimListStore } from '../../../lib/claims/claim-list-store';
import { claimMission } from '../api/claim-mission';
import { getMissions, type Mission } from '../api/missions';
import '../../../ui/member-records.css';

/** Mission activity: each mission's progress bar and reward; a completed one can be claimed. */
export default observer(function MissionPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new ClaimListStore<Mission>(shell, getMissions, claimMission));
  useEffect(() => void store.fetch(), [store]);
  return (
    <section className="mc-page" data-testid="page-mission">
      <h1 className="mc-page-title">{t('menu_mission_activity')}</h1>
      <ClaimList
        store={store}
        items={store.items}
        testIdPrefix="mission"
        claimable={(mission) => mission.status === 'COMPLETED'}
        amount={(mission) => mission.rewardAmount}
        details={(mission) => (
          <>
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
          </>
        )}
      />
    </section>
  );
});
