import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../../app/root-store-context';
import { socialDepsOf } from './social-deps';
import { SocialLoginStore } from './social-login';
import './social.css';

/**
 * The social sign-in buttons of the login form (spec/shell.md §4 "Social login"): Google (FIREBASELOGIN3) and
 * Telegram (TELEGRAMLOGIN3). Each opens the provider's popup from the click; the outcome runs the shared post-login
 * flow, or opens the bind dialog. Renders nothing when both flags are off.
 */
export const SocialLoginButtons = observer(function SocialLoginButtons({ next }: { next?: string }) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(() => new SocialLoginStore(socialDepsOf(root)));
  if (!store.showFirebase && !store.showTelegram) return null;
  return (
    <div className="host-social" data-testid="social-login">
      <p className="host-social__title">{t('social_title')}</p>
      <div className="host-social__buttons">
        {store.showFirebase && (
          <button
            type="button"
            className="wl-button wl-button--ghost host-social__button"
            disabled={store.busy !== null}
            aria-busy={store.busy === 'firebase' || undefined}
            onClick={() => void store.firebase({ next })}
          >
            {t('social_google')}
          </button>
        )}
        {store.showTelegram && (
          <button
            type="button"
            className="wl-button wl-button--ghost host-social__button"
            disabled={store.busy !== null}
            aria-busy={store.busy === 'telegram' || undefined}
            onClick={() => void store.telegram({ next })}
          >
            {t('social_telegram')}
          </button>
        )}
      </div>
      {store.message && (
        <p className="host-form-error" role="alert">
          {store.message}
        </p>
      )}
    </div>
  );
});
