import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET bonus details: bonuses paid to the member in a date range (auth). */
export const getBonusRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.bonusRecords',
  ...PATHS.bonusRecords,
  schema: RecordPageSchema,
});
