import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET the account record: money in and out of the member's wallets in a date range (auth). */
export const getAccountRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.accountRecords',
  ...PATHS.accountRecords,
  schema: RecordPageSchema,
});
