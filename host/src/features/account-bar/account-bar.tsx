import { formatMoney } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';

/** Login button (opens the login modal) when logged out; account, balance, refresh and logout when logged in. */
export const AccountBar = observer(function AccountBar() {
  const { session, dialogs, remotes, access } = useRootStore();
  const { t } = useTranslation('host');
  if (!session.isLoggedIn) {
    return (
      <button
        type="button"
        className="wl-button"
        onClick={() => access.open('login')}
        data-testid="login-link"
      >
        {t('common:login')}
      </button>
    );
  }
  const balance = session.balance;
  const onLogout = async () => {
    // A confirm dialog first (spec/shell.md §4); then the call, storage cleared but the merchant code, and /.
    if (!(await dialogs.confirm(t('logout_confirm')))) return;
    await access.logout('/');
  };
  return (
    <div className="host-account" data-testid="account-bar">
      {remotes?.isEnabled('member-centre') ? (
        <Link to="/member" className="host-account__name">
          {session.account}
        </Link>
      ) : (
        <span className="host-account__name">{session.account}</span>
      )}
      <span className="host-account__balance" title={t('balance')} data-testid="account-balance">
        {balance
          ? formatMoney(balance.sumBalance, {
              symbol: balance.currencySymbol,
              position: balance.currencyPosition,
            })
          : '—'}
      </span>
      <button
        type="button"
        className="host-icon-button"
        aria-label={t('refresh_balance')}
        title={session.balanceError ?? t('refresh_balance')}
        onClick={() => void session.refreshBalance()}
      >
        ⟳
      </button>
      <button
        type="button"
        className="wl-button wl-button--ghost"
        onClick={() => void onLogout()}
        data-testid="logout-button"
      >
        {t('common:logout')}
      </button>
    </div>
  );
});
