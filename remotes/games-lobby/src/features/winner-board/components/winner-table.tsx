import { EmptyState } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { WinnerBoardStore } from '../stores/winner-board-store';

/** The board's table: a rank column, then the server's columns; the no-data message when there are no records. */
export const WinnerTable = observer(function WinnerTable({ store }: { store: WinnerBoardStore }) {
  const { t } = useTranslation(NAMESPACE);
  if (store.records.length === 0) {
    return <EmptyState>{t('winner_board_empty')}</EmptyState>;
  }
  return (
    // The list scrolls in its own box: focusable and named, so a keyboard can scroll it too (WCAG 2.1.1).
    <div className="gl-winners__scroll" tabIndex={0} role="region" aria-label={t('winner_board_title')}>
      <table className="gl-winners__table">
        <thead>
          <tr>
            <th scope="col">{t('winner_board_rank')}</th>
            {store.columns.map((column) => (
              <th key={column.key} scope="col" data-column={column.key}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {store.records.map((record, index) => (
            <tr key={String(record.vo.recordId)}>
              <td>
                <span className={`gl-winners__rank${index < 3 ? ` gl-winners__rank--top${index + 1}` : ''}`}>
                  {index + 1}
                </span>
              </td>
              {store.columns.map((column) => (
                <td key={column.key} className={`gl-winners__cell--${column.type}`}>
                  {store.cell(record, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
