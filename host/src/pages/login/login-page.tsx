import { safeExternalUrl } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { ACCESS_FLAGS } from '../../features/access/constants';
import { LanguageSwitcher } from '../../features/language-switcher/language-switcher';
import { LoginForm } from '../../features/access/login/login-form';
import { safeNextPath } from '../../features/access/login/safe-next-path';
import { useLoginForm } from '../../features/access/login/use-login-form';

// Social sign-in loads after the page: its code is not in the host's first-load JS.
const SocialLoginButtons = lazy(() =>
  import('../../features/access/social/social-login-buttons').then((m) => ({
    default: m.SocialLoginButtons,
  })),
);

/** Resource types of the settings the page reads (spec/shell.md §2, §3). */
export const LOGIN_RESOURCES = { leftImage: 'LoginLeftImage', speedTest: 'SpeedTest', logo: 'Logo' } as const;

/**
 * The login page /login (spec/shell.md §2): logo, optional left image, language selector, the login form, register
 * link, free play, forgot password, footer line and the side links (customer service, speed check only when a
 * SpeedTest resource has a URL, app download).
 */
export const LoginPage = observer(function LoginPage() {
  const root = useRootStore();
  const { session, access, flags, settings, shell } = root;
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const store = useLoginForm('page');

  // Already in (and not in the middle of a login that is about to navigate itself): straight on.
  if (session.isLoggedIn && !access.busy && !store.busy) return <Navigate to={next} replace />;

  const resource = (type: string) =>
    settings?.resources?.find((entry) => entry.resourceType === type && entry.url)?.url ?? null;
  const leftImage = resource(LOGIN_RESOURCES.leftImage);
  const logo = resource(LOGIN_RESOURCES.logo);
  // The speed check is the site's own line speed-test page, linked only when a SpeedTest resource has a URL (§2).
  const speedTest = safeExternalUrl(resource(LOGIN_RESOURCES.speedTest) ?? '') !== null;
  const siteName = settings?.siteName || t('site_title');

  return (
    <div className="host-login-page">
      {leftImage && <img className="host-login-page__side" src={leftImage} alt="" />}
      <section className="host-login wl-card" aria-labelledby="login-title">
        <div className="host-login-page__top">
          <Link to="/" className="host-logo" data-testid="login-logo">
            {logo ? <img src={logo} alt={siteName} height={40} /> : siteName}
          </Link>
          <LanguageSwitcher />
        </div>
        {/* Title and form carry the test id (one button inside, the submit; the type tabs are role="tab"): e2e
            helpers log in through it. */}
        <div data-testid="login-page">
          <h1 id="login-title">{t('login_title')}</h1>
          <LoginForm store={store} options={{ next }} />
        </div>
        <div className="host-login-page__links">
          <Link to="/register" data-testid="register-link">
            {t('register_now')}
          </Link>
          {flags.isOn(ACCESS_FLAGS.freePlay) && (
            <button
              type="button"
              className="wl-button wl-button--ghost"
              disabled={access.busy}
              onClick={() => void access.freePlay({ next: '/' })}
              data-testid="free-play"
            >
              {t('free_play')}
            </button>
          )}
          <button
            type="button"
            className="host-link-button"
            onClick={() => access.open('forgotPassword')}
            data-testid="forgot-password"
          >
            {t('forgot_password')}
          </button>
        </div>
        <Suspense fallback={null}>
          <SocialLoginButtons next={next} />
        </Suspense>
        <p className="host-login-page__footer">
          {t('footer_copyright', { year: new Date().getFullYear(), site: siteName })}
        </p>
      </section>
      <nav className="host-login-page__aside" aria-label={t('login_side_links')}>
        <button type="button" className="host-link-button" onClick={() => shell.openCustomerService()}>
          {t('customer_service')}
        </button>
        {speedTest && (
          <Link to="/speedtest" data-testid="speed-test-link">
            {t('speed_test')}
          </Link>
        )}
        <Link to="/download">{t('app_download')}</Link>
      </nav>
    </div>
  );
});
