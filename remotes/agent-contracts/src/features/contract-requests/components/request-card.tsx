import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import type { RequestRow } from '../model';
import { StatusBadge } from './status-badge';

/** One contract request: id or dividend product and period, status, its rate tiers as a table, and its actions. */
export const RequestCard = observer(function RequestCard({ row }: { row: RequestRow }) {
  const { t } = useTranslation(NAMESPACE);
  const { contractRequests: store } = useRootStore();
  const busy = store.acting !== null;
  return (
    <article
      className="ac-request"
      data-testid={`ac-request-${row.key}`}
      data-status={row.status}
      aria-busy={store.acting === row.key}
    >
      <header className="ac-request__head">
        {row.id !== null && <span className="ac-request__id">{t('request_id', { id: row.id })}</span>}
        {row.productType && (
          <span className="ac-chip">
            {t(`product_${row.productType}`, { defaultValue: row.productType })}
          </span>
        )}
        {row.computationPeriod && (
          <span className="ac-chip ac-chip--muted">
            {t(`period_${row.computationPeriod}`, { defaultValue: row.computationPeriod })}
          </span>
        )}
        {row.higherRate && (
          <span className="ac-flag" data-testid="ac-higher-rate">
            {t('downline_higher_rate')}
          </span>
        )}
        {row.requestTime !== null && (
          <time className="ac-request__time" dateTime={new Date(row.requestTime).toISOString()}>
            {dayjs(row.requestTime).format('YYYY-MM-DD HH:mm')}
          </time>
        )}
        <StatusBadge status={row.status} />
      </header>
      <div className="ac-tiers__scroll">
        <table className="ac-tiers">
          <thead>
            <tr>
              {row.columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row.tiers.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) => (
                  <td key={row.columns[j] ?? j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {row.actions.length > 0 && (
        <div className="ac-request__actions">
          {row.actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={`wl-button${action.key === 'action_accept' ? '' : ' wl-button--ghost'}`}
              data-testid={`ac-${action.key}`}
              disabled={busy}
              onClick={() => void store.act(row, action)}
            >
              {t(action.key)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
});
