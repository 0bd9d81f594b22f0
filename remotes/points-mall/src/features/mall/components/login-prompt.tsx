import type { ShellServices } from '@wl/shell-contract';
import { LockIcon } from '@wl/ui/icons';
import { useAreaTranslation } from '../../../i18n';

/**
 * Shown when the server refused the session (401). The host normally guarantees a session here; a stale token still
 * gets a clear way back instead of an error. Logging in reloads the mall (the root store follows the session).
 */
export function LoginPrompt({ shell, onRetry }: { shell: ShellServices; onRetry: () => void }) {
  const { t } = useAreaTranslation();
  return (
    <div className="pm-login wl-card" role="alert" data-testid="points-mall-login">
      <LockIcon className="pm-login__icon" />
      <p className="pm-login__text">{t('common:in_sorry_in')}</p>
      <button
        type="button"
        className="wl-button"
        onClick={() => {
          // With a session already there (the token was refused and replaced meanwhile) just try again.
          if (shell.requireLogin()) onRetry();
        }}
      >
        {t('common:login')}
      </button>
    </div>
  );
}
