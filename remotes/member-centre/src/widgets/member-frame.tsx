import type { WidgetProps } from '@wl/shell-contract';
import { ChevronDownIcon, MenuIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MenuGroup } from '../features/menu/components/menu-group';
import { MenuStore } from '../features/menu/stores/menu-store';
import { NAMESPACE } from '../i18n';

/**
 * The member/agent menu frame: the member-centre menu, the agent-centre menu for isAgent 1, 2, 41 and 42, and the
 * page (children) beside them. The host wraps points-mall and agent-contracts pages in it; the member centre's own
 * pages use it too. Only items whose page exists and whose flag is on are shown, in groups. Wider than 900 px the
 * menus are a side list; narrower (phones) they fold into a button naming the current page, which opens them as a
 * list of 44 px rows (open by default on the member centre's index, whose purpose is the menu).
 */
export const MemberFrame = observer(function MemberFrame({ shell, children }: WidgetProps) {
  const [menu] = useState(() => new MenuStore(shell));
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const menusId = useId();
  const member = shell.session.member;
  const open = menu.isSheetOpen(pathname);
  const current = menu.itemAt(pathname);
  return (
    <div className="mc-frame" data-testid="member-frame">
      <nav className="mc-frame__nav" aria-label={t('member_centre')}>
        {member && (
          <div className="mc-frame__who">
            <span className="mc-frame__avatar" aria-hidden="true">
              {(member.nickname || member.account).slice(0, 1).toUpperCase()}
            </span>
            <span className="mc-frame__account">{member.nickname || member.account}</span>
          </div>
        )}
        <button
          type="button"
          className="mc-frame__toggle"
          aria-expanded={open}
          aria-controls={menusId}
          data-testid="mc-menu-toggle"
          onClick={() => menu.toggleSheet(pathname)}
        >
          <MenuIcon />
          <span className="mc-frame__toggle-text">{current ? t(current.key) : t('member_centre')}</span>
          <ChevronDownIcon className="mc-frame__toggle-chevron" />
        </button>
        <div className="mc-frame__menus" id={menusId} data-open={open}>
          <MenuGroup
            title={t('member_centre')}
            groups={menu.memberGroups}
            testId="mc-menu-member"
            onNavigate={menu.resetSheet}
          />
          {menu.isAgentMenuShown && (
            <MenuGroup
              title={t('agent_centre')}
              groups={menu.agentGroups}
              testId="mc-menu-agent"
              onNavigate={menu.resetSheet}
            />
          )}
        </div>
      </nav>
      <div className="mc-frame__content">
        {menu.isDemoAccount ? (
          <div className="wl-retry-card" role="alert" data-testid="mc-demo-blocked">
            <p>{t('common:in_need_true_account')}</p>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
});
