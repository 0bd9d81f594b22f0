import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { AmountField } from '../../../ui/money-forms/amount-field';
import { formErrorId } from '../../../form-error-id';
import { moneyFormatter } from '../../../ui/money-forms/request-list';
import { TransferStore } from '../stores/transfer-store';

/**
 * The wallet page (/member/transferFund): every wallet with its balance, a transfer between the main wallet and a
 * game wallet, and "all back to main".
 */
export default observer(function TransferPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new TransferStore(shell));
  useEffect(() => {
    void store.fetch();
  }, [store]);
  const money = moneyFormatter(shell.session.balance);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.transfer();
  };

  const walletSelect = (field: 'from' | 'to', label: string) => (
    <label className="mc-field">
      <span>{label}</span>
      <select
        className="wl-input"
        name={field}
        value={store.values[field]}
        onChange={(e) => store.set(field, e.target.value)}
        data-testid={`transfer-${field}`}
      >
        {store.wallets.map((w) => (
          <option key={w.accountName} value={w.accountName}>
            {w.displayName} ({money(w.availBalance)})
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="mc-page" data-testid="transfer-page">
      <h1 className="mc-page-title">{t('menu_wallet')}</h1>
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        explainFailure
        retryTestId="transfer-retry"
      >
        <section className="mc-card" aria-labelledby="mc-wallets-title">
          <header className="mc-card__head">
            <h2 id="mc-wallets-title">{t('transfer_wallets')}</h2>
            <button
              type="button"
              className="wl-button wl-button--ghost"
              onClick={() => void store.recall()}
              disabled={store.busy !== null}
              aria-busy={store.busy === 'recall'}
              data-testid="transfer-recall"
            >
              {t('transfer_all_to_main')}
            </button>
          </header>
          <ul className="mc-wallet__list" data-testid="transfer-wallets">
            {store.wallets.map((w) => (
              <li
                key={w.accountName}
                className="mc-wallet__item"
                data-testid={`transfer-wallet-${w.accountName}`}
              >
                <span className="mc-wallet__name">{w.displayName}</span>
                <span className="mc-wallet__amount">{money(w.availBalance)}</span>
              </li>
            ))}
          </ul>
        </section>
        <form className="mc-card mc-form" onSubmit={onSubmit} noValidate aria-labelledby="mc-transfer-title">
          <h2 id="mc-transfer-title" className="mc-card__head">
            {t('transfer_title')}
          </h2>
          {walletSelect('from', t('transfer_from'))}
          {walletSelect('to', t('transfer_to'))}
          <AmountField
            page="transfer"
            value={store.values.amount}
            onChange={(value) => store.set('amount', value)}
            invalid={store.problem !== null}
          />
          <button type="button" className="wl-button wl-button--ghost" onClick={() => store.fillAll()}>
            {t('transfer_fill_all')}
          </button>
          {(store.problem || store.error) && (
            <p
              id={formErrorId('transfer')}
              className="mc-form__error"
              role="alert"
              data-testid="transfer-error"
            >
              {store.problem ? t(store.problem) : store.error}
            </p>
          )}
          <button
            type="submit"
            className="wl-button"
            disabled={store.busy !== null}
            aria-busy={store.busy === 'transfer'}
            data-testid="transfer-submit"
          >
            {t('transfer_submit')}
          </button>
        </form>
        <div role="status" aria-live="polite" className="mc-result-slot">
          {store.done && (
            <p className="mc-result mc-result--success" data-testid="transfer-done">
              {store.done.kind === 'recall'
                ? t('transfer_recalled', { amount: money(store.done.amount) })
                : t('transfer_done', {
                    amount: money(store.done.amount),
                  })}
            </p>
          )}
        </div>
        <p className="mc-muted" data-testid="transfer-in-games">
          {t('transfer_in_games', { amount: money(store.inGames) })}
        </p>
      </LoadView>
    </div>
  );
});
