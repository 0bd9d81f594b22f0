import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { failureMessage } from '../../../lib/failure/action-failure';
import { DepositStore } from '../stores/deposit-store';
import { formErrorId } from '../../../form-error-id';
import { AmountField } from '../../../ui/money-forms/amount-field';
import { moneyFormatter, MoneyRequests } from '../../../ui/money-forms/request-list';

/**
 * The deposit page (/member/depositv2): choose a method, type an amount within its limits, send the request; it shows
 * as pending until the DEPOSIT realtime event brings the result, and the account bar's balance follows.
 */
export default observer(function DepositPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new DepositStore(shell));
  useEffect(() => {
    void store.fetch();
    return store.start();
  }, [store]);
  const money = moneyFormatter(shell.session.balance);
  const method = store.method;
  const limits = method && { min: money(method.minAmount), max: money(method.maxAmount) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <div className="mc-page" data-testid="deposit-page">
      <h1 className="mc-page-title">{t('menu_deposit')}</h1>
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        explainFailure
        retryTestId="deposit-retry"
      >
        <form
          className="mc-card mc-form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="mc-deposit-form-title"
        >
          <h2 id="mc-deposit-form-title" className="mc-card__head">
            {t('deposit_form_title')}
          </h2>
          <fieldset className="mc-choices">
            <legend>{t('deposit_method')}</legend>
            {store.methods.map((m) => (
              <label key={m.code} className="mc-choice">
                <input
                  type="radio"
                  name="methodCode"
                  value={m.code}
                  checked={store.values.methodCode === m.code}
                  onChange={() => store.set('methodCode', m.code)}
                />
                <span>{m.name}</span>
              </label>
            ))}
          </fieldset>
          <AmountField
            page="deposit"
            value={store.values.amount}
            onChange={(value) => store.set('amount', value)}
            invalid={store.problem !== null}
            limits={limits}
          />
          {(store.problem || store.failure) && (
            <p
              id={formErrorId('deposit')}
              className="mc-form__error"
              role="alert"
              data-testid="deposit-error"
            >
              {store.problem
                ? t(store.problem, limits ?? { min: '', max: '' })
                : store.failure && failureMessage(t, store.failure)}
            </p>
          )}
          <button
            type="submit"
            className="wl-button"
            disabled={store.busy}
            aria-busy={store.busy}
            data-testid="deposit-submit"
          >
            {store.busy ? t('money_sending') : t('deposit_submit')}
          </button>
        </form>
        <MoneyRequests page="deposit" log={store.log} money={money} />
      </LoadView>
    </div>
  );
});
