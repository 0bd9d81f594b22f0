import { EmptyState, LoadView } from '@wl/ui';
import { loadResource } from '@wl/ui/script';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { PROMO_UI_SCRIPT } from '../features/promotions/constants';
import { useLocation } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { useRootStore } from '../stores/root-store';
import { CategoryTabs } from '../features/promotions/components/category-tabs';
import { PromotionCard, promotionCardId } from '../features/promotions/components/promotion-card';

// Not needed for a first visit: each loads when first shown (a query id, an application, a member's raffles).
const PromotionPopup = lazy(
  () =>
    import(
      /* webpackChunkName: "on-demand-promotion-popup" */ '../features/promotions/popup/promotion-popup'
    ),
);
const ApplyDialog = lazy(
  () =>
    import(
      /* webpackChunkName: "on-demand-apply-dialog" */ '../features/promotions/apply/components/apply-dialog'
    ),
);
const PromoCodeForm = lazy(
  () =>
    import(
      /* webpackChunkName: "on-demand-promo-code" */ '../features/promo-code/components/promo-code-form'
    ),
);
const RafflePanel = lazy(
  () =>
    import(/* webpackChunkName: "on-demand-raffle-panel" */ '../features/raffles/components/raffle-panel'),
);

/** Load the static promo script (spec §7) once, on the page that uses it; a failed load is tried on the next visit. */
function loadPromoUi(): void {
  loadResource(PROMO_UI_SCRIPT, { dataset: { testid: 'promo-ui-script' } }).catch(() => {
    // Optional decoration: the page works without it.
  });
}

/**
 * The promotions page (/promotions, /promotion): category tabs and promotion cards. A URL hash with a promotion id
 * opens that promotion and scrolls to it; the `t` query (a timestamp) lets a link re-trigger the same hash. A page
 * (not a feature) because it composes features: the promotions list with the promo code form and the member's raffles.
 */
export const PromotionsPage = observer(function PromotionsPage() {
  const { promotions: store, shell } = useRootStore();
  const { t, i18n } = useAreaTranslation();
  const location = useLocation();

  // Categories and texts depend on the language: reload on a change (spec/shell.md "Language change").
  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);

  // A member's counts, raffles and claims, polled while the page is open: their code loads for members only.
  const loggedIn = shell.session.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import(/* webpackChunkName: "on-demand-member-kit" */ '../features/promotions/member-kit').then(
      (kit) => {
        if (cancelled) return;
        store.attachKit(kit);
        stop = store.member?.start() ?? null;
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, loggedIn]);
  useEffect(loadPromoUi, []);
  // The merchant's promo code switch: the form (and its code) appears only when it is on.
  useEffect(() => void store.checkPromoCode(), [store]);

  // A query id matching a promotion opens its popup, once per address.
  const queried = useRef<string | null>(null);
  useEffect(() => {
    if (store.load.status !== 'ready' || queried.current === location.search) return;
    queried.current = location.search;
    store.openFromQuery(location.search);
  }, [store, store.load.status, location.search]);

  // Act on each hash (and `t` timestamp) once: a reload after a language change must not scroll again. The cards are
  // on the page only once the promo code switch has answered too (pageLoad).
  const ready = store.pageLoad.status === 'ready';
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

  const hasContent = store.promoCodeChecked && (store.promotions.length > 0 || ready);
  return (
    <section className="pr-page" data-testid="promotions-page">
      <header className="pr-page__header">
        <h1 className="wl-page-title pr-page__title">{t('promotions_title')}</h1>
      </header>
      {loggedIn && store.member && (
        <Suspense fallback={null}>
          <RafflePanel shell={shell} member={store.member} />
        </Suspense>
      )}
      {store.promoCodeEnabled && (
        // Its place is kept while its code loads: the cards below do not move when it arrives.
        <Suspense fallback={<div className="pr-promo-code pr-promo-code--reserved" aria-hidden="true" />}>
          <PromoCodeForm shell={shell} onRedeemed={store.markClaimed} titleOf={(id) => store.titleOf(id)} />
        </Suspense>
      )}
      <LoadView load={store.pageLoad} hasContent={hasContent} onRetry={store.fetch}>
        <CategoryTabs store={store} />
        {store.visible.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <div className="pr-cards">
            {store.visible.map((promotion, position) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                store={store}
                position={position}
                t={t}
              />
            ))}
          </div>
        )}
      </LoadView>
      <Suspense fallback={null}>
        {store.popup && <PromotionPopup shell={shell} store={store} promotion={store.popup} />}
        {store.applying && <ApplyDialog store={store.applying} onClose={store.closeApply} />}
      </Suspense>
    </section>
  );
});
