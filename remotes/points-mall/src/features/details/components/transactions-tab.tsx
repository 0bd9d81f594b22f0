import { EmptyState, LoadView, Pager } from '@wl/ui';
import { DateRangeFields } from '@wl/ui/date-range';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import type { PointsTransaction } from '../api/transactions';
import type { TransactionsList } from '../stores/transactions-store';
import { DATE_TIME_FORMAT } from './records-tab';

/** A transaction's name in the language: the Chinese name for CN and TW, else the English one. */
export function transactionName(row: PointsTransaction, language: string): string {
  const chinese = language === 'CN' || language === 'TW';
  return (chinese ? row.nameCn : row.nameEn) ?? row.nameEn ?? row.nameCn ?? '';
}

/** Details tab 1: the points transactions with a date range. */
export const TransactionsTab = observer(function TransactionsTab({ list }: { list: TransactionsList }) {
  const { t, i18n } = useAreaTranslation();
  const busy = list.load.status === 'loading';
  return (
    <section className="pm-details__panel" data-testid="pm-transactions">
      <DateRangeFields
        range={list.range}
        busy={busy}
        onSearch={() => void list.search()}
        testId="pm-tx-range"
      />
      <LoadView load={list.load} hasContent={list.load.status === 'ready'} onRetry={list.retry}>
        {list.rows.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <table className="pm-table" data-testid="pm-tx-table">
            <thead>
              <tr>
                <th scope="col">{t('col_date')}</th>
                <th scope="col">{t('col_tx_type')}</th>
                <th scope="col">{t('col_amount')}</th>
                <th scope="col">{t('col_balance')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.txId} data-testid="pm-tx">
                  <td>{dayjs(row.txTimeInTimestamp).format(DATE_TIME_FORMAT)}</td>
                  <td>{transactionName(row, i18n.language)}</td>
                  <td className={row.amount.startsWith('-') ? 'is-negative' : 'is-positive'}>
                    {row.amount.startsWith('-') ? '' : '+'}
                    {formatPoints(row.amount)}
                  </td>
                  <td>{formatPoints(row.currentAvailBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager
          page={list.page}
          totalPages={list.totalPages}
          onChange={(p) => void list.goTo(p)}
          label={t('pages')}
        />
      </LoadView>
    </section>
  );
});
