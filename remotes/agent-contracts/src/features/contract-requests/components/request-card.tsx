import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { RequestRow } from '../model';
import { StatusBadge } from './status-badge';

/** One contract request: id, dividend product and period, status, and its rate tiers as a table. */
export function RequestCard({ row }: { row: RequestRow }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article className="ac-request" data-testid={`ac-request-${row.kind}-${row.id}`} data-status={row.status}>
      <header className="ac-request__head">
        <span className="ac-request__id">{t('request_id', { id: row.id })}</span>
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
    </article>
  );
}
