import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { CodeButton } from '../code-button';
import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginOptions } from '../access-store';
import { CaptchaField } from '../../../lib/captcha/captcha-field';
import { CaptchaStore } from '../../../lib/captcha/captcha-store';
import type { FormMessage, LoginField, LoginFormStore, LoginType } from './login-form-store';
import './login.css';

/** The text of a form message: keys translated (host namespace, falling back to common), server texts as sent. */
export function useMessageText(): (message: FormMessage | null) => string {
  const { t } = useTranslation('host');
  return (message) => (message === null ? '' : 'key' in message ? t(message.key) : message.text);
}

const TYPE_LABELS: Record<LoginType, string> = {
  username: 'login_type_username',
  sms: 'login_type_sms',
  mobileNum: 'login_type_mobile',
};

/** The login-type tabs (username, sms, mobileNum), shown when the merchant offers more than one. */
export const LoginTypeTabs = observer(function LoginTypeTabs({ store }: { store: LoginFormStore }) {
  const { t } = useTranslation('host');
  if (store.types.length < 2) return null;
  return (
    <Tabs
      tabs={store.types.map((type) => ({ key: type, label: t(TYPE_LABELS[type]) }))}
      selected={store.type}
      onSelect={(type) => store.setType(type)}
      label={t('login_type')}
      wrap
    />
  );
});

/**
 * The one login form (spec/shell.md §2, §4) of the login page, the login modal and the login popup: a thin
 * observer of its {@link LoginFormStore}, with the captcha field once the server asks for one.
 */
export const LoginForm = observer(function LoginForm({
  store,
  options,
  footer,
}: {
  store: LoginFormStore;
  /** Where the login goes afterwards (the page: its `next`). */
  options?: LoginOptions;
  /** Extra links under the submit button (register, free play, forgot password). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('host');
  const text = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  // The message's id: the field it is about names it (aria-describedby), so a screen reader reads it with the field.
  const errorId = `${useId()}-error`;
  useEffect(() => () => store.dispose(), [store]);
  // Focus the field a message is about, so the member can fix it at once.
  useEffect(() => {
    if (!store.invalidField || store.invalidField === 'captcha') return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${store.invalidField}"]`)?.focus();
  }, [store.invalidField, store.message]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit(options);
  };
  const field = (name: LoginField, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className="host-login-form__field">
      {label}
      <input
        className="wl-input"
        name={name}
        value={store.values[name]}
        aria-invalid={store.invalidField === name || undefined}
        aria-describedby={store.message && store.invalidField === name ? errorId : undefined}
        onChange={(e) => store.set(name, e.target.value)}
        {...props}
      />
    </label>
  );
  const mobileFields = (
    <div className="host-login-form__mobile">
      {field('countryDialingCode', t('country_dialing_code'), {
        inputMode: 'numeric',
        autoComplete: 'tel-country-code',
        size: 4,
      })}
      {field('mobileNum', t('mobile_number'), { inputMode: 'numeric', autoComplete: 'tel-national' })}
    </div>
  );
  const countdown = store.countdown;

  return (
    <form ref={formRef} className="host-login-form" onSubmit={onSubmit} noValidate data-testid="login-form">
      <LoginTypeTabs store={store} />
      {store.type === 'username' && (
        <>
          {field('username', t('username'), { autoComplete: 'username' })}
          {field('password', t('password'), { type: 'password', autoComplete: 'current-password' })}
        </>
      )}
      {store.type === 'mobileNum' && (
        <>
          {mobileFields}
          {field('password', t('password'), { type: 'password', autoComplete: 'current-password' })}
        </>
      )}
      {store.type === 'sms' && (
        <>
          {mobileFields}
          <div className="host-login-form__code">
            {field('verificationCode', t('verification_code'), {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
            })}
            <CodeButton countdown={countdown} onSend={() => void store.sendCode()} testId="send-code" />
          </div>
          {/* GEETESTVCODE3: the SMS request's geetest v4 check. */}
          {store.smsCaptcha instanceof CaptchaStore && <CaptchaField store={store.smsCaptcha} />}
          {store.codeSent && <p className="host-login-form__note">{t('code_sent')}</p>}
        </>
      )}
      {/* The captcha shows once the server demanded it (the field renders nothing before). */}
      {store.captchaRequired && store.captcha instanceof CaptchaStore && (
        <CaptchaField store={store.captcha} />
      )}
      <label className="host-login-form__remember">
        <input
          type="checkbox"
          checked={store.remember}
          onChange={(e) => store.setRemember(e.target.checked)}
        />
        {t('remember_password')}
      </label>
      {store.message && (
        <p className="host-form-error" role="alert" aria-live="assertive" id={errorId}>
          {text(store.message)}
        </p>
      )}
      <button type="submit" className="wl-button" disabled={store.busy} aria-busy={store.busy || undefined}>
        {t('login_submit')}
      </button>
      {footer}
    </form>
  );
});
