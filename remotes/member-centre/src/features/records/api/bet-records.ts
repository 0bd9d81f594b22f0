import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET the bet record: the member's bets in a date range, paged, with totals (auth). */
export const getBetRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.betRecords',
  ...PATHS.betRecords,
  schema: RecordPageSchema,
});
