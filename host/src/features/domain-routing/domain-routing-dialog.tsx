import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { DomainRoutingStore } from './domain-routing-store';
import { fetchPing } from './ping-probe';
import './domain-routing.css';

/**
 * The domain-unavailable dialog (spec/shell.md §2, §8): the server's message, the probe's progress, Retry (to a
 * reachable listed domain, codes kept) and customer service. Probing starts as the dialog opens.
 */
export const DomainRoutingDialog = observer(function DomainRoutingDialog() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const launcher = root.domainRouting;
  const [store] = useState(
    () =>
      new DomainRoutingStore({
        api: root.api,
        ping: fetchPing,
        location: window.location,
        redirect: (url) => window.location.assign(url),
      }),
  );
  useEffect(() => {
    void store.probe();
    return () => store.dispose();
  }, [store]);
  const close = () => launcher.close();
  const progress = (() => {
    if (store.status === 'redirecting') return t('domain_route_going');
    if (store.retryPending) return t('domain_route_waiting');
    if (store.status === 'found') return t('domain_route_found');
    if (store.status === 'none') return t('domain_route_none');
    return t('domain_route_probing', { done: store.settled, total: store.candidates.length });
  })();
  return (
    <ModalFrame
      label={t('domain_route_title')}
      onClose={close}
      className="host-domain-routing"
      testId="domain-routing-dialog"
    >
      <h2 className="wl-dialog__title">{t('domain_route_title')}</h2>
      {launcher.message && <p className="wl-dialog__message">{launcher.message}</p>}
      <p role="status" data-testid="domain-routing-status" data-status={store.status}>
        {progress}
      </p>
      {store.busy && (
        <progress
          className="host-domain-routing__progress"
          value={store.settled}
          max={Math.max(store.candidates.length, 1)}
          aria-label={t('domain_route_title')}
        />
      )}
      <div className="wl-dialog__actions">
        <button
          type="button"
          className="wl-button"
          onClick={() => store.retry()}
          disabled={store.retryPending || store.status === 'redirecting'}
          aria-busy={store.retryPending || store.status === 'redirecting'}
          data-testid="domain-routing-retry"
        >
          {t('common:retry')}
        </button>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => {
            close();
            root.shell.openCustomerService();
          }}
          data-testid="domain-routing-customer-service"
        >
          {t('contact_service')}
        </button>
        <button type="button" className="wl-button wl-button--ghost" onClick={close}>
          {t('common:close')}
        </button>
      </div>
    </ModalFrame>
  );
});

export default DomainRoutingDialog;
