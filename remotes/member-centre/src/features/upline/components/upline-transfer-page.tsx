import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { formErrorId } from '../../../form-error-id';
import { failureMessage } from '../../../lib/failure/action-failure';
import { UplineTransferStore } from '../stores/upline-transfer-store';
import '../../../ui/member-records.css';

/** The amount's error, tied to its input. */
const UPLINE_AMOUNT_ERROR_ID = formErrorId('upline-amount');

/** Transfer to upline: send money from the main wallet to the member's agent. */
export default observer(function UplineTransferPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new UplineTransferStore(shell));
  useEffect(() => void store.fetch(), [store]);
  const showError = store.amount !== '' && store.amountError;
  return (
    <section className="mc-page" data-testid="page-upline-transfer">
      <h1 className="mc-page-title">{t('menu_transfer_to_upline')}</h1>
      <LoadView load={store.load} onRetry={() => void store.fetch()} explainFailure>
        {store.upline === null ? (
          <p className="wl-empty">{t('upline_none')}</p>
        ) : (
          <form
            className="wl-card mc-card mc-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void store.submit();
            }}
          >
            <p>
              {t('upline_to')}: <strong data-testid="upline-name">{store.upline}</strong>
            </p>
            {store.available !== null && (
              <p className="mc-claim__meta">
                {t('upline_available', { amount: formatMoney(store.available) })}
              </p>
            )}
            <label className="mc-form__field">
              <span>{t('upline_amount')}</span>
              <input
                className="wl-input"
                name="amount"
                inputMode="decimal"
                value={store.amount}
                onChange={(event) => store.setAmount(event.target.value)}
                aria-invalid={Boolean(showError)}
                aria-describedby={showError ? UPLINE_AMOUNT_ERROR_ID : undefined}
              />
            </label>
            {showError && (
              <p className="mc-form__error" id={UPLINE_AMOUNT_ERROR_ID} role="alert">
                {t(store.amountError!)}
              </p>
            )}
            {store.failure && (
              <p className="mc-form__error" role="alert" data-testid="upline-error">
                {failureMessage(t, store.failure)}
              </p>
            )}
            {store.done && (
              <p className="mc-form__ok" role="status" data-testid="upline-done">
                {t('upline_done', { amount: formatMoney(store.done.amount), upline: store.done.upline })}
              </p>
            )}
            <button
              type="submit"
              className="wl-button"
              disabled={store.submitting || store.amountError !== null}
              data-testid="upline-submit"
            >
              {t('upline_submit')}
            </button>
          </form>
        )}
      </LoadView>
    </section>
  );
});
