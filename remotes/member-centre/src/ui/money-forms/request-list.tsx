import { EmptyState } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import type { MoneyRequest } from '../../api/money-request';
import { REQUEST_TIME_FORMAT } from '../../lib/money-forms/constants';
import type { MoneyRequestLog } from '../../lib/money-forms/request-log';
import { ResultBanner } from './result-banner';

/** The member's recent deposit or withdrawal requests: time, amount, status (pending until the result) and remarks. */
export const RequestList = observer(function RequestList({
  requests,
  testId,
  money,
}: {
  requests: MoneyRequest[];
  testId: string;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="mc-card" aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="mc-card__head">
        {t('money_recent_requests')}
      </h2>
      {requests.length === 0 ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        <table className="mc-table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{t('money_request_id')}</th>
              <th scope="col">{t('money_request_time')}</th>
              <th scope="col">{t('money_amount')}</th>
              <th scope="col">{t('money_status')}</th>
              <th scope="col">{t('money_remarks')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.requestId} data-testid={`${testId}-${r.requestId}`} data-status={r.status}>
                <td>{r.requestId}</td>
                <td>{dayjs(r.createdAt).format(REQUEST_TIME_FORMAT)}</td>
                <td>{money(r.amount)}</td>
                <td>
                  <span className={`mc-status mc-status--${r.status.toLowerCase()}`}>
                    {t(`money_status_${r.status}`)}
                  </span>
                </td>
                <td>{r.remarks ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/** A money formatter with the member's currency symbol and position (from the host's balance). */
export function moneyFormatter(balance: { currencySymbol?: string; currencyPosition?: 'F' | 'B' } | null) {
  return (amount: string) =>
    formatMoney(amount, { symbol: balance?.currencySymbol, position: balance?.currencyPosition ?? 'F' });
}

/**
 * Below a deposit or withdrawal form: how many requests wait for their result, the last realtime result and the
 * recent requests. Test ids: `${page}-pending`, `${page}-requests`.
 */
export const MoneyRequests = observer(function MoneyRequests({
  page,
  log,
  money,
}: {
  page: 'deposit' | 'withdraw';
  log: MoneyRequestLog;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const count = log.pending.length;
  return (
    <>
      {count > 0 && (
        <p className="mc-pending" data-testid={`${page}-pending`}>
          {page === 'deposit' ? t('deposit_pending', { count }) : t('withdraw_pending', { count })}
        </p>
      )}
      <ResultBanner result={log.result} money={money} />
      <RequestList requests={log.recent} testId={`${page}-requests`} money={money} />
    </>
  );
});
