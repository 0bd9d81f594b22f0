import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useAreaTranslation } from '../../../i18n';
import { ALL_TYPES, rewardTypeName, type RewardTypeKey } from '../stores/points-mall-store';
import { useRootStore } from '../../../stores/root-store';

/** Reward-type tabs: all, then each type that has rewards. */
export const RewardTypeTabs = observer(function RewardTypeTabs() {
  const { mall: store } = useRootStore();
  const { t, i18n } = useAreaTranslation();
  const tabs: { key: RewardTypeKey; label: string }[] = [
    { key: ALL_TYPES, label: t('tab_all') },
    ...store.tabTypes.map((type) => ({ key: type.typeId, label: rewardTypeName(type, i18n.language) })),
  ];
  return (
    <Tabs tabs={tabs} selected={store.selectedType} onSelect={store.selectType} label={t('reward_types')} />
  );
});
