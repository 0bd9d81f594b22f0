import { EmptyState } from '@wl/ui';
import { RefreshIcon } from '@wl/ui/icons';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';

/**
 * The wallets: reads `shell.session.balance` directly, so it re-renders whenever the host updates the balance.
 * The refresh button only asks the host to reload it.
 */
export const WalletCard = observer(function WalletCard() {
  const { shell, wallet } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const balance = shell.session.balance;
  const money = (amount: string) =>
    formatMoney(amount, { symbol: balance?.currencySymbol, position: balance?.currencyPosition ?? 'F' });
  return (
    <section className="mc-card mc-wallet" aria-labelledby="mc-wallet-title">
      <header className="mc-card__head">
        <h2 id="mc-wallet-title">{t('wallet_title')}</h2>
        <button
          type="button"
          className="wl-button wl-button--ghost mc-refresh"
          onClick={() => wallet.requestRefresh()}
          disabled={wallet.refreshing}
          aria-busy={wallet.refreshing}
          data-testid="member-balance-refresh"
        >
          <RefreshIcon className={wallet.refreshing ? 'mc-refresh__icon is-spinning' : 'mc-refresh__icon'} />
          {wallet.refreshing ? t('wallet_refreshing') : t('wallet_refresh')}
        </button>
      </header>
      {balance ? (
        <>
          <div className="mc-wallet__sum">
            <span className="mc-muted">{t('wallet_sum')}</span>
            <strong data-testid="member-balance-sum">{money(balance.sumBalance)}</strong>
            {balance.currency && <span className="mc-wallet__currency">{balance.currency}</span>}
          </div>
          {balance.balance.length === 0 ? (
            <EmptyState>{t('common:no_data')}</EmptyState>
          ) : (
            <ul className="mc-wallet__list" data-testid="member-wallets">
              {balance.balance.map((w, i) => (
                <li key={`${w.accountName ?? ''}-${w.displayName ?? ''}-${i}`} className="mc-wallet__item">
                  <span className="mc-wallet__name">{w.displayName || w.accountName || '—'}</span>
                  <span className="mc-wallet__amount">{money(w.availBalance)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <EmptyState>{t('common:no_data')}</EmptyState>
      )}
    </section>
  );
});
