import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '../../../api/vendors';
import { NAMESPACE } from '../../../i18n';
import type { CategoryStore } from '../stores/category-store';

/** One vendor card: its logo and name; the click launches or opens the popup. */
export const VendorTile = observer(function VendorTile({
  store,
  card,
  onOpen,
}: {
  store: CategoryStore;
  card: VendorCard;
  onOpen: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const direct = store.launchesDirectly(card);
  const current = store.current?.accountTypeName === card.accountTypeName;
  return (
    <button
      type="button"
      className={`gl-category__vendor${current ? ' is-active' : ''}`}
      aria-current={current ? 'true' : undefined}
      data-vendor={card.accountTypeName}
      data-is-game={card.isGame}
      disabled={direct && store.launching !== null}
      onClick={() => (direct ? void store.launch(card) : onOpen())}
    >
      {card.smallIcon ? (
        <img className="gl-category__logo" src={card.smallIcon} alt="" loading="lazy" />
      ) : (
        <span className="gl-category__logo" aria-hidden="true" />
      )}
      <span className="gl-category__name">{card.displayName}</span>
      <span className="gl-category__action">{t(direct ? 'enter_game' : 'more_games')}</span>
    </button>
  );
});
