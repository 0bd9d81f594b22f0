import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { LoginPrompt } from '../features/mall/components/login-prompt';
import { RewardGroupView } from '../features/mall/components/reward-group';
import { RewardTypeTabs } from '../features/mall/components/reward-type-tabs';
import { UserCard } from '../features/mall/components/user-card';
import { useAreaTranslation } from '../i18n';
import { useRootStore } from '../stores/root-store';
import { PointsMenu } from '../ui/points-menu';

// The redeem dialog is not needed for the first paint: its chunk loads when a member first opens it.
const RedeemDialog = lazy(
  () => import(/* webpackChunkName: "on-demand-redeem" */ '../features/redeem/components/redeem-dialog'),
);

/**
 * The points mall (/member/pointMall): the member's card with the point balance, reward-type tabs and the rewards
 * grouped by type. Reward names depend on the language, so a language change reloads.
 */
export const PointsMallPage = observer(function PointsMallPage() {
  const { mall: store, shell, basePath } = useRootStore();
  const { t, i18n } = useAreaTranslation();

  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);

  const load = store.catalogLoad;
  const hasContent = store.rewards.length > 0 || load.status === 'ready';
  return (
    <section className="pm-page" data-testid="points-mall">
      <header className="pm-page__header">
        <h1 className="wl-page-title">{t('title')}</h1>
      </header>
      <PointsMenu basePath={basePath} />
      {store.unauthorized ? (
        <LoginPrompt shell={shell} onRetry={store.fetch} />
      ) : (
        <>
          <UserCard />
          <LoadView load={load} hasContent={hasContent} onRetry={store.fetchCatalog}>
            {store.groups.length === 0 ? (
              <EmptyState>{t('common:no_data')}</EmptyState>
            ) : (
              <>
                <RewardTypeTabs />
                {store.groups.map((group) => (
                  <RewardGroupView key={group.type.typeId} group={group} />
                ))}
              </>
            )}
          </LoadView>
          {store.redeeming && (
            <Suspense fallback={null}>
              <RedeemDialog key={store.redeeming.id} reward={store.redeeming} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
});
