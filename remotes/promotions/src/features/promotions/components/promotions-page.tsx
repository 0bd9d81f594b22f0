import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAreaTranslation } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { CategoryTabs } from './category-tabs';
import { PromotionCard, promotionCardId } from './promotion-card';

/**
 * The promotions page (/promotions, /promotion): category tabs and promotion cards. A URL hash with a promotion id
 * opens that promotion and scrolls to it; the `t` query (a timestamp) lets a link re-trigger the same hash.
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const { promotions: store } = useRootStore();
  const { t, i18n } = useAreaTranslation();
  const location = useLocation();

  // Categories and texts depend on the language: reload on a change (spec/shell.md "Language change").
  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);

  // Act on each hash (and `t` timestamp) once: a reload after a language change must not scroll again.
  const ready = store.load.status === 'ready';
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const key = `${location.search}${location.hash}`;
    if (!ready || !location.hash || handled.current === key) return;
    const id = store.openFromHash(location.hash);
    if (id === null) return;
    // After the card has rendered open; marked handled only then (an effect re-run cancels the frame).
    const frame = requestAnimationFrame(() => {
      handled.current = key;
      document.getElementById(promotionCardId(id))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [store, ready, location.hash, location.search]);

  const hasContent = store.promotions.length > 0 || store.load.status === 'ready';
  return (
    <section className="pr-page" data-testid="promotions-page">
      <header className="pr-page__header">
        <h1 className="wl-page-title pr-page__title">{t('promotions_title')}</h1>
      </header>
      <LoadView load={store.load} hasContent={hasContent} onRetry={store.fetch}>
        <CategoryTabs store={store} />
        {store.visible.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <div className="pr-cards">
            {store.visible.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} store={store} />
            ))}
          </div>
        )}
      </LoadView>
    </section>
  );
});
