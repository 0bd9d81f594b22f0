import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { CodeButton } from '../code-button';
import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../lib/captcha/captcha-field';
import { CaptchaStore } from '../../../lib/captcha/captcha-store';
import type { TwoFactorField, TwoFactorStore } from './two-factor-store';

const FIELD_LABELS: Record<TwoFactorField, string> = {
  email: 'email',
  authCode: 'auth_code',
  mobileNum: 'mobile_number',
  verificationCode: 'verification_code',
  payeeName: 'payee_name',
};

/** The two-factor modal's content (spec/shell.md §4): the listed methods' tabs and the current method's fields. */
export const TwoFactorContent = observer(function TwoFactorContent({ store }: { store: TwoFactorStore }) {
  const { t } = useTranslation('host');
  const formRef = useRef<HTMLFormElement>(null);
  // The flagged field names the message (aria-describedby): a screen reader reads it with the field.
  const errorId = `${useId()}-error`;
  useEffect(() => {
    if (store.focusField)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${store.focusField}"]`)?.focus();
  }, [store.focusField, store.focusRequest]);

  const field = (name: TwoFactorField, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className="host-login-form__field">
      {t(FIELD_LABELS[name])}
      <input
        className="wl-input"
        name={name}
        value={store.values[name]}
        aria-invalid={store.invalid?.field === name || undefined}
        aria-describedby={store.invalid?.field === name ? errorId : undefined}
        onChange={(e) => store.set(name, e.target.value)}
        {...props}
      />
    </label>
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const countdown = store.countdown;
  return (
    <form
      ref={formRef}
      className="host-login-form"
      onSubmit={onSubmit}
      noValidate
      data-testid="two-factor-form"
    >
      <h2 id="access-dialog-title">{t('two_factor_title')}</h2>
      <Tabs
        tabs={store.tabs.map((tab) => ({ key: tab.method, label: t(`two_factor_tab_${tab.key}`) }))}
        selected={store.tab}
        onSelect={(method) => store.selectTab(method)}
        label={t('two_factor_title')}
        wrap
      />
      {store.tab === 'P' && field('payeeName', { autoComplete: 'name' })}
      {store.tab === 'G' && field('authCode', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
      {store.tab === 'E' && field('email', { type: 'email', autoComplete: 'email' })}
      {store.tab === 'S' && (
        <>
          {field('mobileNum', { inputMode: 'numeric', autoComplete: 'tel-national' })}
          <div className="host-login-form__code">
            {field('verificationCode', { inputMode: 'numeric', autoComplete: 'one-time-code' })}
            <CodeButton
              countdown={countdown}
              onSend={() => void store.sendCode()}
              testId="two-factor-send-code"
            />
          </div>
          {store.smsCaptcha instanceof CaptchaStore && <CaptchaField store={store.smsCaptcha} />}
        </>
      )}
      {store.invalid && (
        <p className="host-form-error" role="alert" aria-live="assertive" id={errorId}>
          {t(store.invalid.key)}
        </p>
      )}
      {store.passed && (
        <p className="host-login-form__note" role="status">
          {t('two_factor_passed')}
        </p>
      )}
      <button type="submit" className="wl-button" disabled={store.busy} aria-busy={store.busy || undefined}>
        {t('two_factor_submit')}
      </button>
    </form>
  );
});
