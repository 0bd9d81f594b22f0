import { LoadView } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { DOWNLOAD_TEXT_CODES } from './constants';
import { DownloadStore, type DownloadApp } from './download-store';
import { installPrompt } from './install-prompt';
import { InstallStepsModal } from './install-steps-modal';
import { QrCode } from './qr-code';
import './download.css';

const PLATFORM_KEYS = { Android: 'download_android', IOS: 'download_ios', H5: 'download_h5' } as const;

/** One app: its QR code, its name and the download link (the iOS one starts the profile install). */
const AppCard = observer(function AppCard({ app, store }: { app: DownloadApp; store: DownloadStore }) {
  const { t } = useTranslation('host');
  const platform = t(PLATFORM_KEYS[app.type]);
  return (
    <li className="host-download__app wl-card" data-testid={`download-${app.type}`}>
      {app.qrValue ? (
        <QrCode value={app.qrValue} label={t('download_qr_alt', { platform })} />
      ) : (
        <p className="wl-empty">{t('download_unavailable')}</p>
      )}
      <h2>{platform}</h2>
      {app.type === 'H5' && <H5Install />}
      {app.url &&
        (app.type === 'IOS' ? (
          <button
            type="button"
            className="wl-button"
            disabled={store.iosRedirectPending}
            onClick={() => store.startIosInstall()}
            data-testid="download-ios-button"
          >
            {t('download_link')}
          </button>
        ) : (
          <a className="wl-button" href={app.url} target="_blank" rel="noopener noreferrer">
            {t('download_link')}
          </a>
        ))}
    </li>
  );
});

/**
 * The H5 app on this device (issue 39): installed already, an Install button where the browser offers installation
 * (Chromium; the offer is kept from the host's first script: host/src/bootstrap.tsx), else how to add it to the home
 * screen (iOS: Safari's Share button; elsewhere: the browser's menu).
 */
const H5Install = observer(function H5Install() {
  const { t } = useTranslation('host');
  if (installPrompt.installed)
    return (
      <p role="status" data-testid="h5-installed">
        {t('download_h5_installed')}
      </p>
    );
  if (installPrompt.offer)
    return (
      <button
        type="button"
        className="wl-button"
        onClick={() => void installPrompt.install()}
        data-testid="h5-install"
      >
        {t('download_h5_install')}
      </button>
    );
  return (
    <p className="host-download__hint" data-testid="h5-home-screen-hint">
      {t(installPrompt.ios ? 'download_h5_home_screen' : 'download_h5_browser_menu')}
    </p>
  );
});

/**
 * The app download page /download (spec/shell.md §2): QR codes for Android, iOS and H5 from the settings' resources,
 * download links (http(s) only), texts in the current language from the download setting, the install steps.
 */
export default observer(function DownloadPage() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(
    () =>
      new DownloadStore({
        api: root.api,
        language: () => root.language.apiLanguage,
        resources: () => root.settings?.resources,
        redirect: (url) => window.location.assign(url),
      }),
  );
  const language = root.language.apiLanguage;
  // Per language: the client's cache key carries the language, so a change asks again (or reads that cache).
  useEffect(() => void store.fetchTexts(), [store, language]);
  useEffect(() => () => store.dispose(), [store]);
  const apps = store.apps;
  return (
    <section className="host-download" data-testid="download-page" aria-labelledby="download-title">
      <LoadView load={store.load} onRetry={() => void store.fetchTexts()} hasContent={store.texts.length > 0}>
        <h1 id="download-title">{store.text(DOWNLOAD_TEXT_CODES.title) ?? t('download_title')}</h1>
        {store.text(DOWNLOAD_TEXT_CODES.description) && (
          <p data-testid="download-description">{store.text(DOWNLOAD_TEXT_CODES.description)}</p>
        )}
      </LoadView>
      {apps.length === 0 ? (
        <p className="wl-empty">{t('download_unavailable')}</p>
      ) : (
        <ul className="host-download__apps">
          {apps.map((app) => (
            <AppCard key={app.type} app={app} store={store} />
          ))}
        </ul>
      )}
      {store.iosRedirectPending && (
        <p role="status" data-testid="ios-redirect-notice">
          {t('ios_profile_redirect')}
        </p>
      )}
      <button
        type="button"
        className="wl-button wl-button--ghost"
        onClick={() => store.openSteps()}
        data-testid="install-steps-open"
      >
        {t('install_steps')}
      </button>
      {store.text(DOWNLOAD_TEXT_CODES.note) && (
        <p className="host-download__note">{store.text(DOWNLOAD_TEXT_CODES.note)}</p>
      )}
      {store.stepsOpen && <InstallStepsModal store={store} />}
    </section>
  );
});
