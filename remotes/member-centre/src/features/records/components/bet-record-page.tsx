import { BET_RECORD } from '../kinds';
import { RecordsPage } from '../../../ui/records/records-page';

/** The member centre's bet record page (a lazy chunk of its own; see pages.tsx). */
export default function BetRecordPage() {
  return <RecordsPage kind={BET_RECORD} />;
}
