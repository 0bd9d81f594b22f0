import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VENDOR_QUERY, type GameType } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store-context';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';
import { VendorMenu } from './vendor-menu';

/** A game lobby: vendor menu, search and the paged game grid. The `page` query names the vendor. */
export const LobbyPage = observer(function LobbyPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation(NAMESPACE);
  const store = useRootStore().lobby(gameType);
  const [params, setParams] = useSearchParams();
  const vendorParam = params.get(VENDOR_QUERY);

  useEffect(() => {
    void store.open(vendorParam);
  }, [store, vendorParam]);

  const selectVendor = (accountTypeName: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(VENDOR_QUERY, accountTypeName);
      return next;
    });

  return (
    <section className="gl-lobby" data-testid="games-lobby" data-game-type={gameType}>
      <header className="gl-lobby__head">
        <h1 className="gl-lobby__title">{t(`type_${gameType}`)}</h1>
        <SearchBox store={store} />
      </header>
      <VendorMenu store={store} onSelect={selectVendor} />
      <GameGrid store={store} />
    </section>
  );
});
