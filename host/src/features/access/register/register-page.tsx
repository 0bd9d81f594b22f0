import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../../app/root-store-context';
import { registerQuery, useRegisterForm } from './use-register-form';
import { RegisterView } from './register-view';
import './register.css';

/**
 * The registration page /register (spec/shell.md §2; query referralCode, and affiliateCode and tid): the agreement,
 * then the form; after the automatic login the member goes home. Loaded lazily: not in the host's first-load JS.
 */
const RegisterPage = observer(function RegisterPage() {
  const { session, access } = useRootStore();
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const store = useRegisterForm('page', registerQuery(params.toString()));
  // Already logged in (and not in the middle of the automatic login, which navigates itself): home.
  if (session.isLoggedIn && !access.busy && !store.busy) return <Navigate to="/" replace />;
  return (
    <section
      className="host-register-page wl-card"
      aria-labelledby="register-title"
      data-testid="register-page"
    >
      <h1 id="register-title">{t('register_title')}</h1>
      <RegisterView store={store} />
      <p className="host-register-page__login">
        {t('register_have_account')} <Link to="/login">{t('login_title')}</Link>
      </p>
    </section>
  );
});

export { RegisterPage };
export default RegisterPage;
