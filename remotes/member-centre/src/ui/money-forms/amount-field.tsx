import { useTranslation } from 'react-i18next';
import { formErrorId } from '../../form-error-id';
import { NAMESPACE } from '../../i18n';

/** A request's limits, formatted for display. */
export interface ShownLimits {
  min: string;
  max: string;
}

/** The money pages that have an amount field. */
export type AmountPage = 'deposit' | 'withdraw' | 'transfer';

/**
 * The amount input of the money pages (deposit, withdrawal, transfer), named `amount` as the payload field, with the
 * limits under it when the page has them. Test ids: `${page}-amount`, `${page}-limits`.
 */
export function AmountField({
  page,
  value,
  onChange,
  invalid,
  limits,
}: {
  page: AmountPage;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  limits?: ShownLimits | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const limitsId = `mc-${page}-limits`;
  // A screen reader reads the limits and, once the amount is refused, why (the page's error under the form).
  const describedBy =
    [limits ? limitsId : '', invalid ? formErrorId(page) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label className="mc-field">
        <span>{t('money_amount')}</span>
        <input
          className="wl-input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid={`${page}-amount`}
        />
      </label>
      {limits && (
        <p id={limitsId} className="mc-muted" data-testid={`${page}-limits`}>
          {t('money_limits', { min: limits.min, max: limits.max })}
        </p>
      )}
    </>
  );
}
