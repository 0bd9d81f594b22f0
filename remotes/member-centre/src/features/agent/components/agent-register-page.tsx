import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { failureMessage } from '../../../lib/failure/action-failure';
import { DownlineFormStore, type DownlineField } from '../stores/downline-form-store';
import '../../../ui/member-records.css';

const FIELDS: { name: DownlineField; label: string; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'agent_reg_username', type: 'text', autoComplete: 'off' },
  { name: 'password', label: 'agent_reg_password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'agent_reg_confirm_password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** The agent centre's register centre: create a downline account (member or agent). */
export default observer(function AgentRegisterPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [form] = useState(() => new DownlineFormStore(shell));
  return (
    <section className="mc-page" data-testid="page-agent-register">
      <h1 className="mc-page-title">{t('menu_agent_register_centre')}</h1>
      <form
        className="wl-card mc-card mc-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {FIELDS.map((field) => (
          <label key={field.name} className="mc-form__field">
            <span>{t(field.label)}</span>
            <input
              className="wl-input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={(event) => form.set(field.name, event.target.value)}
              aria-invalid={Boolean(form.errors[field.name])}
              aria-describedby={form.errors[field.name] ? `downline-${field.name}-error` : undefined}
            />
            {form.errors[field.name] && (
              <span className="mc-form__error" id={`downline-${field.name}-error`} role="alert">
                {t(form.errors[field.name]!)}
              </span>
            )}
          </label>
        ))}
        <fieldset className="mc-form__choice">
          <legend>{t('agent_reg_type')}</legend>
          {([0, 1] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="type"
                value={type}
                checked={form.type === type}
                onChange={() => form.setType(type)}
              />
              {t(type === 1 ? 'records_type_agent' : 'records_type_member')}
            </label>
          ))}
        </fieldset>
        {form.serverError && (
          <p className="mc-form__error" role="alert" data-testid="downline-error">
            {failureMessage(t, form.serverError)}
          </p>
        )}
        {form.created && (
          <p className="mc-form__ok" role="status" data-testid="downline-created">
            {t('agent_reg_created', { account: form.created })}
          </p>
        )}
        <button type="submit" className="wl-button" disabled={form.submitting} data-testid="downline-submit">
          {t('agent_reg_submit')}
        </button>
      </form>
    </section>
  );
});
