import { RecordsPage } from '../../../ui/records/records-page';
import { TEAM_MANAGEMENT } from '../kinds';

/** The agent centre's team management page (a lazy chunk of its own; see pages.tsx). */
export default function TeamManagementPage() {
  return <RecordsPage kind={TEAM_MANAGEMENT} />;
}
