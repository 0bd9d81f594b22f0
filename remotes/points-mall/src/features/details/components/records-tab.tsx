import { EmptyState, LoadView, Pager } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { DateRangeFields } from '@wl/ui/date-range';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { REDEMPTION_STATUS_ALL, REDEMPTION_STATUSES } from '../../../constants';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import type { RecordsStore, RedemptionStatusFilter } from '../stores/records-store';

/** Date and time of a row. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Details tab 0: the redemption records with a date range and a status filter (P, R, A, all). */
export const RecordsTab = observer(function RecordsTab({ store }: { store: RecordsStore }) {
  const { t } = useAreaTranslation();
  const { list } = store;
  const busy = list.load.status === 'loading';
  return (
    <section className="pm-details__panel" data-testid="pm-records">
      <DateRangeFields
        range={list.range}
        busy={busy}
        onSearch={() => void list.search()}
        testId="pm-records-range"
      >
        <label className="wl-range__field">
          <span>{t('records_status')}</span>
          <select
            className="wl-input"
            name="status"
            value={store.status}
            onChange={(event) => store.setStatus(event.target.value as RedemptionStatusFilter)}
          >
            <option value={REDEMPTION_STATUS_ALL}>{t('status_all')}</option>
            {REDEMPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status_${status}`)}
              </option>
            ))}
          </select>
        </label>
      </DateRangeFields>
      <LoadView load={list.load} hasContent={list.load.status === 'ready'} onRetry={list.retry}>
        {list.rows.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <table className="pm-table" data-testid="pm-records-table">
            <thead>
              <tr>
                <th scope="col">{t('col_date')}</th>
                <th scope="col">{t('col_reward')}</th>
                <th scope="col">{t('col_type')}</th>
                <th scope="col">{t('col_quantity')}</th>
                <th scope="col">{t('col_points')}</th>
                <th scope="col">{t('col_money')}</th>
                <th scope="col">{t('col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id} data-testid="pm-record">
                  <td>{dayjs(row.dateRequested).format(DATE_TIME_FORMAT)}</td>
                  <td>{row.name}</td>
                  <td>{t(`redeem_type_${row.type}`)}</td>
                  <td>{row.quantity}</td>
                  <td>{formatPoints(row.requiredPoint)}</td>
                  <td>{formatMoney(row.requiredMoney ?? '0')}</td>
                  <td data-testid="pm-record-status">{t(`status_${row.status}`)}</td>
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
