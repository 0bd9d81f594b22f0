import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useAreaTranslation } from '../../../i18n';
import { ALL_CATEGORIES, type CategoryKey, type PromotionsStore } from '../stores/promotions-store';

/** The category tabs: all, then each category. */
export const CategoryTabs = observer(function CategoryTabs({ store }: { store: PromotionsStore }) {
  const { t } = useAreaTranslation();
  const tabs: { key: CategoryKey; label: string }[] = [
    { key: ALL_CATEGORIES, label: t('tab_all') },
    ...store.categories.map((c) => ({ key: c.id, label: c.name })),
  ];
  return (
    <Tabs tabs={tabs} selected={store.category} onSelect={store.selectCategory} label={t('categories')} />
  );
});
