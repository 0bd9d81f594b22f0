import { useDisclosure } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '@wl/ui/icons';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';
import type { RootStore } from '../../stores/root-store';
import { AccountBarStore } from './account-bar-store';
import { AccountAvatar } from './account-avatar';
import { AGENT_PAGE_PATH, MEMBER_CENTRE_PATH, MEMBER_CENTRE_REMOTE } from './constants';
import { InboxEntry } from './inbox-entry';
import { VipProgress } from './vip-progress';
import './account-bar.css';

const stores = new WeakMap<RootStore, AccountBarStore>();

/**
 * The account bar's store, one per shell: the bar starts it (for as long as a member's bar is on screen) and the
 * phone's menu drawer shows its parts too, without a second set of reads.
 */
function accountBarStore(root: RootStore): AccountBarStore {
  let store = stores.get(root);
  if (!store) {
    store = new AccountBarStore({
      api: root.api,
      session: root.session,
      flags: root.flags,
      events: root.events,
      profileIconCount: () => root.settings?.gw?.PROFILE_ICON_COUNT,
    });
    stores.set(root, store);
  }
  return store;
}

/**
 * The account bar's member parts (lazy). On a desktop: the inbox entry, the available promotions, then an account
 * menu behind the avatar (member centre, VIP progress, the Agent entry), so the bar never needs more room than the
 * header has (DESIGN §10: the bar folds before anything is clipped).
 * On a phone's top bar (`compact`): the inbox entry alone; the rest is in the menu drawer ({@link AccountSummary}).
 */
export default observer(function AccountExtras({ compact = false }: { compact?: boolean }) {
  const root = useRootStore();
  const store = accountBarStore(root);
  useEffect(() => store.start(), [store]);
  const memberCentre = root.remotes?.isEnabled(MEMBER_CENTRE_REMOTE) ?? false;
  return (
    <span className="host-account__extras">
      <InboxEntry store={store} linked={memberCentre} />
      {!compact && <PromotionsCount />}
      {!compact && <AccountMenu store={store} />}
    </span>
  );
});

/** The avatar as a disclosure button and the menu it opens (Escape or a click elsewhere closes it). */
const AccountMenu = observer(function AccountMenu({ store }: { store: AccountBarStore }) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  // A page change (a link chosen in it) closes the menu.
  const menu = useDisclosure<HTMLSpanElement>(pathname);
  const menuId = useId();
  return (
    <span ref={menu.boxRef} className="host-account__menu-box" onKeyDown={menu.onKeyDown}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="host-account__menu-button"
        aria-expanded={menu.open}
        aria-controls={menuId}
        aria-label={t('account_menu')}
        onClick={menu.toggle}
        data-testid="account-menu-button"
      >
        <AccountAvatar store={store} account={root.session.account ?? ''} />
        <ChevronDownIcon size={16} />
      </button>
      {menu.open && (
        <span id={menuId} className="host-account__menu" data-testid="account-menu">
          <span className="host-account__menu-name">{root.session.account}</span>
          <AccountParts store={store} />
        </span>
      )}
    </span>
  );
});

/**
 * Promotions' available-promotion count (a link to /promotions); nothing where promotions is off. The empty child
 * stands in while it loads or if it fails: no spinner or retry card in the bar.
 */
function PromotionsCount() {
  return (
    <RemoteWidget remote="promotions" name="AvailableCount">
      <span className="host-account__promotions" />
    </RemoteWidget>
  );
}

/**
 * The member centre link, VIP progress and the Agent entry: the account menu's parts; the drawer's too, with the
 * available promotions (`withPromotions`) that a desktop's bar shows beside the inbox.
 */
const AccountParts = observer(function AccountParts({
  store,
  withPromotions = false,
}: {
  store: AccountBarStore;
  withPromotions?: boolean;
}) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const memberCentre = root.remotes?.isEnabled(MEMBER_CENTRE_REMOTE) ?? false;
  return (
    <>
      {memberCentre && (
        <Link to={MEMBER_CENTRE_PATH} className="host-account__centre">
          {t('nav_member')}
        </Link>
      )}
      <VipProgress store={store} linked={memberCentre} />
      {withPromotions && <PromotionsCount />}
      {store.showsAgentMenu && memberCentre && (
        <Link to={AGENT_PAGE_PATH} className="host-account__agent" data-testid="account-agent">
          {t('account_agent')}
        </Link>
      )}
    </>
  );
});

/** The member's part of the phone's menu drawer: avatar and name, then the account menu's parts. */
export const AccountSummary = observer(function AccountSummary() {
  const root = useRootStore();
  const store = accountBarStore(root);
  return (
    <div className="host-account-summary" data-testid="drawer-account">
      <span className="host-account-summary__who">
        <AccountAvatar store={store} account={root.session.account ?? ''} />
        <span className="host-account__name">{root.session.account}</span>
      </span>
      <AccountParts store={store} withPromotions />
    </div>
  );
});
