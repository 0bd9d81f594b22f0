import type { ShellServices } from '@wl/shell-contract';
import { EmptyState, LoadView, Pager } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { GamePopupStore, type PopupVendor } from '../stores/game-popup-store';
import { PopupFrame } from './popup-frame';

/** Props of the game popup. */
export interface GamePopupProps {
  shell: ShellServices;
  vendor: PopupVendor;
  onClose: () => void;
}

/**
 * The game popup of a VASSALAGE vendor (spec/products.md §2): title vendor plus type, the vendor's games 10 a page,
 * a free-trial button where supportPlay is 0 (and free play is on), and play-now. Loaded on demand (index.tsx).
 */
const GamePopup = observer(function GamePopup({ shell, vendor, onClose }: GamePopupProps) {
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new GamePopupStore(shell, vendor));
  useEffect(() => {
    void store.loadGames();
  }, [store]);
  const title = t('popup_title', { vendor: vendor.displayName, type: t(`type_${vendor.gameType}`) });
  return (
    <PopupFrame label={title} onClose={onClose} testId="gl-game-popup">
      <header className="gl-popup__head">
        <h2 className="wl-dialog__title gl-popup__title">{title}</h2>
        <button type="button" className="gl-popup__close" aria-label={t('common:close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <LoadView load={store.load} onRetry={() => void store.loadGames()} retryTestId="gl-popup-error">
        {store.games.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <>
            <ul className="gl-popup__list" aria-label={title}>
              {store.games.map((game) => (
                <li key={game.nodeId} className="gl-popup__game" aria-label={game.displayName}>
                  {game.showIcon ? (
                    <img className="gl-popup__icon" src={game.showIcon} alt="" loading="lazy" />
                  ) : (
                    <span className="gl-popup__icon" aria-hidden="true" />
                  )}
                  <span className="gl-popup__name">{game.displayName}</span>
                  <span className="gl-popup__actions">
                    {store.hasTrial(game) && (
                      <button
                        type="button"
                        className="wl-button wl-button--ghost"
                        disabled={store.launching !== null}
                        onClick={() => void store.trial(game)}
                      >
                        {t('free_trial')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="wl-button"
                      disabled={store.launching !== null}
                      onClick={() => void store.play(game)}
                    >
                      {t('play_now')}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              page={store.page}
              totalPages={store.totalPages}
              onChange={(page) => store.goToPage(page)}
              label={t('pages')}
            />
          </>
        )}
      </LoadView>
    </PopupFrame>
  );
});

export default GamePopup;
