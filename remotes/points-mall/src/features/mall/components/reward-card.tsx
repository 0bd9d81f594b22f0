import { GiftIcon } from '@wl/ui/icons';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Reward } from '../../../api/rewards';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import { hasPointMoneyPrice, isSoldOut, mainImageOf } from '../../../lib/rewards';
import { useRootStore } from '../../../stores/root-store';

/** The price: points, or points plus money (in the member's currency) when the reward offers it. */
const RewardPrice = observer(function RewardPrice({ reward }: { reward: Reward }) {
  const { shell } = useRootStore();
  const { t } = useAreaTranslation();
  const balance = shell.session.balance;
  if (!hasPointMoneyPrice(reward)) {
    return (
      <p className="pm-price" data-testid="reward-price">
        <span className="pm-price__points">{formatPoints(reward.price)}</span>{' '}
        <span className="pm-price__unit">{t('points_unit')}</span>
      </p>
    );
  }
  const money = formatMoney(reward.mpMoneyAmount!, {
    symbol: balance?.currencySymbol,
    position: balance?.currencyPosition,
  });
  return (
    <div className="pm-price pm-price--mixed" data-testid="reward-price">
      <p>
        <span className="pm-price__points">{formatPoints(reward.mpPointAmount ?? reward.price)}</span>{' '}
        <span className="pm-price__unit">{t('points_unit')}</span>
        <span className="pm-price__plus"> + </span>
        <span className="pm-price__money" data-testid="reward-money">
          {money}
        </span>
      </p>
      <p className="pm-price__alt">
        {t('or_points_only')} <span data-testid="reward-points-only">{formatPoints(reward.price)}</span>{' '}
        {t('points_unit')}
      </p>
    </div>
  );
});

/** A reward: main image, name, price, inventory, the sold-out state at inventory 0, and its redeem button. */
export const RewardCard = observer(function RewardCard({ reward }: { reward: Reward }) {
  const { mall } = useRootStore();
  const { t } = useAreaTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const image = mainImageOf(reward);
  const soldOut = isSoldOut(reward);
  return (
    <article
      className={`pm-reward${soldOut ? ' is-sold-out' : ''}`}
      data-testid="reward-card"
      aria-label={reward.name}
    >
      <div className="pm-reward__media">
        {image && !imageFailed ? (
          <img src={image} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <div className="pm-reward__media-fallback">
            <GiftIcon />
          </div>
        )}
        {soldOut && (
          <span className="pm-reward__badge" data-testid="sold-out">
            {t('sold_out')}
          </span>
        )}
      </div>
      <div className="pm-reward__body">
        <h3 className="pm-reward__name" title={reward.name}>
          {reward.name}
        </h3>
        {reward.description && <p className="pm-reward__description">{reward.description}</p>}
        <RewardPrice reward={reward} />
        <p className="pm-reward__stock">
          {t('inventory')} <span data-testid="reward-inventory">{reward.inventory}</span>
        </p>
        <button
          type="button"
          className="wl-button pm-reward__redeem"
          aria-haspopup="dialog"
          onClick={() => mall.openRedeem(reward)}
          data-testid="reward-redeem"
        >
          {t('redeem')}
        </button>
      </div>
    </article>
  );
});
