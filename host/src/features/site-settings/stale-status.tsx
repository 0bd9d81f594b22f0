import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import './site-settings.css';

/**
 * A polite status line while the site runs on this browser's last known settings (the backend did not answer at
 * start). The live region stays mounted so the change is announced; it empties when the backend answers.
 */
export const StaleStatus = observer(function StaleStatus() {
  const { stale } = useRootStore().siteSettings;
  const { t } = useTranslation('host');
  return (
    <p className="host-stale" role="status" data-testid="settings-stale">
      {stale ? t('settings_stale') : null}
    </p>
  );
});
