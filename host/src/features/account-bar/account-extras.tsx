import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';
import { AccountBarStore } from './account-bar-store';
import { AccountAvatar } from './account-avatar';
import { AGENT_PAGE_PATH, MEMBER_CENTRE_REMOTE } from './constants';
import { InboxEntry } from './inbox-entry';
import { VipProgress } from './vip-progress';
import './account-bar.css';

/**
 * The account bar's member parts (lazy): avatar, VIP progress, the message centre entry and the Agent entry. Owns
 * the {@link AccountBarStore} for as long as the member's bar is on screen.
 */
export default observer(function AccountExtras() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(
    () =>
      new AccountBarStore({
        api: root.api,
        session: root.session,
        flags: root.flags,
        events: root.events,
        profileIconCount: () => root.settings?.gw?.PROFILE_ICON_COUNT,
      }),
  );
  useEffect(() => store.start(), [store]);
  const memberCentre = root.remotes?.isEnabled(MEMBER_CENTRE_REMOTE) ?? false;
  return (
    <span className="host-account__extras">
      <AccountAvatar store={store} account={root.session.account ?? ''} />
      <VipProgress store={store} linked={memberCentre} />
      <InboxEntry store={store} linked={memberCentre} />
      {/* Promotions' available-promotion count (a link to /promotions); nothing where promotions is off. The empty
          child stands in while it loads or if it fails: no spinner or retry card in the bar. */}
      <RemoteWidget remote="promotions" name="AvailableCount">
        <span className="host-account__promotions" />
      </RemoteWidget>
      {store.showsAgentMenu && memberCentre && (
        <Link to={AGENT_PAGE_PATH} className="host-account__agent" data-testid="account-agent">
          {t('account_agent')}
        </Link>
      )}
    </span>
  );
});
