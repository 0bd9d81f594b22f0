import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { AVATAR_IMAGE_PATH, TWO_FACTOR_FIELDS } from '../constants';
import { SecurityStore } from '../stores/security-store';
import { ChangePasswordForm, PaymentPasswordForm } from './password-forms';

/**
 * The security centre (/member/securityCenter): profile and avatar, change password, payment password (PAYMENTPASS3)
 * and the two-factor bindings the security config allows.
 */
export default observer(function SecurityPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new SecurityStore(shell));
  useEffect(() => {
    void store.fetch();
  }, [store]);
  const member = shell.session.member;
  const config = store.config;
  const icons = Array.from({ length: store.iconCount }, (_, i) => i + 1);

  const onBind = (event: FormEvent) => {
    event.preventDefault();
    void store.bind();
  };

  return (
    <div className="mc-page" data-testid="security-page">
      <h1 className="mc-page-title">{t('menu_account_security')}</h1>
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        explainFailure
        retryTestId="security-retry"
      >
        <section className="mc-card" aria-labelledby="mc-profile-title" data-testid="security-profile">
          <h2 id="mc-profile-title" className="mc-card__head">
            {t('security_profile')}
          </h2>
          <dl className="mc-facts">
            <dt>{t('account')}</dt>
            <dd>{member?.account}</dd>
            <dt>{t('nickname')}</dt>
            <dd>{member?.nickname || '—'}</dd>
            <dt>{t('security_email')}</dt>
            <dd>{config?.email ?? '—'}</dd>
            <dt>{t('security_mobile')}</dt>
            <dd>{config?.mobileNum ?? '—'}</dd>
          </dl>
          <fieldset className="mc-avatars">
            <legend>{t('security_avatar')}</legend>
            {icons.map((icon) => (
              <button
                type="button"
                key={icon}
                className={store.chosenAvatar === icon ? 'mc-avatar is-chosen' : 'mc-avatar'}
                aria-pressed={store.chosenAvatar === icon}
                aria-label={t('security_avatar_n', { n: icon })}
                onClick={() => store.pickAvatar(icon)}
                data-testid={`security-avatar-${icon}`}
              >
                <img src={AVATAR_IMAGE_PATH(icon)} alt="" width={40} height={40} loading="lazy" />
              </button>
            ))}
          </fieldset>
          {store.avatarError && (
            <p className="mc-form__error" role="alert">
              {store.avatarError}
            </p>
          )}
          <div role="status" aria-live="polite">
            {store.avatarSaved && (
              <p className="mc-result mc-result--success">{t('security_avatar_saved')}</p>
            )}
          </div>
          <button
            type="button"
            className="wl-button"
            disabled={store.avatarBusy || store.pickedAvatar === null}
            aria-busy={store.avatarBusy}
            onClick={() => void store.saveAvatar()}
            data-testid="security-avatar-save"
          >
            {t('security_save')}
          </button>
        </section>
        <ChangePasswordForm store={store.password} />
        {store.showsPaymentPassword && <PaymentPasswordForm store={store.paymentPassword} />}
        {store.twoFactor.length > 0 && (
          <section className="mc-card" aria-labelledby="mc-2fa-title" data-testid="security-two-factor">
            <h2 id="mc-2fa-title" className="mc-card__head">
              {t('security_two_factor')}
            </h2>
            <ul className="mc-bindings">
              {store.twoFactor.map(({ method, bound }) => (
                <li key={method} data-testid={`security-2fa-${method}`} data-bound={bound}>
                  <span>{t(`security_2fa_${method}`)}</span>
                  <span className={bound ? 'mc-status mc-status--success' : 'mc-status'}>
                    {bound ? t('security_bound') : t('security_unbound')}
                  </span>
                  {bound ? (
                    <button
                      type="button"
                      className="wl-button wl-button--ghost"
                      disabled={store.bindBusy}
                      onClick={() => void store.unbind(method, t('security_unbind_confirm'))}
                    >
                      {t('security_unbind')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="wl-button wl-button--ghost"
                      aria-expanded={store.binding === method}
                      aria-controls="mc-bind-form"
                      onClick={() => store.openBinding(method)}
                    >
                      {t('security_bind')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {store.binding && (
              <form id="mc-bind-form" className="mc-form" onSubmit={onBind} noValidate>
                <label className="mc-field">
                  <span>{t(`security_2fa_field_${store.binding}`)}</span>
                  <input
                    className="wl-input"
                    name={TWO_FACTOR_FIELDS[store.binding]}
                    value={store.bindValue}
                    autoComplete="off"
                    onChange={(e) => store.setBindValue(e.target.value)}
                  />
                </label>
                {store.bindError && (
                  <p className="mc-form__error" role="alert" data-testid="security-bind-error">
                    {store.bindError}
                  </p>
                )}
                <button
                  type="submit"
                  className="wl-button"
                  disabled={store.bindBusy}
                  aria-busy={store.bindBusy}
                >
                  {t('security_bind')}
                </button>
              </form>
            )}
          </section>
        )}
      </LoadView>
    </div>
  );
});
