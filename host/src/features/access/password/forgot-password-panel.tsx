import { Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { CodeButton } from '../code-button';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../../app/root-store-context';
import {
  ForgotPasswordStore,
  type ForgotPasswordMode,
  type RecoveryChannel,
  type RecoveryField,
  type RecoveryMessage,
} from './forgot-password-store';
// The captcha code comes with the forms that use it, not with the host's start (captcha/captcha-loader.ts).
import '../../../lib/captcha/captcha-store';

const FIELD_LABELS: Record<RecoveryField, string> = {
  username: 'recovery_username',
  mobileNumber: 'mobile_number',
  email: 'email',
  mobileNum: 'mobile_number',
  verificationCode: 'verification_code',
  newPassword: 'new_password',
  confirmNewPassword: 'confirm_new_password',
};

const MASKED: ReadonlySet<RecoveryField> = new Set(['newPassword', 'confirmNewPassword']);
const NUMERIC: ReadonlySet<RecoveryField> = new Set(['mobileNumber', 'mobileNum', 'verificationCode']);

/**
 * The forgot-password panel (spec/shell.md §2, §4): mode `forgotPassword` finds the password by phone (texted) or by
 * email; mode `setPasswordByPhone` sets a new one with an SMS code. Opened from the login form's "forgot password".
 */
export const ForgotPasswordPanel = observer(function ForgotPasswordPanel({
  mode,
}: {
  mode: ForgotPasswordMode;
}) {
  const root = useRootStore();
  const { access } = root;
  const { t } = useTranslation('host');
  const formRef = useRef<HTMLFormElement>(null);
  // The flagged field names the message (aria-describedby): a screen reader reads it with the field.
  const errorId = `${useId()}-error`;
  const [store] = useState(
    () =>
      new ForgotPasswordStore(
        {
          api: root.api,
          t: root.i18n.t.bind(root.i18n),
          settings: () => root.settings,
          smsCaptcha: mode === 'setPasswordByPhone' ? access.captcha('sms') : null,
        },
        mode,
      ),
  );
  useEffect(() => {
    if (mode === 'forgotPassword') void store.loadEmailRule();
    return () => store.dispose();
  }, [store, mode]);
  useEffect(() => {
    if (!store.invalidField) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${store.invalidField}"]`)?.focus();
  }, [store.invalidField, store.message]);

  const text = (message: RecoveryMessage) => ('key' in message ? t(message.key) : message.text);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const countdown = store.countdown;
  const field = (name: RecoveryField) => {
    const control = (
      <input
        className="wl-input"
        name={name}
        type={MASKED.has(name) ? 'password' : name === 'email' ? 'email' : 'text'}
        inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
        autoComplete={MASKED.has(name) ? 'new-password' : name === 'username' ? 'username' : 'off'}
        value={store.values[name]}
        aria-invalid={store.invalidField === name || undefined}
        aria-describedby={store.message && store.invalidField === name ? errorId : undefined}
        onChange={(e) => store.set(name, e.target.value)}
      />
    );
    return (
      <label className="host-login-form__field" key={name}>
        {t(FIELD_LABELS[name])}
        {name === 'verificationCode' ? (
          <span className="host-login-form__code">
            {control}
            <CodeButton
              countdown={countdown}
              onSend={() => void store.sendCode()}
              testId="recovery-send-code"
            />
          </span>
        ) : (
          control
        )}
      </label>
    );
  };
  const title = mode === 'setPasswordByPhone' ? t('set_password_by_phone') : t('forgot_password');
  return (
    <div className="host-forgot-password" data-testid={`recovery-${mode}`}>
      <h2 id="access-dialog-title">{title}</h2>
      {mode === 'forgotPassword' && (
        <Tabs
          tabs={(['phone', 'email'] as RecoveryChannel[]).map((channel) => ({
            key: channel,
            label: t(`recovery_by_${channel}`),
          }))}
          selected={store.channel}
          onSelect={(channel) => store.setChannel(channel)}
          label={t('recovery_channel')}
          wrap
        />
      )}
      <form
        ref={formRef}
        className="host-login-form"
        onSubmit={onSubmit}
        noValidate
        data-testid="recovery-form"
      >
        {store.fields.map(field)}
        {store.codeSent && <p className="host-login-form__note">{t('code_sent')}</p>}
        {store.message && (
          <p className="host-form-error" role="alert" aria-live="assertive" id={errorId}>
            {text(store.message)}
          </p>
        )}
        {store.done && (
          <p className="host-login-form__note" role="status" data-testid="recovery-done">
            {t(store.done)}
          </p>
        )}
        <button
          type="submit"
          className="wl-button"
          disabled={store.submitting}
          aria-busy={store.submitting || undefined}
          data-testid="recovery-submit"
        >
          {t('recovery_submit')}
        </button>
        <div className="host-login-page__links">
          {mode === 'forgotPassword' ? (
            <button
              type="button"
              className="host-link-button"
              onClick={() => access.open('setPasswordByPhone')}
            >
              {t('set_password_by_phone')}
            </button>
          ) : (
            <button type="button" className="host-link-button" onClick={() => access.open('forgotPassword')}>
              {t('forgot_password')}
            </button>
          )}
          <button type="button" className="host-link-button" onClick={() => access.open('login')}>
            {t('back_to_login')}
          </button>
        </div>
      </form>
    </div>
  );
});
