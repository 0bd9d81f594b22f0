import { PERSONAL_LOSS } from '../kinds';
import { RecordsPage } from '../../../ui/records/records-page';

/** The member centre's personal loss page (a lazy chunk of its own; see pages.tsx). */
export default function PersonalLossPage() {
  return <RecordsPage kind={PERSONAL_LOSS} />;
}
