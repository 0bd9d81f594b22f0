import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET dividend settlements (auth, agents). */
export const getDividendRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.agentDividend',
  ...PATHS.agentDividend,
  schema: RecordPageSchema,
});
