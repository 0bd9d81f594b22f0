import { EmptyState, formatMoney, LoadView } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { RECORD_TIME_FORMAT } from '../../records/constants';
import { failureMessage } from '../../records/failure';
import { claimReward } from '../api/claim-reward';
import { getRewards, type Reward } from '../api/rewards';
import { ClaimListStore } from '../stores/claim-list-store';
import '../../records/member-records.css';

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
        {store.load.status === 'ready' && rewards.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <ul className="mc-claim-list">
            {rewards.map((reward) => (
              <li
                key={reward.id}
                className="wl-card mc-claim"
                data-testid={`reward-${reward.id}`}
                data-status={reward.status}
              >
                <div>
                  <h2 className="mc-claim__title">{reward.title}</h2>
                  <p className="mc-claim__meta">
                    {t(`code_${reward.rewardType}`)} ·{' '}
                    {t('reward_expires', { time: dayjs(reward.expireTime).format(RECORD_TIME_FORMAT) })}
                  </p>
                </div>
                <strong className="mc-claim__amount">{formatMoney(reward.amount)}</strong>
                {reward.status === 'CLAIMABLE' ? (
                  <button
                    type="button"
                    className="wl-button"
                    disabled={store.isClaiming(reward.id)}
                    onClick={() => void store.claimOne(reward.id)}
                  >
                    {t('claim')}
                  </button>
                ) : (
                  <span className="mc-claim__status">{t(`code_${reward.status}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadView>
    </section>
  );
});
