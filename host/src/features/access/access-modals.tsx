import { Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { ShellDialog } from '../../ui/shell-dialog';
import { LoginForm } from './login/login-form';
import { useLoginForm } from './login/use-login-form';
import { ChangePasswordPanel } from './password/change-password-panel';
import { TwoFactorContent } from './two-factor/two-factor-modal';
import { ACCESS_FLAGS, TWO_FACTOR_MODAL_WIDTH_PX } from './constants';

// Registration, forgotten password and the bind dialog load on first use: none is in the host's first-load JS.
const RegisterModal = lazy(() =>
  import('./register/register-modal').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordPanel = lazy(() =>
  import('./password/forgot-password-panel').then((m) => ({ default: m.ForgotPasswordPanel })),
);
const SocialLoginButtons = lazy(() =>
  import('./social/social-login-buttons').then((m) => ({ default: m.SocialLoginButtons })),
);
const BindDialog = lazy(() => import('./social/bind-dialog').then((m) => ({ default: m.BindDialog })));

/** The login modal and the login popup modal: the shared login form, register link and free play. */
const LoginModalContent = observer(function LoginModalContent({ popup }: { popup: boolean }) {
  const { access, flags } = useRootStore();
  const { t } = useTranslation('host');
  const store = useLoginForm(popup ? 'popup' : 'modal');
  return (
    <>
      <h2 id="access-dialog-title">{t('login_title')}</h2>
      <LoginForm
        store={store}
        footer={
          <div className="host-login-page__links">
            <button
              type="button"
              className="host-link-button"
              onClick={() => access.open(popup ? 'registerPopup' : 'register')}
            >
              {t('register_now')}
            </button>
            {flags.isOn(ACCESS_FLAGS.freePlay) && (
              <button
                type="button"
                className="host-link-button"
                disabled={access.busy}
                onClick={() => void access.freePlay()}
              >
                {t('free_play')}
              </button>
            )}
            <button type="button" className="host-link-button" onClick={() => access.open('forgotPassword')}>
              {t('forgot_password')}
            </button>
          </div>
        }
      />
      <Suspense fallback={null}>
        <SocialLoginButtons />
      </Suspense>
    </>
  );
});

/**
 * Renders whichever access modal is open (spec/shell.md §2): login, login popup, register, register popup, forgot
 * password, set password by phone, the (forced) change-password panel, the bind dialog, and the two-factor modal.
 */
export const AccessModals = observer(function AccessModals() {
  const { access } = useRootStore();
  const { t } = useTranslation('host');
  const close = () => access.close();
  const modal = access.modal;
  const fallback = <Spinner label={t('common:loading')} />;
  let content: ReactNode = null;
  let label = '';
  switch (modal) {
    case 'login':
    case 'loginPopup':
      label = t('login_title');
      content = <LoginModalContent key={modal} popup={modal === 'loginPopup'} />;
      break;
    case 'register':
    case 'registerPopup':
      label = t('register_title');
      content = <RegisterModal popup={modal === 'registerPopup'} />;
      break;
    case 'forgotPassword':
    case 'setPasswordByPhone':
      label = t('forgot_password');
      content = <ForgotPasswordPanel mode={modal} />;
      break;
    case 'changePassword':
      label = t('change_password_title');
      content = <ChangePasswordPanel />;
      break;
    case 'bind':
      label = t('bind_title');
      content = <BindDialog />;
      break;
    case null:
      break;
  }
  const twoFactor = access.twoFactor;
  return (
    <>
      {modal && (
        <ShellDialog
          key={modal}
          label={label}
          closeLabel={t('common:close')}
          onClose={access.forcedChange ? undefined : close}
          testId={`access-modal-${modal}`}
        >
          <Suspense fallback={fallback}>{content}</Suspense>
        </ShellDialog>
      )}
      {twoFactor && (
        <ShellDialog
          label={t('two_factor_title')}
          closeLabel={t('common:close')}
          onClose={() => access.closeTwoFactor()}
          width={TWO_FACTOR_MODAL_WIDTH_PX}
          testId="two-factor-modal"
        >
          <TwoFactorContent store={twoFactor} />
        </ShellDialog>
      )}
    </>
  );
});
