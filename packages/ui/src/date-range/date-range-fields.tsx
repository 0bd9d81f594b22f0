import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useAreaNamespace, useAreaTranslation } from '@wl/i18n';
import { DATE_RANGE_NAMESPACE, DATE_RANGE_QUICK_PICKS } from './constants';
import type { DateRangeStore } from './date-range-store';
import { loadDateRangeTexts } from './texts';

/** Props of {@link DateRangeFields}. */
export interface DateRangeFieldsProps {
  /** The range being edited. */
  range: DateRangeStore;
  /** True while the list loads: the quick picks and the search button wait. */
  busy: boolean;
  /** Search with the current range; called only when the range is valid. */
  onSearch: () => void;
  /** Test id of the form; the search button is `${testId}-search`, the error `${testId}-error`. */
  testId?: string;
  /** Extra filters shown before the quick picks (an account field, a status select). */
  children?: ReactNode;
}

/**
 * The date range of a list (spec/products.md §5): two date inputs (`startTime`, `endTime`; YYYY-MM-DD, future days
 * disabled, the start at most 30 days before the end), quick picks (today, 7 and 30 days) and the search button. A
 * range breaking a rule says why, tied to the inputs, and is not sent. Used by member-centre, points-mall and
 * agent-contracts.
 */
export const DateRangeFields = observer(function DateRangeFields({
  range,
  busy,
  onSearch,
  testId = 'date-range',
  children,
}: DateRangeFieldsProps) {
  useAreaNamespace(DATE_RANGE_NAMESPACE, loadDateRangeTexts);
  const { t } = useAreaTranslation(DATE_RANGE_NAMESPACE);
  const errorId = useId();
  const invalid = range.error !== null;
  const search = () => {
    if (!busy && range.error === null) onSearch();
  };
  return (
    <form
      className="wl-range"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label className="wl-range__field">
        <span>{t('date_range_start')}</span>
        <input
          className="wl-input"
          type="date"
          name="startTime"
          value={range.start}
          min={range.minStart}
          max={range.maxDate}
          onChange={(event) => range.setStart(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
      </label>
      <label className="wl-range__field">
        <span>{t('date_range_end')}</span>
        <input
          className="wl-input"
          type="date"
          name="endTime"
          value={range.end}
          min={range.start}
          max={range.maxDate}
          onChange={(event) => range.setEnd(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
      </label>
      {children}
      <div className="wl-range__quick" role="group" aria-label={t('date_range_quick')}>
        {DATE_RANGE_QUICK_PICKS.map((pick) => (
          <button
            key={pick.key}
            type="button"
            className="wl-button wl-button--ghost"
            onClick={() => {
              range.setLastDays(pick.days);
              search();
            }}
            disabled={busy}
          >
            {t(pick.key)}
          </button>
        ))}
      </div>
      <button type="submit" className="wl-button" disabled={busy || invalid} data-testid={`${testId}-search`}>
        {t('date_range_search')}
      </button>
      <p
        className="wl-range__error"
        id={errorId}
        role="alert"
        data-testid={`${testId}-error`}
        hidden={!invalid}
      >
        {range.error ? t(range.error) : null}
      </p>
    </form>
  );
});
