import { ACCOUNT_RECORD } from '../kinds';
import { RecordsPage } from '../../../ui/records/records-page';

/** The member centre's account record page (a lazy chunk of its own; see pages.tsx). */
export default function AccountRecordPage() {
  return <RecordsPage kind={ACCOUNT_RECORD} />;
}
