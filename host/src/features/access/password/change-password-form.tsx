import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../login/login-form';
import type { ChangePasswordField, ChangePasswordStore } from './change-password-store';

const FIELDS: { name: ChangePasswordField; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'old_password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'new_password', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'confirm_new_password', autoComplete: 'new-password' },
];

/** The change-password form (spec/shell.md §5): a thin observer of its {@link ChangePasswordStore}. */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  store,
}: {
  store: ChangePasswordStore;
}) {
  const { t } = useTranslation('host');
  const text = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  // The flagged field names the message (aria-describedby): a screen reader reads it with the field.
  const errorId = `${useId()}-error`;
  useEffect(() => {
    if (store.invalidField)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${store.invalidField}"]`)?.focus();
  }, [store.invalidField, store.message]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <form
      ref={formRef}
      className="host-login-form"
      onSubmit={onSubmit}
      noValidate
      data-testid="change-password-form"
    >
      {FIELDS.filter((f) => f.name !== 'oldPassword' || store.askOld).map((f) => (
        <label key={f.name} className="host-login-form__field">
          {t(f.label)}
          <input
            className="wl-input"
            type="password"
            name={f.name}
            autoComplete={f.autoComplete}
            value={store.values[f.name]}
            aria-invalid={store.invalidField === f.name || undefined}
            aria-describedby={store.message && store.invalidField === f.name ? errorId : undefined}
            onChange={(e) => store.set(f.name, e.target.value)}
          />
        </label>
      ))}
      {store.message && (
        <p className="host-form-error" role="alert" aria-live="assertive" id={errorId}>
          {text(store.message)}
        </p>
      )}
      <button type="submit" className="wl-button" disabled={store.busy}>
        {t('change_password_submit')}
      </button>
    </form>
  );
});
