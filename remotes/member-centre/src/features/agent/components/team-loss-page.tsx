import { RecordsPage } from '../../../ui/records/records-page';
import { TEAM_LOSS } from '../kinds';

/** The agent centre's team loss page (a lazy chunk of its own; see pages.tsx). */
export default function TeamLossPage() {
  return <RecordsPage kind={TEAM_LOSS} />;
}
