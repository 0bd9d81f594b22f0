import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@wl/ui/date-range';
import { NAMESPACE } from '../../i18n';
import { useRootStore } from '../../stores/root-store';
import type { RecordsKind } from '../../lib/records/records-kind';
import { RecordsStore } from '../../lib/records/records-store';
import { RecordsTable } from './records-table';
import '../member-records.css';

/** A records page (member records and the agent tables): title, date range and the table; searches today on open. */
export const RecordsPage = observer(function RecordsPage({ kind }: { kind: RecordsKind }) {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new RecordsStore(shell, kind.source));
  useEffect(() => void store.search(), [store]);
  return (
    <section className="mc-page mc-records" data-testid={`page-${kind.id}`}>
      <h1 className="mc-page-title">{t(kind.titleKey)}</h1>
      <DateRangeFields
        range={store.range}
        busy={store.load.status === 'loading'}
        onSearch={() => void store.search()}
        testId="records-range"
      >
        {kind.source.accountFilter && (
          <label className="wl-range__field">
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
      </DateRangeFields>
      <RecordsTable store={store} columns={kind.columns} label={t(kind.titleKey)} />
    </section>
  );
});
