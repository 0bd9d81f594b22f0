import { LoadView, Tabs } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { CodeButton } from '../code-button';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../lib/captcha/captcha-field';
import { CaptchaStore } from '../../../lib/captcha/captcha-store';
import type { FieldMessage } from './register-rules';
import type { RegisterCheckbox, RegisterInput, RegisterMethod, RegisterStore } from './register-store';

const METHOD_LABELS: Record<RegisterMethod, string> = {
  username: 'register_method_username',
  phone: 'register_method_phone',
};

/**
 * A field's message: keys translated (namespace host, falling back to common), server and config texts as sent,
 * sentences one after the other.
 */
function useFieldText(): (message: FieldMessage | undefined | null) => string {
  const { t } = useTranslation('host');
  const text = (message: FieldMessage | undefined | null): string => {
    if (!message) return '';
    if ('parts' in message) return message.parts.map(text).join(' ');
    return 'key' in message ? t(message.key, message.values) : message.text;
  };
  return text;
}

/**
 * The registration form (spec/shell.md §4, §5): a thin observer of its {@link RegisterStore}. Inputs come from the
 * register config in its order, each `name` the payload field name; the captcha, the ticks and the submit follow.
 */
export const RegisterForm = observer(function RegisterForm({ store }: { store: RegisterStore }) {
  const { t } = useTranslation('host');
  const text = useFieldText();
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus the first field with a message so the member can fix it at once (not on blur:
  // moving focus there would blur the next field too).
  const refused = store.refusedSubmits;
  useEffect(() => {
    const first = Object.keys(store.errors)[0];
    if (refused === 0 || !first) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refused submit moves focus
  }, [refused]);

  // Agreeing removed the button that had focus: the first field takes it (inside the dialog, for Escape and Tab).
  const hasFields = store.inputs.length > 0;
  useEffect(() => {
    const active = document.activeElement;
    if (hasFields && (!active || active === document.body)) {
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [hasFields]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  const error = (name: string) => {
    const message = store.errors[name];
    return message ? (
      <span
        className="host-form-error host-register__error"
        role="alert"
        aria-live="assertive"
        id={`register-error-${name}`}
      >
        {text(message)}
      </span>
    ) : null;
  };

  const codeButton = () => (
    <CodeButton
      countdown={store.countdown}
      onSend={() => void store.sendCode()}
      testId="register-send-code"
    />
  );

  const input = (field: RegisterInput) => {
    const invalid = Boolean(store.errors[field.name]);
    const control = (
      <input
        className="wl-input"
        name={field.name}
        type={field.masked ? 'password' : field.key === 'email' ? 'email' : 'text'}
        inputMode={field.numeric ? 'numeric' : undefined}
        autoComplete={field.masked ? 'new-password' : field.name === 'username' ? 'username' : 'off'}
        maxLength={field.maxLength}
        required={field.required}
        value={store.values[field.name] ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={
          invalid ? `register-error-${field.name}` : field.hint ? `register-hint-${field.name}` : undefined
        }
        onChange={(e) => store.set(field.name, e.target.value)}
        onBlur={() => store.blur(field.name)}
      />
    );
    return (
      <div className="host-register__field" key={field.name}>
        <label className="host-login-form__field">
          <span>
            {t(`register_field_${field.key}`)}
            {field.required && <span aria-hidden="true"> *</span>}
          </span>
          {field.key === 'verificationCode' ? (
            <span className="host-login-form__code">
              {control}
              {codeButton()}
            </span>
          ) : (
            control
          )}
        </label>
        {field.hint && !invalid && (
          <span
            className="host-register__hint"
            id={`register-hint-${field.name}`}
            data-testid={`register-hint-${field.name}`}
          >
            {text(field.hint)}
          </span>
        )}
        {error(field.name)}
      </div>
    );
  };

  const checkbox = (box: RegisterCheckbox, label: string) => (
    <div className="host-register__field">
      <label className="host-login-form__remember">
        <input
          type="checkbox"
          name={box}
          checked={store[box]}
          aria-invalid={Boolean(store.errors[box]) || undefined}
          aria-describedby={store.errors[box] ? `register-error-${box}` : undefined}
          onChange={(e) => store.setChecked(box, e.target.checked)}
        />
        {label}
      </label>
      {error(box)}
    </div>
  );

  const captcha = store.captcha;
  return (
    <LoadView load={store.config} onRetry={() => void store.load()} hasContent={store.fields.length > 0}>
      <form
        ref={formRef}
        className="host-login-form host-register"
        onSubmit={onSubmit}
        noValidate
        data-testid="register-form"
      >
        {store.showTabs && (
          <Tabs
            tabs={store.methods.map((method) => ({ key: method, label: t(METHOD_LABELS[method]) }))}
            selected={store.method}
            onSelect={(method) => store.setMethod(method)}
            label={t('register_method')}
            wrap
          />
        )}
        {store.inputs.map(input)}
        {store.codeSent && <p className="host-login-form__note">{t('code_sent')}</p>}
        {captcha instanceof CaptchaStore && <CaptchaField store={captcha} />}
        {store.method === 'phone' && error('captcha')}
        {checkbox('agreement', t('register_agreement_tick'))}
        {checkbox('legalAge', t('register_legal_age'))}
        {store.message && (
          <p className="host-form-error" role="alert" data-testid="register-message">
            {text(store.message)}
          </p>
        )}
        <button
          type="submit"
          className="wl-button"
          disabled={store.busy}
          aria-busy={store.busy || undefined}
          data-testid="register-submit"
        >
          {t('register_submit')}
        </button>
      </form>
    </LoadView>
  );
});
