import { EmptyState } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { KIND_TITLE_KEYS } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import type { ContractSection as Section, RequestRow } from '../model';
import { RequestCard } from './request-card';

function RequestList({ testId, title, rows }: { testId: string; title: string; rows: RequestRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="ac-list" data-testid={testId}>
      <h3 className="ac-list__title">
        {title} <span className="ac-count">{rows.length}</span>
      </h3>
      {rows.length === 0 ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        rows.map((row) => <RequestCard key={row.key} row={row} />)
      )}
    </div>
  );
}

/** One kind of request (dividend, daily/hourly/real-time salary): its new and termination requests, or empty. */
export function ContractSection({ section }: { section: Section }) {
  const { t } = useTranslation(NAMESPACE);
  const id = `ac-section-${section.kind}`;
  return (
    <section className="ac-section" data-testid={id} aria-labelledby={`${id}-title`}>
      <header className="ac-section__head">
        <h2 id={`${id}-title`}>{t(KIND_TITLE_KEYS[section.kind])}</h2>
        <span className="ac-count">{section.total}</span>
      </header>
      {section.total === 0 ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        <div className="ac-lists">
          <RequestList testId={`${id}-new`} title={t('new_requests')} rows={section.newRequests} />
          <RequestList
            testId={`${id}-termination`}
            title={t('termination_requests')}
            rows={section.terminationRequests}
          />
          {section.otherRequests.length > 0 && (
            <RequestList testId={`${id}-other`} title={t('other_requests')} rows={section.otherRequests} />
          )}
        </div>
      )}
    </section>
  );
}
