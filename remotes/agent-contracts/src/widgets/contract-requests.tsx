import type { WidgetProps } from '@wl/shell-contract';
import { useAreaNamespace } from '@wl/i18n';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles.css';
import { ContractRequestsView } from '../features/contract-requests/components/contract-requests-page';
import { CONTRACTS_PAGE } from '../constants';
import { loadTranslations, NAMESPACE } from '../i18n';
import { RootStore, RootStoreContext } from '../stores/root-store';

/**
 * The consolidated contract request modal (spec/products.md §2): every request still waiting for the member's answer,
 * of every kind, with its actions. The host opens it in its dialog frame after login when requests wait (the
 * area's `afterLoginCheck` service says so); it closes itself once nothing waits.
 */
export const ContractRequests = observer(function ContractRequests({ shell, onClose }: WidgetProps) {
  useAreaNamespace(NAMESPACE, loadTranslations);
  const { t } = useTranslation(NAMESPACE);
  const [root] = useState(() => new RootStore(shell, { waitingOnly: true }));
  const store = root.contractRequests;
  useEffect(() => {
    void store.load();
  }, [store]);
  const done = store.nothingWaiting;
  useEffect(() => {
    if (done) onClose?.();
  }, [done, onClose]);
  return (
    <RootStoreContext.Provider value={root}>
      <div className="ac-modal" data-testid="contract-requests-modal">
        <h2 className="ac-modal__title">{t('modal_title')}</h2>
        <ContractRequestsView />
        <div className="wl-dialog__actions">
          <button
            type="button"
            className="wl-button wl-button--ghost"
            data-testid="ac-view-all"
            onClick={() => {
              shell.navigate(CONTRACTS_PAGE);
              onClose?.();
            }}
          >
            {t('view_all')}
          </button>
        </div>
      </div>
    </RootStoreContext.Provider>
  );
});
