import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../../app/root-store-context';
import { BindStore } from './bind-store';
import { currentPage, socialDepsOf } from './social-deps';
import { SocialLoginStore } from './social-login';
import './social.css';

/**
 * The bind-existing-account dialog's content (spec/shell.md §2, §4 "Social login"), shown after
 * bind_customer_required. The access modal frame around it (`ShellDialog`: role="dialog", aria-modal, label, focus
 * moved in, trapped and returned) closes it; closing forgets the social identity.
 */
export const BindDialog = observer(function BindDialog() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const ids = useId();
  const [store] = useState(
    () =>
      new BindStore({
        api: root.api,
        access: {
          // Bound late: closing the dialog also forgets the identity (the frame's close calls access.close()).
          login: (request, options) => root.access.login(request, options),
          open: (modal) => root.access.open(modal),
          close: () => root.access.close(),
          clearSocialArgs: () => root.access.clearSocialArgs(),
          get socialArgs() {
            return root.access.socialArgs;
          },
          get bindAutoCreate() {
            return root.access.bindAutoCreate;
          },
        },
        social: new SocialLoginStore(socialDepsOf(root)),
        flags: root.flags,
        t: root.i18n.t.bind(root.i18n),
        deviceId: () => root.session.device,
        page: currentPage,
      }),
  );
  const busy = store.busy || root.access.busy;
  // The dialog went away: closed (the frame's close or Escape), or a login already sent the identity (forced password
  // change, two-factor). Either way it must not ride along a later login. Going on to the register modal keeps it,
  // since the registration sends it.
  useEffect(
    () => () => {
      const modal = root.access.modal;
      if (modal !== 'register' && modal !== 'registerPopup') root.access.clearSocialArgs();
    },
    [root],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.loginExisting();
  };

  return (
    <div className="host-bind" data-testid="bind-dialog">
      <h2 id={`${ids}-title`}>{t('bind_title')}</h2>
      <p>{t('bind_intro')}</p>
      {store.mode === 'choose' ? (
        <div className="host-bind__choices">
          <button type="button" className="wl-button" onClick={() => store.setMode('login')}>
            {t('bind_login_existing')}
          </button>
          {store.canRegister && (
            <button
              type="button"
              className="wl-button wl-button--ghost"
              disabled={busy}
              aria-busy={store.busy || undefined}
              onClick={() => void store.registerNew()}
            >
              {t('bind_register_new')}
            </button>
          )}
          <button type="button" className="host-link-button" onClick={() => store.cancel()}>
            {t('common:cancel')}
          </button>
        </div>
      ) : (
        <form className="host-bind__form" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
          <label htmlFor={`${ids}-username`}>{t('username')}</label>
          <input
            id={`${ids}-username`}
            className="wl-input"
            name="username"
            autoComplete="username"
            value={store.username}
            onChange={(e) => store.setUsername(e.target.value)}
          />
          <label htmlFor={`${ids}-password`}>{t('password')}</label>
          <input
            id={`${ids}-password`}
            className="wl-input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={store.password}
            onChange={(e) => store.setPassword(e.target.value)}
          />
          <div className="host-bind__actions">
            <button type="submit" className="wl-button" disabled={busy} aria-busy={store.busy || undefined}>
              {t('bind_login_submit')}
            </button>
            <button type="button" className="host-link-button" onClick={() => store.setMode('choose')}>
              {t('bind_back')}
            </button>
          </div>
        </form>
      )}
      {store.message && (
        <p className="host-form-error" role="alert">
          {store.message}
        </p>
      )}
    </div>
  );
});
