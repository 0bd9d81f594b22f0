import { EmptyState, LoadView, Pager } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { formatCell, type RecordColumn } from '../../lib/records/columns';
import type { RecordsStore } from '../../lib/records/records-store';

/**
 * A records table: the page's rows, a subtotal of the page and the total of the whole range under the money
 * columns, and the pager. A spinner while loading, a retry card on failure, "no data" for an empty range.
 */
export const RecordsTable = observer(function RecordsTable({
  store,
  columns,
  label,
}: {
  store: RecordsStore;
  columns: readonly RecordColumn[];
  /** The table's name (the page title): its scrolling box is a named region keyboard users can scroll. */
  label: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const summed = new Set(store.source.totals);
  const footer = (label: string, values: Record<string, string>, testId: string) => (
    <tr data-testid={testId}>
      {columns.map((column, index) => (
        <td key={column.field} data-field={column.field}>
          {index === 0 ? label : summed.has(column.field) ? formatMoney(values[column.field] ?? '0') : ''}
        </td>
      ))}
    </tr>
  );
  return (
    <LoadView
      load={store.load}
      onRetry={() => void store.retry()}
      hasContent={store.searched}
      explainFailure
      retryTestId="records-retry"
    >
      {store.searched && store.rows.length === 0 ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        <div
          className="mc-table-wrap"
          role="region"
          aria-label={label}
          // Wide tables scroll sideways on a phone: focusable, so the arrow keys scroll them too.
          tabIndex={0}
          aria-busy={store.load.status === 'loading'}
        >
          <table className="mc-table" data-testid="records-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.field} scope="col">
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {store.rows.map((row) => (
                <tr key={row.id} data-testid="records-row">
                  {columns.map((column) => (
                    <td key={column.field} data-field={column.field}>
                      {formatCell(row[column.field], column.format, t)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {summed.size > 0 && (
              <tfoot>
                {footer(t('records_page_subtotal'), store.pageTotals, 'records-subtotal')}
                {footer(t('records_total'), store.totals, 'records-total')}
              </tfoot>
            )}
          </table>
          <p className="mc-table__count" data-testid="records-count">
            {t('records_count', { count: store.totalElements })}
          </p>
          <Pager
            page={store.page}
            totalPages={store.totalPages}
            onChange={(page) => void store.goTo(page)}
            label={t('records_pages')}
          />
        </div>
      )}
    </LoadView>
  );
});
