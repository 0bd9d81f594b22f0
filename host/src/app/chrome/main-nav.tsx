import { useDisclosure } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { DisclosureIcon } from './icons';
import { isUnder, type NavItem } from './nav-items';
import { fittingCount } from './fit';

/**
 * The desktop's main navigation (768 px and up): as many places as fit in one row, the rest one click away in a
 * More menu (a disclosure: Enter or Space opens it, Escape closes it and the focus returns to More). What fits is
 * measured from a hidden copy of the row, again whenever the header's width or the language changes, so no place
 * is ever cut in half or scrolled out of sight.
 */
export const MainNav = observer(function MainNav({ items }: { items: readonly NavItem[] }) {
  const { t, i18n } = useTranslation('host');
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(items.length);
  // A page change (a place chosen) closes the menu.
  const more = useDisclosure<HTMLDivElement>(pathname);
  const menuId = useId();

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    // Without layout to measure (a test DOM), every place shows.
    if (!nav || !measure || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      const widths = [...measure.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setShown(fittingCount(widths, more, nav.clientWidth, 4));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items, i18n.language]);

  const folded = items.slice(shown);
  const foldedCurrent = folded.some((item) =>
    item.to === '/' ? pathname === '/' : isUnder(pathname, [item.to]),
  );
  return (
    <nav ref={navRef} className="host-nav" aria-label="main">
      {items.slice(0, shown).map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === '/'}>
          {t(item.key)}
        </NavLink>
      ))}
      {folded.length > 0 && (
        <div ref={more.boxRef} className="host-nav__more" onKeyDown={more.onKeyDown}>
          <button
            ref={more.buttonRef}
            type="button"
            className={foldedCurrent ? 'host-nav__more-button active' : 'host-nav__more-button'}
            aria-expanded={more.open}
            aria-controls={menuId}
            onClick={more.toggle}
            data-testid="nav-more"
          >
            {t('nav_more')}
            <DisclosureIcon size={16} />
          </button>
          {more.open && (
            <ul id={menuId} className="host-nav__menu" data-testid="nav-more-menu">
              {folded.map((item, index) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    ref={(node) => {
                      // The first place takes the focus when the menu opens from the keyboard or a click.
                      if (index === 0 && node && document.activeElement === more.buttonRef.current)
                        node.focus();
                    }}
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {/* The row as it would be with every place shown, for measuring only: never seen, never reached. */}
      <div ref={measureRef} className="host-nav__measure" aria-hidden="true" inert>
        {items.map((item) => (
          <span key={item.to}>{t(item.key)}</span>
        ))}
        <span>
          {t('nav_more')}
          <DisclosureIcon size={16} />
        </span>
      </div>
    </nav>
  );
});
