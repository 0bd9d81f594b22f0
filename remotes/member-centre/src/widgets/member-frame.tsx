import type { WidgetProps } from '@wl/shell-contract';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuGroup } from '../features/menu/components/menu-group';
import { MenuStore } from '../features/menu/stores/menu-store';
import { NAMESPACE } from '../i18n';

/**
 * The member/agent menu frame: the member-centre menu, the agent-centre menu for isAgent 1, 2, 41 and 42, and the
 * page (children) beside them. The host wraps points-mall and agent-contracts pages in it; the member centre's own
 * pages use it too. Only items whose page exists and whose flag is on are shown.
 */
export const MemberFrame = observer(function MemberFrame({ shell, children }: WidgetProps) {
  const [menu] = useState(() => new MenuStore(shell));
  const { t } = useTranslation(NAMESPACE);
  const member = shell.session.member;
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
        <MenuGroup title={t('member_centre')} items={menu.memberItems} testId="mc-menu-member" />
        {menu.isAgentMenuShown && (
          <MenuGroup title={t('agent_centre')} items={menu.agentItems} testId="mc-menu-agent" />
        )}
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
