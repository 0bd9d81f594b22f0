import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { RECORD_TIME_FORMAT } from '../../../lib/records/constants';
import { claimReward } from '../api/claim-reward';
import { getRewards, type Reward } from '../api/rewards';
import { ClaimListStore } from '../../../lib/claims/claim-list-store';
import { ClaimList } from '../../../ui/claims/claim-list';
import '../../../ui/member-records.css';

/** The reward centre (rewardCenter): the member's rewards, claimable ones first, each with a claim button. */
export default observer(function RewardCentrePage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new ClaimListStore<Reward>(shell, getRewards, claimReward));
  useEffect(() => void store.fetch(), [store]);
  const order = { CLAIMABLE: 0, CLAIMED: 1, EXPIRED: 2 } as const;
  const rewards = [...store.items].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <section className="mc-page" data-testid="page-reward-centre">
      <h1 className="mc-page-title">{t('menu_reward_centre')}</h1>
      <ClaimList
        store={store}
        items={rewards}
        testIdPrefix="reward"
        claimable={(reward) => reward.status === 'CLAIMABLE'}
        amount={(reward) => reward.amount}
        details={(reward) => (
          <>
            <h2 className="mc-claim__title">{reward.title}</h2>
            <p className="mc-claim__meta">
              {t(`code_${reward.rewardType}`)} ·{' '}
              {t('reward_expires', { time: dayjs(reward.expireTime).format(RECORD_TIME_FORMAT) })}
            </p>
          </>
        )}
      />
    </section>
  );
});
