import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-store-context';
import { blockReason, type BlockReason } from './block-reason';
import { MaintenanceStore } from './maintenance-store';

/**
 * Whole-site notice when the merchant is under maintenance or the region is restricted (spec/shell.md §4): the
 * message, the visitor's IP and a contact-service button.
 */
export const MaintenancePage = observer(function MaintenancePage({ reason }: { reason: BlockReason }) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(
    () =>
      new MaintenanceStore({
        api: root.api,
        openCustomerService: () => root.shell.openCustomerService(),
      }),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="host-maintenance wl-card" data-testid="maintenance-page" data-reason={reason}>
      <h1>{t(reason === 'maintenance' ? 'maintenance_title' : 'region_title')}</h1>
      <p>{t(reason === 'maintenance' ? 'maintenance_text' : 'region_text')}</p>
      {store.ip && (
        <p className="host-maintenance-ip">
          {t('your_ip')} <strong data-testid="visitor-ip">{store.ip}</strong>
        </p>
      )}
      <button
        type="button"
        className="wl-button"
        onClick={() => store.contact()}
        data-testid="maintenance-contact"
      >
        {t('contact_service')}
      </button>
    </section>
  );
});

/** `/maintenance` on an open site: the visitor is sent to `/` (spec/shell.md §4). */
export const MaintenanceRoute = observer(function MaintenanceRoute() {
  const root = useRootStore();
  const reason = blockReason(root.settings?.permission);
  return reason ? <MaintenancePage reason={reason} /> : <Navigate to="/" replace />;
});
