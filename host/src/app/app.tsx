import { DialogOutlet } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SiteIcon } from '../features/site-settings/site-icon';
import { StartRetry } from '../features/site-settings/start-retry';
import { blockReason } from '../pages/maintenance/block-reason';
import type { RootStore } from '../stores/root-store';
import { RootStoreProvider } from './root-store-context';
import { AppRoutes } from './routes';

// The maintenance notice loads when the site is closed: an open site's first load does not carry it.
const MaintenancePage = lazy(() =>
  import('../pages/maintenance/maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);

/** The shell: providers, then the start-up retry screen, the maintenance notice or the site. */
export const App = observer(function App({ root }: { root: RootStore }) {
  const blocked = blockReason(root.settings?.permission);
  return (
    <I18nextProvider i18n={root.i18n}>
      <RootStoreProvider value={root}>
        <SiteIcon />
        {root.siteSettings.status === 'failed' || !root.settings ? (
          <StartRetry settings={root.siteSettings} />
        ) : blocked ? (
          <main className="host-main">
            <Suspense fallback={null}>
              <MaintenancePage reason={blocked} />
            </Suspense>
            <DialogOutlet
              store={root.dialogs}
              okLabel={root.i18n.t('confirm')}
              cancelLabel={root.i18n.t('cancel')}
              closeLabel={root.i18n.t('close')}
            />
          </main>
        ) : (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        )}
      </RootStoreProvider>
    </I18nextProvider>
  );
});
