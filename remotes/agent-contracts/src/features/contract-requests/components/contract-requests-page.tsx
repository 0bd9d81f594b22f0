import { LoadView, RetryCard } from '@wl/ui';
import { DateRangeFields } from '@wl/ui/date-range';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { ContractSection } from './contract-section';

/** The summary and the four sections of the store's requests (the page's detail lists and the modal share it). */
export const ContractRequestsView = observer(function ContractRequestsView() {
  const { contractRequests: store } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  // A 401 means the session went stale: the retry card asks to log in (a new token reloads the page).
  return (
    <LoadView
      load={store.requestsLoad}
      onRetry={() => void store.load()}
      explainFailure
      retryTestId="ac-retry"
    >
      <div className="ac-summary" data-testid="ac-summary">
        <span className="ac-summary__item ac-summary__item--new">
          {t('new_requests')} <strong>{store.counts.newRequests}</strong>
        </span>
        <span className="ac-summary__item ac-summary__item--termination">
          {t('termination_requests')} <strong>{store.counts.terminationRequests}</strong>
        </span>
      </div>
      {store.sections.map((section) => (
        <ContractSection key={section.kind} section={section} />
      ))}
    </LoadView>
  );
});

/**
 * The detail lists at /member/contracts: the date range (today by default) and, per kind, the new requests (P, E,
 * A) and termination requests (V) with their actions.
 */
export const ContractRequestsPage = observer(function ContractRequestsPage() {
  const { shell, contractRequests: store } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const token = shell.session.token;

  // (Re)load whenever the member changes; the host guarantees a session but may replace it.
  useEffect(() => {
    if (token) void store.load();
  }, [store, token]);

  return (
    <div className="ac-page" data-testid="agent-contracts">
      <header className="ac-page__head">
        <h1>{t('title')}</h1>
        <p className="ac-page__subtitle">{t('subtitle')}</p>
      </header>
      {token ? (
        <>
          <DateRangeFields
            range={store.range}
            busy={store.requestsLoad.status === 'loading'}
            onSearch={() => void store.load()}
            testId="contracts-range"
          />
          <ContractRequestsView />
        </>
      ) : (
        <RetryCard
          message={t('common:in_sorry_in')}
          retryLabel={t('common:login')}
          onRetry={() => shell.requireLogin()}
          testId="ac-logged-out"
        />
      )}
    </div>
  );
});
