import { RecordsPage } from '../../../ui/records/records-page';
import { DIVIDEND } from '../kinds';

/** The agent centre's dividend page (a lazy chunk of its own; see pages.tsx). */
export default function DividendPage() {
  return <RecordsPage kind={DIVIDEND} />;
}
