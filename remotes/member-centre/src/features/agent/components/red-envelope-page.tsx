import { RecordsPage } from '../../../ui/records/records-page';
import { RED_ENVELOPE } from '../kinds';

/** The agent centre's red envelope page (a lazy chunk of its own; see pages.tsx). */
export default function RedEnvelopePage() {
  return <RecordsPage kind={RED_ENVELOPE} />;
}
