import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../constants';
import { NAMESPACE } from '../../../i18n';

/** One menu (member centre or agent centre): a title and links to the pages that exist. */
export function MenuGroup({ title, items, testId }: { title: string; items: MenuItem[]; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (items.length === 0) return null;
  return (
    <div className="mc-menu" data-testid={testId}>
      <h2 className="mc-menu__title">{title}</h2>
      <ul className="mc-menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.path}
              // The overview is the member centre's index: only exactly /member marks it current.
              end={item.path === '/member'}
              className={({ isActive }) => (isActive ? 'mc-menu__link is-active' : 'mc-menu__link')}
              data-testid={`mc-menu-${item.key}`}
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
