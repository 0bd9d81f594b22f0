import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { AmountField } from '../../../ui/money-forms/amount-field';
import { formErrorId } from '../../../form-error-id';
import { moneyFormatter, MoneyRequests } from '../../../ui/money-forms/request-list';
import { SECURITY_CENTRE_PATH } from '../constants';
import { WithdrawStore } from '../stores/withdraw-store';

/**
 * The withdrawal page (/member/withdraw): the main wallet's balance, the bank account, an amount within the limits
 * and (PAYMENTPASS3) the payment password; pending until the WITHDRAW realtime event, whose rejection remarks show.
 */
export default observer(function WithdrawPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new WithdrawStore(shell));
  useEffect(() => {
    void store.fetch();
    return store.start();
  }, [store]);
  const money = moneyFormatter(shell.session.balance);
  const config = store.config;
  const limits = config && { min: money(config.minAmount), max: money(config.maxAmount) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <div className="mc-page" data-testid="withdraw-page">
      <h1 className="mc-page-title">{t('menu_withdrawal')}</h1>
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        explainFailure
        retryTestId="withdraw-retry"
      >
        {config && (
          <form
            className="mc-card mc-form"
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="mc-withdraw-title"
          >
            <h2 id="mc-withdraw-title" className="mc-card__head">
              {t('withdraw_form_title')}
            </h2>
            <dl className="mc-facts">
              <dt>{t('withdraw_available')}</dt>
              <dd data-testid="withdraw-available">{money(config.balance)}</dd>
              <dt>{t('withdraw_bank_account')}</dt>
              <dd data-testid="withdraw-bank">
                {config.bankAccount.bankName} {config.bankAccount.accountNo} ({config.bankAccount.payeeName})
              </dd>
            </dl>
            <AmountField
              page="withdraw"
              value={store.values.amount}
              onChange={(value) => store.set('amount', value)}
              invalid={store.problem !== null && store.problem !== 'payment_password_required'}
              limits={limits}
            />
            {store.asksPaymentPassword && !store.needsPaymentPassword && (
              <label className="mc-field">
                <span>{t('payment_password')}</span>
                <input
                  className="wl-input"
                  type="password"
                  name="paymentPassword"
                  inputMode="numeric"
                  autoComplete="off"
                  value={store.values.paymentPassword}
                  onChange={(e) => store.set('paymentPassword', e.target.value)}
                  aria-invalid={store.problem === 'payment_password_required'}
                  aria-describedby={
                    store.problem === 'payment_password_required' ? formErrorId('withdraw') : undefined
                  }
                  data-testid="withdraw-payment-password"
                />
              </label>
            )}
            {store.needsPaymentPassword && (
              <p className="mc-notice" data-testid="withdraw-set-payment-password">
                {t('withdraw_payment_password_unset')}{' '}
                <Link to={SECURITY_CENTRE_PATH}>{t('menu_account_security')}</Link>
              </p>
            )}
            {(store.problem || store.error) && (
              <p
                id={formErrorId('withdraw')}
                className="mc-form__error"
                role="alert"
                data-testid="withdraw-error"
              >
                {store.problem ? t(store.problem, limits ?? undefined) : store.error}
              </p>
            )}
            <button
              type="submit"
              className="wl-button"
              disabled={store.busy || store.needsPaymentPassword}
              aria-busy={store.busy}
              data-testid="withdraw-submit"
            >
              {store.busy ? t('money_sending') : t('withdraw_submit')}
            </button>
          </form>
        )}
        <MoneyRequests page="withdraw" log={store.log} money={money} />
      </LoadView>
    </div>
  );
});
