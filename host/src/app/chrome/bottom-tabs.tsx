import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TAB_ICONS } from './icons';
import { isUnder, type TabItem } from './nav-items';

/**
 * The phone's bottom bar (DESIGN §10): home, games, lottery, promotions, me — those of them whose area the merchant
 * runs. Each tab is a link with its icon and label, 56 px tall; the current one is marked `aria-current="page"`.
 */
export function BottomTabs({ items }: { items: readonly TabItem[] }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <nav className="host-tabs" aria-label={t('nav_places')} data-testid="bottom-tabs">
      {items.map((item) => {
        const Icon = TAB_ICONS[item.icon];
        const current = item.to === '/' ? pathname === '/' : isUnder(pathname, item.match);
        return (
          <Link
            key={item.to}
            to={item.to}
            className="host-tabs__tab"
            aria-current={current ? 'page' : undefined}
            data-testid={`tab-${item.icon}`}
          >
            <Icon size={22} />
            <span>{t(item.key)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
