import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET daily salary settlements (auth, agents). */
export const getDailySalaryRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.agentDailySalary',
  ...PATHS.agentDailySalary,
  schema: RecordPageSchema,
});
