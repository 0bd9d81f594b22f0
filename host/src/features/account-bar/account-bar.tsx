import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogOutIcon, RefreshIcon } from '@wl/ui/icons';
import { useRootStore } from '../../app/root-store-context';
import { MEMBER_CENTRE_PATH, MEMBER_CENTRE_REMOTE, NO_BALANCE } from './constants';

// Avatar, VIP progress, inbox and the Agent entry load after the first paint: the bar's name, balance and logout
// come first, and visitors never download them.
const AccountExtras = lazy(() => import('./account-extras'));
// The balance's money formatting (with decimal.js) comes with a member's bar, not with every first visit.
const BalanceText = lazy(() => import('./balance-text'));

/**
 * Login button (opens the login modal) when logged out, with a Register button on a phone (its top bar is the only
 * way to both); the member's bar when logged in. `compact` is the phone's top bar: the balance and the inbox only,
 * the rest in the menu drawer.
 */
export const AccountBar = observer(function AccountBar({ compact = false }: { compact?: boolean }) {
  const { session, access } = useRootStore();
  const { t } = useTranslation('host');
  if (!session.isLoggedIn) {
    return (
      <div className="host-account host-account--visitor">
        <button
          type="button"
          className="wl-button"
          onClick={() => access.open('login')}
          data-testid="login-link"
        >
          {t('common:login')}
        </button>
        {compact && (
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => access.open('register')}
            data-testid="register-link"
          >
            {t('register_link')}
          </button>
        )}
      </div>
    );
  }
  return <MemberBar compact={compact} />;
});

/**
 * Account name, balance (consolidated funds; not for agent types 4, 40, 41, 42), refresh, the lazy extras and
 * logout. The refresh waits 500 ms and runs at most once a second (the session's schedule); while it waits or loads
 * the button is busy and a click does nothing.
 */
const MemberBar = observer(function MemberBar({ compact }: { compact: boolean }) {
  const { session, remotes, settings } = useRootStore();
  const { t } = useTranslation('host');
  const busy = session.balanceRefreshing;
  return (
    <div className="host-account" data-testid="account-bar">
      {/* A phone's bar shows no name (the menu does): a screen reader still hears whose balance it is. */}
      {compact ? (
        <span className="wl-visually-hidden">{session.account}</span>
      ) : remotes?.isEnabled(MEMBER_CENTRE_REMOTE) ? (
        <Link to={MEMBER_CENTRE_PATH} className="host-account__name">
          {session.account}
        </Link>
      ) : (
        <span className="host-account__name">{session.account}</span>
      )}
      {session.loadsBalance && (
        <>
          <span className="host-account__balance" title={t('balance')} data-testid="account-balance">
            <Suspense fallback={NO_BALANCE}>
              <BalanceText figure={session.funds ?? session.balance} setting={settings?.currency} />
            </Suspense>
          </span>
          <button
            type="button"
            className="host-icon-button"
            aria-label={t('refresh_balance')}
            title={session.balanceError ?? t('refresh_balance')}
            aria-busy={busy}
            disabled={busy}
            onClick={() => session.scheduleBalanceRefresh()}
            data-testid="account-refresh"
          >
            <RefreshIcon size={16} />
          </button>
        </>
      )}
      {/* Until its chunk is in, a box of about its size: the navigation beside the bar fits its places once. */}
      <Suspense fallback={<span className="host-account__extras-pending" aria-hidden="true" />}>
        <AccountExtras compact={compact} />
      </Suspense>
      {!compact && <LogoutButton />}
    </div>
  );
});

/** Log out: a confirm dialog first (spec/shell.md §4); then the call, storage cleared but the merchant code, and /. */
export const LogoutButton = observer(function LogoutButton() {
  const { dialogs, access } = useRootStore();
  const { t } = useTranslation('host');
  const onLogout = async () => {
    if (!(await dialogs.confirm(t('logout_confirm')))) return;
    await access.logout('/');
  };
  return (
    <button
      type="button"
      className="wl-button wl-button--ghost host-logout"
      onClick={() => void onLogout()}
      data-testid="logout-button"
    >
      <LogOutIcon size={18} />
      <span className="host-logout__label">{t('common:logout')}</span>
    </button>
  );
});
