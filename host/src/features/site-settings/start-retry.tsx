import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettingsStore } from './settings-store';
import './site-settings.css';

/**
 * A first visit whose flags and settings calls all failed, with nothing known from an earlier visit: say so and
 * offer a retry that starts the site without a reload (the start-up module starts it when the settings are known).
 * The button cannot act twice while a try is running.
 */
export const StartRetry = observer(function StartRetry({ settings }: { settings: SettingsStore }) {
  const { t } = useTranslation('host');
  const busy = settings.status === 'loading';
  return (
    <main className="host-main">
      <section className="host-start-retry wl-card" role="alert" data-testid="start-retry">
        <h1>{t('start_failed_title')}</h1>
        <p>{t('start_failed_text')}</p>
        <button
          type="button"
          className="wl-button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void settings.start()}
          data-testid="start-retry-button"
        >
          {t('start_retry')}
        </button>
      </section>
    </main>
  );
});
