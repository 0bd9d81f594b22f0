import { Chevron } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useAreaTranslation } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { rewardTypeName, type RewardGroup } from '../stores/points-mall-store';
import { RewardCard } from './reward-card';

/** One reward type's rewards: 3 (7 when filtered) and a show-more toggle for the rest. */
export const RewardGroupView = observer(function RewardGroupView({ group }: { group: RewardGroup }) {
  const { mall: store } = useRootStore();
  const { t, i18n } = useAreaTranslation();
  const name = rewardTypeName(group.type, i18n.language);
  const listId = `pm-group-${group.type.typeId}`;
  return (
    <section className="pm-group" data-testid="reward-group" aria-label={name}>
      <header className="pm-group__header">
        <h2 className="pm-group__title">{name}</h2>
        <span className="pm-group__count">{group.rewards.length}</span>
      </header>
      <div className="pm-group__grid" id={listId}>
        {group.visible.map((reward) => (
          <RewardCard key={reward.id} reward={reward} />
        ))}
      </div>
      {group.foldable && (
        <button
          type="button"
          className="pm-group__more"
          aria-expanded={group.expanded}
          aria-controls={listId}
          onClick={() => store.toggleGroup(group.type.typeId)}
        >
          {group.expanded ? t('show_less') : t('show_more')}
          <Chevron up={group.expanded} />
        </button>
      )}
    </section>
  );
});
