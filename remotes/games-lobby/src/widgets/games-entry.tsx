import type { WidgetProps } from '@wl/shell-contract';
import { EmptyState, LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePopup } from '../features/game-popup';
import { EntryTile } from '../features/games-entry/components/entry-tile';
import { GamesEntryStore } from '../features/games-entry/stores/games-entry-store';
import { NAMESPACE } from '../i18n';

/**
 * The home page's games-entry block (spec/products.md §2): sports, live, fish, pvp, slots (electron) and lottery
 * tiles, each with up to 3 cards and a more-games button, the lottery tile with 1 popular lottery. What a card does
 * is decided by the store's `cardAction` (lottery group, direct launch, slots vendor page, game popup).
 */
export const GamesEntry = observer(function GamesEntry({ shell }: WidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new GamesEntryStore(shell));
  useEffect(() => {
    void store.load();
  }, [store]);

  const tiles = store.tiles;
  return (
    <section className="gl-entry" data-testid="games-entry">
      <h2 className="gl-entry__title">{t('games_entry_title')}</h2>
      <LoadView load={store.lanesLoad} onRetry={() => void store.loadLanes()}>
        {tiles.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <div className="gl-entry__grid">
            {tiles.map((tile) => (
              <EntryTile key={tile.type} tile={tile} store={store} />
            ))}
          </div>
        )}
      </LoadView>
      {store.popupVendor && (
        <GamePopup shell={shell} vendor={store.popupVendor} onClose={() => store.closePopup()} />
      )}
    </section>
  );
});
