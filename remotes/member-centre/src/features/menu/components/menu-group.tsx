import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { ShownMenuGroup } from '../stores/menu-store';

/**
 * One menu (member centre or agent centre): its title, then its groups, each a heading over a list of links to the
 * pages that exist. The current page's link has aria-current="page" (NavLink).
 */
export function MenuGroup({
  title,
  groups,
  testId,
  onNavigate,
}: {
  title: string;
  groups: ShownMenuGroup[];
  testId: string;
  /** An item was chosen (the phone's sheet closes). */
  onNavigate: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (groups.length === 0) return null;
  return (
    <div className="mc-menu" data-testid={testId}>
      <h2 className="mc-menu__title">{title}</h2>
      {groups.map((group) => (
        // A group, not a region: eight landmarks in one nav would crowd a screen reader's landmark list.
        <div
          role="group"
          className="mc-menu__group"
          key={group.key}
          aria-labelledby={`${testId}-${group.key}`}
        >
          <h3 className="mc-menu__group-title" id={`${testId}-${group.key}`}>
            {t(`menu_group_${group.key}`)}
          </h3>
          <ul className="mc-menu__list">
            {group.items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.path}
                  // The overview is the member centre's index: only exactly /member marks it current.
                  end={item.path === '/member'}
                  className={({ isActive }) => (isActive ? 'mc-menu__link is-active' : 'mc-menu__link')}
                  data-testid={`mc-menu-${item.key}`}
                  onClick={onNavigate}
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
