import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { RecordsStore } from '../stores/records-store';

/** The quick picks of the range: today, the last 7 and the last 30 days. */
const QUICK_PICKS = [
  { days: 1, key: 'records_today' },
  { days: 7, key: 'records_last_7_days' },
  { days: 30, key: 'records_last_30_days' },
] as const;

/**
 * The records date range (spec/products.md §5): two date inputs (YYYY-MM-DD, future days disabled, the start at
 * most 30 days before the end), quick picks and the search button; a range breaking a rule shows why and is not sent.
 */
export const DateRangeForm = observer(function DateRangeForm({ store }: { store: RecordsStore }) {
  const { t } = useTranslation(NAMESPACE);
  const { range } = store;
  const busy = store.load.status === 'loading';
  return (
    <form
      className="mc-range"
      data-testid="records-range"
      onSubmit={(event) => {
        event.preventDefault();
        void store.search();
      }}
    >
      <label className="mc-range__field">
        <span>{t('records_start_date')}</span>
        <input
          className="wl-input"
          type="date"
          name="startTime"
          value={range.start}
          min={range.minStart}
          max={range.maxDate}
          onChange={(event) => range.setStart(event.target.value)}
          aria-invalid={range.error !== null}
        />
      </label>
      <label className="mc-range__field">
        <span>{t('records_end_date')}</span>
        <input
          className="wl-input"
          type="date"
          name="endTime"
          value={range.end}
          min={range.start}
          max={range.maxDate}
          onChange={(event) => range.setEnd(event.target.value)}
          aria-invalid={range.error !== null}
        />
      </label>
      {store.source.accountFilter && (
        <label className="mc-range__field">
          <span>{t('records_account')}</span>
          <input
            className="wl-input"
            type="search"
            name="account"
            value={store.account}
            onChange={(event) => store.setAccount(event.target.value)}
          />
        </label>
      )}
      <div className="mc-range__quick" role="group" aria-label={t('records_quick_range')}>
        {QUICK_PICKS.map((pick) => (
          <button
            key={pick.key}
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => {
              range.setLastDays(pick.days);
              void store.search();
            }}
            disabled={busy}
          >
            {t(pick.key)}
          </button>
        ))}
      </div>
      <button
        type="submit"
        className="wl-button"
        disabled={busy || range.error !== null}
        data-testid="records-search"
      >
        {t('records_search')}
      </button>
      {range.error && (
        <p className="mc-form__error" role="alert" data-testid="records-range-error">
          {t(range.error)}
        </p>
      )}
    </form>
  );
});
