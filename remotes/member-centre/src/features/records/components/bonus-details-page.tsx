import { BONUS_DETAILS } from '../kinds';
import { RecordsPage } from '../../../ui/records/records-page';

/** The member centre's bonus details page (a lazy chunk of its own; see pages.tsx). */
export default function BonusDetailsPage() {
  return <RecordsPage kind={BONUS_DETAILS} />;
}
