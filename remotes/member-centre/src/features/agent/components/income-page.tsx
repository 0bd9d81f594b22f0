import { RecordsPage } from '../../../ui/records/records-page';
import { INCOME } from '../kinds';

/** The agent centre's income page (a lazy chunk of its own; see pages.tsx). */
export default function IncomePage() {
  return <RecordsPage kind={INCOME} />;
}
