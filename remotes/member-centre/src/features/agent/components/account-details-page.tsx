import { RecordsPage } from '../../../ui/records/records-page';
import { ACCOUNT_DETAILS } from '../kinds';

/** The agent centre's account details page (a lazy chunk of its own; see pages.tsx). */
export default function AccountDetailsPage() {
  return <RecordsPage kind={ACCOUNT_DETAILS} />;
}
