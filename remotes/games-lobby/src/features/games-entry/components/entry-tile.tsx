import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { EntryTile as Tile, GamesEntryStore } from '../stores/games-entry-store';

/** One tile: its title, up to 3 cards, the popular lottery (lottery tile) and the more-games button. */
export const EntryTile = observer(function EntryTile({
  tile,
  store,
}: {
  tile: Tile;
  store: GamesEntryStore;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { type, cards, lottery } = tile;
  const title = lottery ? t('entry_lottery') : t(`type_${type}`);
  return (
    <article className={`gl-tile gl-tile--${lottery ? 'lottery' : type.toLowerCase()}`} aria-label={title}>
      <h3 className="gl-tile__title">{title}</h3>
      <ul className="gl-tile__vendors">
        {cards.map((card) => (
          <li key={`${card.gameType}-${card.accountTypeName}`}>
            <button
              type="button"
              className="gl-tile__vendor"
              disabled={store.launching === card}
              aria-busy={store.launching === card || undefined}
              onClick={() => store.openCard(type, card)}
            >
              {card.smallIcon && <img src={card.smallIcon} alt="" loading="lazy" />}
              <span>{card.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      {lottery && (
        <div className="gl-tile__popular" data-testid="entry-popular-lottery">
          <h4 className="gl-tile__subtitle">{t('entry_popular_lottery')}</h4>
          <LoadView load={store.popularLoad} onRetry={() => void store.loadPopular()}>
            {store.popular ? (
              <button type="button" className="gl-tile__vendor" onClick={() => store.openPopular()}>
                {store.popular.webIconUrl && <img src={store.popular.webIconUrl} alt="" loading="lazy" />}
                <span>{store.popular.remark}</span>
              </button>
            ) : (
              <p className="gl-tile__none">{t('common:no_data')}</p>
            )}
          </LoadView>
        </div>
      )}
      <button type="button" className="wl-button gl-tile__more" onClick={() => store.openTile(type)}>
        {t('more_games')}
      </button>
    </article>
  );
});
