import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { POINTS_DETAIL_TABS, type PointsDetailTab } from '../../../constants';
import { useAreaTranslation } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { DETAIL_TAB_LABELS, detailsPath, PointsMenu } from '../../../ui/points-menu';
import { RecordsStore } from '../stores/records-store';
import { RulesStore } from '../stores/rules-store';
import { transactionsList } from '../stores/transactions-store';
import { RecordsTab } from './records-tab';
import { RulesTab } from './rules-tab';
import { TransactionsTab } from './transactions-tab';
import './details.css';

const TABS: readonly number[] = Object.values(POINTS_DETAIL_TABS);

/**
 * The points details (`/member/pointMall/details/:tab`, spec §2): tab 0 redemption records, 1 points transactions,
 * 2 rules and conversion. Each list searches today's range when first shown; the stores live while the page does, so
 * switching tabs keeps what was picked. Loaded on demand.
 */
const DetailsPage = observer(function DetailsPage() {
  const root = useRootStore();
  const { t } = useAreaTranslation();
  const { tab: param } = useParams();
  const tab = Number(param) as PointsDetailTab;
  const [stores] = useState(() => ({
    records: new RecordsStore(root.shell),
    transactions: transactionsList(root.shell),
    rules: new RulesStore(root.shell, root.mall, root.config, (key) => t(key)),
  }));
  useEffect(() => {
    if (tab === POINTS_DETAIL_TABS.REDEMPTION_RECORDS && stores.records.list.load.status === 'idle') {
      void stores.records.list.search();
    } else if (tab === POINTS_DETAIL_TABS.POINTS_TRANSACTIONS && stores.transactions.load.status === 'idle') {
      void stores.transactions.search();
    } else if (tab === POINTS_DETAIL_TABS.RULES) {
      // Opening tab 2 loads the balance and the config (spec §4), each time.
      void stores.rules.open();
    }
  }, [tab, stores]);
  if (!TABS.includes(tab)) return <Navigate to={detailsPath(root.basePath, 0)} replace />;
  const label = DETAIL_TAB_LABELS.find((item) => item.tab === tab)!.key;
  return (
    <section className="pm-page pm-details" data-testid="points-details" data-tab={tab}>
      <header className="pm-page__header">
        <h1 className="wl-page-title">{t(label)}</h1>
      </header>
      <PointsMenu basePath={root.basePath} />
      {tab === POINTS_DETAIL_TABS.REDEMPTION_RECORDS && <RecordsTab store={stores.records} />}
      {tab === POINTS_DETAIL_TABS.POINTS_TRANSACTIONS && <TransactionsTab list={stores.transactions} />}
      {tab === POINTS_DETAIL_TABS.RULES && <RulesTab store={stores.rules} />}
    </section>
  );
});

export default DetailsPage;
