import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { ChangePasswordStore } from '../stores/change-password-store';
import type { ChangePasswordField } from '../stores/password-rule';
import type { PaymentPasswordField, PaymentPasswordStore } from '../stores/payment-password-store';
import { FormMessageLine } from './form-message';

function PasswordInput({
  name,
  label,
  value,
  invalid,
  onChange,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  return (
    <label className="mc-field">
      <span>{label}</span>
      <input
        className="wl-input"
        type="password"
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** Change the login password (spec/shell.md §5). */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  store,
}: {
  store: ChangePasswordStore;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fields: [ChangePasswordField, string, string][] = [
    ['oldPassword', t('security_old_password'), 'current-password'],
    ['newPassword', t('security_new_password'), 'new-password'],
    ['confirmNewPassword', t('security_confirm_password'), 'new-password'],
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form
      className="mc-card mc-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="mc-password-title"
      data-testid="security-password"
    >
      <h2 id="mc-password-title" className="mc-card__head">
        {t('security_change_password')}
      </h2>
      {fields.map(([name, label, autoComplete]) => (
        <PasswordInput
          key={name}
          name={name}
          label={label}
          value={store.values[name]}
          invalid={store.invalidField === name}
          autoComplete={autoComplete}
          onChange={(value) => store.set(name, value)}
        />
      ))}
      <FormMessageLine message={store.message} testId="security-password-error" />
      <div role="status" aria-live="polite">
        {store.done && <p className="mc-result mc-result--success">{t('security_password_changed')}</p>}
      </div>
      <button type="submit" className="wl-button" disabled={store.busy} aria-busy={store.busy}>
        {t('security_save')}
      </button>
    </form>
  );
});

/** Set or change the payment password (PAYMENTPASS3). */
export const PaymentPasswordForm = observer(function PaymentPasswordForm({
  store,
}: {
  store: PaymentPasswordStore;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fields: [PaymentPasswordField, string][] = [
    ...(store.asksOld
      ? [['oldPaymentPassword', t('security_old_payment_password')] as [PaymentPasswordField, string]]
      : []),
    ['paymentPassword', t('payment_password')],
    ['confirmPaymentPassword', t('security_confirm_payment_password')],
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form
      className="mc-card mc-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="mc-payment-password-title"
      data-testid="security-payment-password"
    >
      <h2 id="mc-payment-password-title" className="mc-card__head">
        {store.asksOld ? t('security_change_payment_password') : t('security_set_payment_password')}
      </h2>
      <p className="mc-muted">{t('payment_password_rule')}</p>
      {fields.map(([name, label]) => (
        <PasswordInput
          key={name}
          name={name}
          label={label}
          value={store.values[name]}
          invalid={false}
          autoComplete="off"
          onChange={(value) => store.set(name, value)}
        />
      ))}
      <FormMessageLine message={store.message} testId="security-payment-password-error" />
      <div role="status" aria-live="polite">
        {store.done && <p className="mc-result mc-result--success">{t('security_payment_password_saved')}</p>}
      </div>
      <button type="submit" className="wl-button" disabled={store.busy} aria-busy={store.busy}>
        {t('security_save')}
      </button>
    </form>
  );
});
