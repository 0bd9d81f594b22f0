import type { RecordColumn } from './columns';
import type { RecordsSource } from './records-store';

/** A records page: its title, test id, where its rows come from and the columns it shows. */
export interface RecordsKind {
  /** `data-testid` of the page and the id in its texts. */
  id: string;
  titleKey: string;
  source: RecordsSource;
  columns: readonly RecordColumn[];
}
