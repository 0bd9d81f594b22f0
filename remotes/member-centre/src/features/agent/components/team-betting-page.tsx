import { RecordsPage } from '../../../ui/records/records-page';
import { TEAM_BETTING } from '../kinds';

/** The agent centre's team betting page (a lazy chunk of its own; see pages.tsx). */
export default function TeamBettingPage() {
  return <RecordsPage kind={TEAM_BETTING} />;
}
