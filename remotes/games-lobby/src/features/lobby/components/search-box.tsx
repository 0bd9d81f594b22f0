import { SearchIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { LobbyStore } from '../stores/lobby-store';

/** Search by game name: submits on Enter or the button; the clear button shows every game again. */
export const SearchBox = observer(function SearchBox({ store }: { store: LobbyStore }) {
  const { t } = useTranslation(NAMESPACE);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    store.submitSearch();
  };
  return (
    <form className="gl-search" role="search" onSubmit={onSubmit}>
      <SearchIcon className="gl-search__icon" />
      <input
        className="gl-search__input"
        type="search"
        value={store.searchText}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        onChange={(e) => store.setSearchText(e.target.value)}
      />
      {store.keyword && (
        <button type="button" className="gl-search__clear" onClick={() => store.clearSearch()}>
          {t('clear')}
        </button>
      )}
      <button type="submit" className="wl-button gl-search__submit">
        {t('search')}
      </button>
    </form>
  );
});
