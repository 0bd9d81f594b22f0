import { afterNextPaint, EmptyState, LoadView } from '@wl/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { LobbyStore } from '../stores/lobby-store';

interface VendorMenuProps {
  store: LobbyStore;
  onSelect: (accountTypeName: string) => void;
}

/**
 * The vendor menu: 8 vendors visible; with more than 8, arrows move the strip 150 px a step. On narrow screens the
 * strip scrolls natively instead (styles.css).
 */
export const VendorMenu = observer(function VendorMenu({ store, onSelect }: VendorMenuProps) {
  return (
    <LoadView
      load={store.vendorsLoad}
      onRetry={() => void store.loadVendors()}
      retryTestId="gl-vendors-error"
    >
      <VendorStrip store={store} onSelect={onSelect} />
    </LoadView>
  );
});

/**
 * Whether the vendor logos may load: once a frame has painted after the games' first load settled. The strip
 * arrives first (the games call waits for it), and on a slow connection its dozen small logos took the connections
 * the first screen's game icons (the page's largest paint) then waited for: /electron's LCP was 0.17 s later on a
 * phone.
 */
function useLogosAfterGames(store: LobbyStore): boolean {
  const gamesSettled = store.gamesState !== 'loading';
  const [logos, setLogos] = useState(gamesSettled);
  useEffect(() => {
    if (logos || !gamesSettled) return;
    return afterNextPaint(() => setLogos(true));
  }, [logos, gamesSettled]);
  return logos;
}

/** The loaded vendors. */
const VendorStrip = observer(function VendorStrip({ store, onSelect }: VendorMenuProps) {
  const { t } = useTranslation(NAMESPACE);
  const logos = useLogosAfterGames(store);
  if (store.vendors.length === 0) return <EmptyState>{t('common:no_data')}</EmptyState>;
  const track = { '--gl-strip-offset': `${-store.stripOffset}px` } as CSSProperties;
  return (
    <nav
      className={`gl-vendors${store.stripScrolls ? ' gl-vendors--scrolls' : ''}`}
      aria-label={t('vendors')}
    >
      {store.stripScrolls && (
        <button
          type="button"
          className="gl-vendors__arrow"
          aria-label={t('prev_vendors')}
          disabled={!store.canScrollBack}
          onClick={() => store.scrollStrip(-1)}
        >
          <ChevronLeftIcon className="wl-icon--flip-rtl" />
        </button>
      )}
      <div className="gl-vendors__viewport">
        <ul className="gl-vendors__track" style={track} data-offset={store.stripOffset}>
          {store.vendors.map((vendor) => {
            const active = vendor.accountTypeName === store.selectedVendor;
            return (
              <li key={vendor.accountTypeName} className="gl-vendors__item">
                <button
                  type="button"
                  className={`gl-vendor${active ? ' is-active' : ''}`}
                  aria-pressed={active}
                  onClick={() => onSelect(vendor.accountTypeName)}
                >
                  {vendor.smallIcon && !logos ? (
                    <span className="gl-vendor__logo gl-vendor__logo--pending" aria-hidden="true" />
                  ) : vendor.smallIcon ? (
                    <img className="gl-vendor__logo" src={vendor.smallIcon} alt="" loading="lazy" />
                  ) : (
                    <span className="gl-vendor__logo gl-vendor__logo--text" aria-hidden="true">
                      {vendor.accountTypeName.slice(0, 3)}
                    </span>
                  )}
                  <span className="gl-vendor__name">{vendor.displayName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {store.stripScrolls && (
        <button
          type="button"
          className="gl-vendors__arrow"
          aria-label={t('next_vendors')}
          disabled={!store.canScrollForward}
          onClick={() => store.scrollStrip(1)}
        >
          <ChevronRightIcon className="wl-icon--flip-rtl" />
        </button>
      )}
    </nav>
  );
});
