import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorId } from '../../../form-error-id';
import { NAMESPACE } from '../../../i18n';
import type { ChangePasswordStore, FormMessage } from '../stores/change-password-store';
import type { ChangePasswordField } from '@wl/ui/password';
import type { PaymentPasswordField, PaymentPasswordStore } from '../stores/payment-password-store';
import { FormMessageLine } from './form-message';

function PasswordInput({
  name,
  label,
  value,
  invalid,
  errorId,
  onChange,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  invalid: boolean;
  /** The form's error line: it describes the field the error is about. */
  errorId: string;
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
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/**
 * The frame both password forms share: the titled card, the fields, the error line, the saved note announced
 * politely and the save button (disabled while in flight).
 */
const PasswordFormFrame = observer(function PasswordFormFrame({
  store,
  id,
  title,
  savedText,
  children,
}: {
  store: { busy: boolean; done: boolean; message: FormMessage | null; submit(): Promise<boolean> };
  /** The form's test id (`${id}`, `${id}-error`) and title id (`mc-${id}-title`). */
  id: 'security-password' | 'security-payment-password';
  title: string;
  savedText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = `mc-${id.replace('security-', '')}-title`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form
      className="mc-card mc-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      data-testid={id}
    >
      <h2 id={titleId} className="mc-card__head">
        {title}
      </h2>
      {children}
      <FormMessageLine message={store.message} id={formErrorId(id)} testId={`${id}-error`} />
      <div role="status" aria-live="polite">
        {store.done && <p className="mc-result mc-result--success">{savedText}</p>}
      </div>
      <button type="submit" className="wl-button" disabled={store.busy} aria-busy={store.busy}>
        {t('security_save')}
      </button>
    </form>
  );
});

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
  return (
    <PasswordFormFrame
      store={store}
      id="security-password"
      title={t('security_change_password')}
      savedText={t('security_password_changed')}
    >
      {fields.map(([name, label, autoComplete]) => (
        <PasswordInput
          key={name}
          name={name}
          label={label}
          value={store.values[name]}
          invalid={store.invalidField === name}
          errorId={formErrorId('security-password')}
          autoComplete={autoComplete}
          onChange={(value) => store.set(name, value)}
        />
      ))}
    </PasswordFormFrame>
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
  return (
    <PasswordFormFrame
      store={store}
      id="security-payment-password"
      title={store.asksOld ? t('security_change_payment_password') : t('security_set_payment_password')}
      savedText={t('security_payment_password_saved')}
    >
      <p className="mc-muted">{t('payment_password_rule')}</p>
      {fields.map(([name, label]) => (
        <PasswordInput
          key={name}
          name={name}
          label={label}
          value={store.values[name]}
          invalid={store.invalidField === name}
          errorId={formErrorId('security-payment-password')}
          autoComplete="off"
          onChange={(value) => store.set(name, value)}
        />
      ))}
    </PasswordFormFrame>
  );
});
