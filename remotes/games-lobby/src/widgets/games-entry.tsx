import type { WidgetProps } from '@wl/shell-contract';
import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesEntryStore } from '../features/games-entry/stores/games-entry-store';
import { NAMESPACE } from '../i18n';

/**
 * The home page's games-entry block: sports, live, fish, pvp and slots (electron) tiles, each with up to 3 vendors
 * and a more-games button. An RNG vendor opens `/electron?page={vendor}`; the other tiles open their lobby.
 */
export const GamesEntry = observer(function GamesEntry({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new GamesEntryStore(shell));
  useEffect(() => {
    void store.load();
  }, [store]);

  let body;
  if (store.tiles.length === 0) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <div className="gl-entry__grid">
        {store.tiles.map(({ type, vendors }) => (
          <article
            key={type}
            className={`gl-tile gl-tile--${type.toLowerCase()}`}
            aria-label={t(`type_${type}`)}
          >
            <h3 className="gl-tile__title">{t(`type_${type}`)}</h3>
            <ul className="gl-tile__vendors">
              {vendors.map((vendor) => (
                <li key={vendor.accountTypeName}>
                  <button
                    type="button"
                    className="gl-tile__vendor"
                    onClick={() => store.openVendor(type, vendor)}
                  >
                    {vendor.smallIcon && <img src={vendor.smallIcon} alt="" loading="lazy" />}
                    <span>{vendor.displayName}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="wl-button gl-tile__more" onClick={() => store.openTile(type)}>
              {t('more_games')}
            </button>
          </article>
        ))}
      </div>
    );
  }
  return (
    <section className="gl-entry" data-testid="games-entry">
      <h2 className="gl-entry__title">{t('games_entry_title')}</h2>
      <LoadView load={store.lanesLoad} onRetry={() => void store.load()}>
        {body}
      </LoadView>
    </section>
  );
});
