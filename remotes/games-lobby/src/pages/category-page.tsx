import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VENDOR_QUERY, type GameType } from '../constants';
import { VendorTile } from '../features/category/components/vendor-tile';
import { GamePopup } from '../features/game-popup';
import { NAMESPACE } from '../i18n';
import { useRootStore } from '../stores/root-store-context';

/**
 * A category page: the vendor cards of the route's game type. A direct vendor launches on click; a VASSALAGE vendor
 * opens its game popup, named in the URL (`?page=`) so the link can be shared and Back closes it. A page (not a
 * feature) because it composes two: the category's vendor cards and the game popup.
 */
export const CategoryPage = observer(function CategoryPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation(NAMESPACE);
  const root = useRootStore();
  const store = root.category(gameType);
  const [params, setParams] = useSearchParams();
  const pageParam = params.get(VENDOR_QUERY);

  useEffect(() => {
    void store.open(pageParam);
  }, [store, pageParam]);

  const setPage = (page: string | null, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (page) next.set(VENDOR_QUERY, page);
        else next.delete(VENDOR_QUERY);
        return next;
      },
      { replace },
    );
  const popup = store.popupVendor;

  return (
    <section className="gl-category" data-testid="games-category" data-game-type={gameType}>
      <h1 className="gl-lobby__title">{t(`type_${gameType}`)}</h1>
      <LoadView load={store.load} onRetry={() => void store.loadVendors()} retryTestId="gl-category-error">
        {store.vendors.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <ul className="gl-category__grid" aria-label={t('vendors')}>
            {store.vendors.map((card) => (
              <li key={card.cardId}>
                <VendorTile store={store} card={card} onOpen={() => setPage(card.accountTypeName)} />
              </li>
            ))}
          </ul>
        )}
      </LoadView>
      {popup && (
        <GamePopup
          key={popup.accountTypeName}
          shell={root.shell}
          vendor={popup}
          onClose={() => setPage(null, true)}
        />
      )}
    </section>
  );
});
