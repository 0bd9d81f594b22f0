import type { WidgetProps } from '@wl/shell-contract';
import { useAreaNamespace } from '@wl/i18n';
import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles.css';
import {
  AUTO_CONFIRM,
  MONEY_NOT_RECEIVED,
  MONEY_RECEIVED,
  NOT_RECEIVED_REVIEW_MINUTES,
  PROOF_FIELD,
  PROOF_IMAGE_EXTENSIONS,
} from '../features/payment-confirmation/constants';
import { PaymentConfirmationStore } from '../features/payment-confirmation/stores/payment-confirmation-store';
import { loadTranslations, NAMESPACE } from '../i18n';

const ACCEPT = PROOF_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The payment confirmation (spec/products.md §2, §4): the payments waiting for the member's word, one at a time:
 * received (Y), not received with a proof image (N), or auto-confirm (A) when offered. The host opens it in its
 * dialog frame on the PAYMENT_CONFIRMATION event for isAgent 0, 1, 2 (payload: the payment, docs/endpoints.md);
 * it closes itself when the list is empty.
 */
export const PaymentConfirmation = observer(function PaymentConfirmation({
  shell,
  payload,
  onClose,
}: WidgetProps) {
  useAreaNamespace(NAMESPACE, loadTranslations);
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(
    () =>
      new PaymentConfirmationStore(
        shell,
        typeof payload?.payDetailId === 'string' || typeof payload?.payDetailId === 'number'
          ? String(payload.payDetailId)
          : null,
      ),
  );
  useEffect(() => {
    void store.fetch();
  }, [store]);
  const done = store.done;
  useEffect(() => {
    if (done) onClose?.();
  }, [done, onClose]);

  const item = store.current;
  const busy = store.submitting !== null;
  return (
    <div className="ac-payment" data-testid="payment-confirmation">
      <h2 className="ac-payment__title">{t('pc_title')}</h2>
      <LoadView load={store.load} onRetry={() => void store.fetch()} explainFailure retryTestId="pc-retry">
        {item && (
          <div className="ac-payment__item" data-testid="payment-item" data-pay-detail-id={item.payDetailId}>
            <p className="ac-payment__progress">{t('pc_progress', store.progress)}</p>
            <dl className="ac-payment__fields">
              <dt>{t('pc_pay_detail_id')}</dt>
              <dd>{item.payDetailId}</dd>
              <dt>{t('pc_amount')}</dt>
              <dd data-testid="payment-amount">{formatMoney(item.amount)}</dd>
              <dt>{t('pc_remaining_amount')}</dt>
              <dd>{formatMoney(item.remainingAmount)}</dd>
            </dl>
            <label className="ac-payment__proof">
              <span>{t('pc_proof')}</span>
              <input
                type="file"
                name={PROOF_FIELD}
                accept={ACCEPT}
                onChange={(event) => store.setProof(Array.from(event.currentTarget.files ?? []))}
              />
            </label>
            <p className="ac-payment__warning" data-testid="pc-warning">
              {t('pc_not_received_warning', { minutes: NOT_RECEIVED_REVIEW_MINUTES })}
            </p>
            {store.proofError && (
              <p className="ac-payment__error" role="alert">
                {t(store.proofError)}
              </p>
            )}
            {store.submitError && (
              <p className="ac-payment__error" role="alert">
                {store.submitError}
              </p>
            )}
            <div className="wl-dialog__actions">
              <button
                type="button"
                className="wl-button wl-button--ghost"
                disabled={busy}
                onClick={() => void store.submit(MONEY_NOT_RECEIVED)}
              >
                {t('pc_not_received')}
              </button>
              {item.isAutoConfirmed && (
                <button
                  type="button"
                  className="wl-button wl-button--ghost"
                  disabled={busy}
                  onClick={() => void store.submit(AUTO_CONFIRM)}
                >
                  {t('pc_auto_confirm')}
                </button>
              )}
              <button
                type="button"
                className="wl-button"
                disabled={busy}
                onClick={() => void store.submit(MONEY_RECEIVED)}
              >
                {t('pc_received')}
              </button>
            </div>
          </div>
        )}
      </LoadView>
    </div>
  );
});
