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
    <div className="wl-tabs pr-tabs" role="tablist" aria-label={t('categories')}>
      {tabs.map((tab) => (
        <button
          type="button"
          role="tab"
          key={tab.key}
          aria-selected={store.category === tab.key}
          onClick={() => store.selectCategory(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
});
