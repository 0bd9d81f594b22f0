import { NavLink } from 'react-router-dom';
import { DETAILS_SEGMENT, POINTS_DETAIL_TABS } from '../constants';
import { useAreaTranslation } from '../i18n';

/** The details tabs in order, each with its label key. */
export const DETAIL_TAB_LABELS = [
  { tab: POINTS_DETAIL_TABS.REDEMPTION_RECORDS, key: 'tab_records' },
  { tab: POINTS_DETAIL_TABS.POINTS_TRANSACTIONS, key: 'tab_transactions' },
  { tab: POINTS_DETAIL_TABS.RULES, key: 'tab_rules' },
] as const;

/** The path of a details tab under the area's base path (`/member/pointMall/details/0`). */
export function detailsPath(basePath: string, tab: number): string {
  return `${basePath}/${DETAILS_SEGMENT}/${tab}`;
}

/**
 * The mall's menu tabs (spec §2): exchange goods, then the details tabs 0, 1, 2; the current one marked. `basePath`:
 * where the host mounts the area (the root store's).
 */
export function PointsMenu({ basePath }: { basePath: string }) {
  const { t } = useAreaTranslation();
  const className = ({ isActive }: { isActive: boolean }) => `pm-menu__tab${isActive ? ' is-current' : ''}`;
  return (
    <nav className="pm-menu" aria-label={t('menu')} data-testid="points-menu">
      <NavLink to={basePath || '/'} end className={className}>
        {t('tab_exchange')}
      </NavLink>
      {DETAIL_TAB_LABELS.map(({ tab, key }) => (
        <NavLink
          key={tab}
          to={detailsPath(basePath, tab)}
          className={className}
          data-testid={`points-tab-${tab}`}
        >
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
