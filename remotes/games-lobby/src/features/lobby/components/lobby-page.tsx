import { EmptyState } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VENDOR_QUERY, type GameType, type LobbyTab } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store-context';
import { pageOfTab } from '../stores/lobby-store';
import { GameGrid } from './game-grid';
import { ClassifyFilter, LobbyTabs } from './lobby-tabs';
import { SearchBox } from './search-box';
import { VendorMenu } from './vendor-menu';

/**
 * The slot lobby (`/electron?page=`): tabs, vendor menu, classification filter, search and the paged game grid. The
 * `page` query names a vendor or the hot, recentGameList or favGameList tab.
 */
export const LobbyPage = observer(function LobbyPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation(NAMESPACE);
  const root = useRootStore();
  const store = root.lobby(gameType);
  const [params, setParams] = useSearchParams();
  const pageParam = params.get(VENDOR_QUERY);
  // A login from the prompt keeps the member here: the recent or favourite list then loads.
  const loggedIn = root.shell.session.isLoggedIn;

  useEffect(() => {
    void store.open(pageParam);
  }, [store, pageParam, loggedIn]);

  const setPage = (page: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (page) next.set(VENDOR_QUERY, page);
      else next.delete(VENDOR_QUERY);
      return next;
    });
  const selectTab = (tab: LobbyTab) => {
    if (tab === 'vendor') setPage(store.tab === 'vendor' ? pageParam : null);
    else setPage(pageOfTab(tab));
  };

  return (
    <section className="gl-lobby" data-testid="games-lobby" data-game-type={gameType} data-tab={store.tab}>
      <header className="gl-lobby__head">
        <h1 className="gl-lobby__title">{t(`type_${gameType}`)}</h1>
        {store.tab === 'vendor' && <SearchBox store={store} />}
      </header>
      <LobbyTabs store={store} onSelect={selectTab} />
      <VendorMenu store={store} onSelect={setPage} />
      {store.tab === 'vendor' && store.selectedVendor && <ClassifyFilter store={store} />}
      {store.loginNeeded ? (
        <EmptyState>
          {/* EmptyState is a paragraph: a block span, not a <p> inside it. */}
          <span className="gl-lobby__login-text">{t('common:in_sorry_in')}</span>
          <button type="button" className="wl-button" onClick={() => root.shell.requireLogin()}>
            {t('common:login')}
          </button>
        </EmptyState>
      ) : (
        <GameGrid store={store} />
      )}
    </section>
  );
});
