import { RecordsPage } from '../../../ui/records/records-page';
import { DAILY_SALARY } from '../kinds';

/** The agent centre's daily salary page (a lazy chunk of its own; see pages.tsx). */
export default function DailySalaryPage() {
  return <RecordsPage kind={DAILY_SALARY} />;
}
