import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaStore } from './captcha-store';
import './captcha.css';

/**
 * The captcha of a form (spec/shell.md §4 "Captcha widget"): the image code (input `captcha`, a click on the image
 * gets a new one, at most one per second) or the geetest check (states waiting, success, error; a click opens the
 * vendor's popup). Renders nothing when the form needs no captcha.
 */
export const CaptchaField = observer(function CaptchaField({ store }: { store: CaptchaStore }) {
  const { t } = useTranslation('host');
  const inputId = useId();
  // The message is tied to the input or the check button (aria-describedby), so it is read with the control.
  const messageId = `${inputId}-message`;
  const enabled = store.enabled;
  useEffect(() => {
    if (enabled) void store.start();
  }, [store, enabled]);
  useEffect(() => () => store.dispose(), [store]);
  if (!enabled) return null;

  const message = store.message && (
    <p className="host-form-error host-captcha__message" role="alert" aria-live="assertive" id={messageId}>
      {t(store.message.key)}
      {store.message.code ? ` (${store.message.code})` : ''}
    </p>
  );

  if (store.kind === 'image') {
    return (
      <div className="host-captcha host-captcha--image" data-testid="captcha-image" data-state={store.state}>
        <label htmlFor={inputId}>{t('captcha_label')}</label>
        <div className="host-captcha__row">
          <input
            id={inputId}
            className="wl-input"
            name="captcha"
            autoComplete="off"
            inputMode="numeric"
            value={store.code}
            aria-invalid={store.message?.key === 'not_empty' || undefined}
            aria-describedby={store.message ? messageId : undefined}
            onChange={(e) => store.setCode(e.target.value)}
          />
          <button
            type="button"
            className="host-captcha__refresh"
            aria-label={t('captcha_refresh')}
            title={t('captcha_refresh')}
            onClick={() => void store.refreshImage()}
          >
            {store.imageSrc ? (
              <img src={store.imageSrc} alt={t('captcha_image_alt')} width={100} height={36} />
            ) : (
              <span>{t('captcha_refresh')}</span>
            )}
          </button>
        </div>
        {message}
      </div>
    );
  }

  const label =
    store.state === 'success'
      ? t('geetest_success')
      : store.state === 'error'
        ? t('geetest_retry')
        : store.state === 'waiting'
          ? t('geetest_waiting')
          : t('geetest_loading');
  return (
    <div
      className="host-captcha host-captcha--geetest"
      data-testid="captcha-geetest"
      data-state={store.state}
      data-version={store.kind === 'geetest4' ? '4' : '3'}
    >
      <button
        type="button"
        className={`wl-button wl-button--ghost host-captcha__check is-${store.state}`}
        aria-pressed={store.state === 'success'}
        aria-describedby={store.message ? messageId : undefined}
        disabled={store.state === 'success' || store.state === 'loading'}
        onClick={() => void store.ensureVerified()}
      >
        {label}
      </button>
      {message}
    </div>
  );
});
