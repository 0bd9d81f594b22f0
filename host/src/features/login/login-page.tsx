import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { safeNextPath } from './safe-next-path';

/** The login page: username and password; errors show inline and nothing typed is lost. */
export const LoginPage = observer(function LoginPage() {
  const { session } = useRootStore();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const next = safeNextPath(params.get('next'));

  if (session.isLoggedIn && !session.busy) return <Navigate to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec: both fields non-empty, else the incorrect-password prompt; the username is trimmed.
    if (!username.trim() || !password) {
      setError(t('in_incorrect_password'));
      return;
    }
    setError('');
    const result = await session.login(username, password);
    if (result.ok) void navigate(next, { replace: true });
    else setError(result.message);
  };

  return (
    <section className="host-login wl-card" data-testid="login-page">
      <h1>{t('login_title')}</h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <label>
          {t('username')}
          <input
            className="wl-input"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label>
          {t('password')}
          <input
            className="wl-input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="host-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="wl-button" disabled={session.busy}>
          {t('login_submit')}
        </button>
      </form>
    </section>
  );
});
