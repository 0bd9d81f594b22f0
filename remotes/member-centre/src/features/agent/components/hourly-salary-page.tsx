import { RecordsPage } from '../../../ui/records/records-page';
import { HOURLY_SALARY } from '../kinds';

/** The agent centre's hourly salary page (a lazy chunk of its own; see pages.tsx). */
export default function HourlySalaryPage() {
  return <RecordsPage kind={HOURLY_SALARY} />;
}
